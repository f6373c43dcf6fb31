/**
 * How the scale seed talks to the database: each statement on one connection with a big sort's
 * memory and no time limit, timed into the log, and the SQL fragment that draws a word at random.
 */
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";

export type Db = Pick<PrismaClient, "$executeRawUnsafe" | "$queryRawUnsafe" | "$transaction">;
export type Log = (message: string) => void;

/** One statement on one connection, with the memory a big sort or index build wants (no time limit). */
export function exec(db: Db, sql: string, ...params: unknown[]): Promise<number> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SET LOCAL work_mem = '256MB'`);
      await tx.$executeRawUnsafe(`SET LOCAL maintenance_work_mem = '512MB'`);
      await tx.$executeRawUnsafe(`SET LOCAL statement_timeout = 0`); // the app pool's limit is for requests
      return tx.$executeRawUnsafe(sql, ...params);
    },
    { timeout: 6 * 60 * 60_000, maxWait: 60_000 },
  );
}

export async function timed(log: Log, what: string, fn: () => Promise<number | void>) {
  const started = performance.now();
  const rows = await fn();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`${what}: ${typeof rows === "number" ? `${rows.toLocaleString("en-US")} rows, ` : ""}${seconds} s`);
}

/** A word of list `column` of _scale_words w, at random. */
export const pick = (column: string) => `w.${column}[1 + floor(random() * cardinality(w.${column}))::int]`;
