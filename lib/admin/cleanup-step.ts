import "server-only";
/**
 * How every step of the cleanup (./cleanup-sql.ts) and of the retention rules (./retention.ts) takes its
 * rows: at most `limit` of them, locked first (FOR UPDATE SKIP LOCKED). A row another transaction is
 * changing right now — a quote being booked, a photo being attached — is left for a later run instead of
 * being waited for, and a locked row is re-checked against the condition, so what is removed is still
 * stale when it goes.
 */
import { Prisma } from "@/lib/generated/prisma/client";
import type { DbClient } from "@/lib/db/types";

/** What one batch step removed: rows of its kind, and the files of the photos among them. */
export interface Removed {
  rows: number;
  files: string[];
  /** A published review changed (an erasure): the public pages must be refreshed after the commit. */
  pagesChanged?: boolean;
}

/** The rows a step takes. Column names and aliases are the code's own, never input. */
export interface BatchRows {
  /** `"Table" alias WHERE …` (or a join): the kind's rows, the same clause its count counts. */
  from: Prisma.Sql;
  /** What names each row to remove: its key (`b.id`), or the key of the row it points to (`k."w9UploadId"`). */
  pick: string;
  /** Oldest first, where a step takes its rows in an order. */
  orderBy?: string;
  /** Locks only this alias's rows (FOR UPDATE OF), not those of a joined table. */
  lockOf?: string;
}

/** `SELECT pick FROM from [ORDER BY …] LIMIT limit FOR UPDATE [OF alias] SKIP LOCKED`. */
function lockedBatch({ from, pick, orderBy, lockOf }: BatchRows, limit: number): Prisma.Sql {
  const order = orderBy ? Prisma.raw(`ORDER BY ${orderBy}`) : Prisma.empty;
  const of = lockOf ? Prisma.raw(`OF ${lockOf}`) : Prisma.empty;
  return Prisma.sql`SELECT ${Prisma.raw(pick)} FROM ${from} ${order} LIMIT ${limit} FOR UPDATE ${of} SKIP LOCKED`;
}

/** The ids of one locked batch (`pick` names an `id`), for a step that removes more than one table's rows. */
export async function lockedIds(tx: DbClient, rows: BatchRows, limit: number): Promise<string[]> {
  return (await tx.$queryRaw<{ id: string }[]>(lockedBatch(rows, limit))).map((row) => row.id);
}

/** Deletes the rows of `table` whose `key` one locked batch picks. */
export async function deleteBatch(
  tx: DbClient,
  table: string,
  rows: BatchRows,
  limit: number,
  key = "id",
): Promise<Removed> {
  const removed = await tx.$executeRaw`
    DELETE FROM ${Prisma.raw(`"${table}"`)} WHERE ${Prisma.raw(key)} IN (${lockedBatch(rows, limit)})`;
  return { rows: removed, files: [] };
}

/** Deletes the uploads one locked batch picks; their files are deleted after the commit. */
export async function deleteUploads(tx: DbClient, rows: BatchRows, limit: number): Promise<Removed> {
  const uploads = await tx.$queryRaw<{ storageKey: string }[]>`
    DELETE FROM "Upload" WHERE id IN (${lockedBatch(rows, limit)}) RETURNING "storageKey"`;
  return { rows: uploads.length, files: uploads.map((upload) => upload.storageKey) };
}
