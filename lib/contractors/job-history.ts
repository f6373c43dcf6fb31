import "server-only";
import { storedTimestamp } from "@/lib/db/sql";
import { jobStatusSql } from "@/lib/bookings/status-sql";
import type { DbClient } from "@/lib/db/types";
import { Prisma } from "@/lib/generated/prisma/client";
import { decodeCursor, encodeCursor } from "@/lib/http/cursor";
import type { Jsonified } from "@/lib/http/json";
import { jobInclude, serializeJob } from "./jobs";

/** Where a history page starts: after the job completed at `completedAt` with id `id` (newest first). */
export interface HistoryKey {
  completedAt: Date;
  id: string;
}

/**
 * The ids of one page of the painter's completed jobs, newest completion first. The row
 * comparison is an index condition of (contractorId, status, completedAt, id): each page
 * reads only its own rows, page 150 as fast as page 1. Exported for EXPLAIN at scale.
 */
export const jobHistoryPageSql = (contractorId: string, after: HistoryKey | null, take: number) => Prisma.sql`
  SELECT id FROM "JobAssignment"
  WHERE "contractorId" = ${contractorId}::uuid AND status = ${jobStatusSql("completed")}
  ${after ? Prisma.sql`AND ("completedAt", id) < (${storedTimestamp(after.completedAt)}, ${after.id}::uuid)` : Prisma.empty}
  ORDER BY "completedAt" DESC, id DESC
  LIMIT ${take}`;

/** One page of the painter's completed jobs, with the key of the next page (null on the last). */
export async function jobHistoryPage(
  db: DbClient,
  contractorId: string,
  after: HistoryKey | null,
  limit: number,
) {
  // One row past the page tells whether another page follows.
  const rows = await db.$queryRaw<{ id: string }[]>(jobHistoryPageSql(contractorId, after, limit + 1));
  const ids = rows.slice(0, limit).map((row) => row.id);
  const found = await db.jobAssignment.findMany({ where: { id: { in: ids } }, include: jobInclude });
  const byId = new Map(found.map((job) => [job.id, job]));
  const jobs = ids.flatMap((id) => byId.get(id) ?? []);
  const last = jobs.at(-1);
  const next: HistoryKey | null =
    rows.length > limit && last?.completedAt ? { completedAt: last.completedAt, id: last.id } : null;
  return { jobs, next };
}

/** GET /api/contractor/jobs/history: a page after `cursor` (a previous page's nextCursor; 400 when malformed). */
export async function listJobHistory(
  db: DbClient,
  contractorId: string,
  { cursor, limit }: { cursor?: string; limit: number },
) {
  const after = cursor ? toKey(decodeCursor(cursor, ["timestamp", "uuid"])) : null;
  const { jobs, next } = await jobHistoryPage(db, contractorId, after, limit);
  return {
    jobs: jobs.map(serializeJob),
    nextCursor: next ? encodeCursor([next.completedAt, next.id]) : null,
  };
}

const toKey = ([completedAt, id]: [Date, string]): HistoryKey => ({ completedAt, id });

export type JobHistoryDto = Jsonified<Awaited<ReturnType<typeof listJobHistory>>>;
