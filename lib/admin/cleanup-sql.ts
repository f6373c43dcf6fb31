import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { storedTimestamp } from "@/lib/db/sql";
import type { DbClient } from "@/lib/db/types";
import { jobStatusesWhere } from "@/lib/bookings/states.shared";
import { bookingStatusSql, jobStatusList } from "@/lib/bookings/status-sql";
import { deleteBatch, deleteUploads, lockedIds, type Removed } from "./cleanup-step";
import { retentionRows, retentionSteps, type RetentionCutoffs } from "./retention";

/** The moments before which rows are stale, all derived from one `now`. */
export interface CleanupCutoffs extends RetentionCutoffs {
  now: Date;
  quotesBefore: Date;
  bookingsBefore: Date;
  photosBefore: Date;
}

/*
 * One condition per kind, shared by the counts and the batches, so the stats count exactly what a run
 * removes. Each is served by an index: Quote ("hasBooking", "createdAt") — the flag a trigger keeps, so no
 * anti-join over every quote —, Booking (status, "cancelledAt"), JobAssignment (status), Upload (kind,
 * "createdAt"), AuthSession ("expiresAt") and RateLimitBucket ("expiresAt").
 */
const oldQuote = (c: CleanupCutoffs) =>
  Prisma.sql`q."hasBooking" = false AND q."createdAt" < ${storedTimestamp(c.quotesBefore)}`;

/**
 * Cancelled bookings older than the cutoff; rows cancelled before cancelledAt existed go by updatedAt.
 * A booking with a review is never removed (a review is only written for a completed job, but the back
 * office may cancel one later): the review's foreign key restricts it, so its quote stays booked too.
 */
const oldBooking = (c: CleanupCutoffs) => Prisma.sql`b.status = ${bookingStatusSql("cancelled")}
  AND (b."cancelledAt" < ${storedTimestamp(c.bookingsBefore)}
       OR (b."cancelledAt" IS NULL AND b."updatedAt" < ${storedTimestamp(c.bookingsBefore)}))
  AND NOT EXISTS (SELECT 1 FROM "Review" rv WHERE rv."bookingId" = b.id)`;

/** A job still open although its booking was cancelled: nobody will ever work it. */
const orphanedJobFrom = Prisma.sql`"JobAssignment" j JOIN "Booking" b ON b.id = j."bookingId"
  WHERE j.status IN (${jobStatusList(jobStatusesWhere("live"))}) AND b.status = ${bookingStatusSql("cancelled")}`;

/**
 * Uploaded for a quote (or a review) that was never saved: a day is long enough to finish one. W9s are
 * another kind; a photo attached to a review is kept with it.
 */
const strayPhoto = (c: CleanupCutoffs) =>
  Prisma.sql`u.kind = 'ROOM_PHOTO' AND u."roomId" IS NULL AND u."reviewId" IS NULL
  AND u."createdAt" < ${storedTimestamp(c.photosBefore)}`;

/**
 * Sessions past their expiry, revoked or not: a revoked session is refused while its row lives and
 * equally once it is gone (authenticateToken finds nothing), so keeping it to its expiry only keeps
 * who signed in from where for that long.
 */
const expiredSession = (c: CleanupCutoffs) => Prisma.sql`s."expiresAt" < ${storedTimestamp(c.now)}`;

/** A window that has ended is never counted against again (countHit and giveBack use the current one). */
const expiredBucket = (c: CleanupCutoffs) => Prisma.sql`r."expiresAt" < ${storedTimestamp(c.now)}`;

export const countRows = async (db: DbClient, query: Prisma.Sql) =>
  (await db.$queryRaw<{ n: number }[]>(query))[0]?.n ?? 0;

/**
 * The stats are read every 30 s by every open back office: each count stops here ("100,000+") instead of
 * walking millions of index entries, and totals past it are the planner's estimate (kept by ANALYZE).
 */
export const STATS_COUNT_CAP = 100_000;

/** `SELECT count(*)` of at most STATS_COUNT_CAP rows of `from` (a FROM … WHERE … clause). */
const cappedCount = (from: Prisma.Sql) =>
  Prisma.sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} LIMIT ${STATS_COUNT_CAP}) capped`;

export type TotalTable = "Quote" | "Booking" | "JobAssignment";

/** A table's row count: exact while small, the planner's estimate once past the cap. */
export async function tableTotal(
  db: DbClient,
  table: TotalTable,
): Promise<{ n: number; estimated: boolean }> {
  // to_regclass follows the search path, as the queries do (the tests give each file its own schema).
  const [row] = await db.$queryRaw<{ estimate: number | null }[]>`
    SELECT reltuples::float8 AS estimate FROM pg_class WHERE oid = to_regclass(${`"${table}"`})`;
  const estimate = row?.estimate ?? -1;
  // -1: never analyzed. Below the cap an exact count costs little.
  if (estimate >= STATS_COUNT_CAP) return { n: Math.round(estimate), estimated: true };
  return {
    n: await countRows(db, Prisma.sql`SELECT count(*)::int AS n FROM ${Prisma.raw(`"${table}"`)}`),
    estimated: false,
  };
}

/** Each kind's rows (`"Table" alias WHERE …`): what its count counts is what its step removes. */
const staleRows = {
  orphanedJobs: (_c: CleanupCutoffs) => orphanedJobFrom,
  oldBookings: (c: CleanupCutoffs) => Prisma.sql`"Booking" b WHERE ${oldBooking(c)}`,
  oldQuotes: (c: CleanupCutoffs) => Prisma.sql`"Quote" q WHERE ${oldQuote(c)}`,
  strayPhotos: (c: CleanupCutoffs) => Prisma.sql`"Upload" u WHERE ${strayPhoto(c)}`,
  expiredSessions: (c: CleanupCutoffs) => Prisma.sql`"AuthSession" s WHERE ${expiredSession(c)}`,
  expiredRateLimitRows: (c: CleanupCutoffs) => Prisma.sql`"RateLimitBucket" r WHERE ${expiredBucket(c)}`,
  ...retentionRows,
};

/** The stats' count of a kind: at most STATS_COUNT_CAP. */
export const countSql = (kind: CleanupKind, c: CleanupCutoffs) => cappedCount(staleRows[kind](c));

/** One batch step: removes at most `limit` rows of its kind, locked first (./cleanup-step.ts). */
export type CleanupStep = (tx: DbClient, c: CleanupCutoffs, limit: number) => Promise<Removed>;

export type CleanupKind = keyof typeof staleRows;

export const removeStep: Record<CleanupKind, CleanupStep> = {
  orphanedJobs: (tx, c, limit) =>
    deleteBatch(tx, "JobAssignment", { from: staleRows.orphanedJobs(c), pick: "j.id", lockOf: "j" }, limit),

  /** Their jobs and reservations go with them (cascade); their quotes become unbooked old quotes. */
  oldBookings: (tx, c, limit) =>
    deleteBatch(tx, "Booking", { from: staleRows.oldBookings(c), pick: "b.id" }, limit),

  /**
   * Locking the quotes first also holds off a booking of one of them (its foreign key needs a share
   * lock on the quote) until this batch commits; the booking then finds no quote. Rooms go by cascade,
   * their photos here (the customer's, and a deleted cancelled booking's job photos), so their files can
   * be deleted after the commit.
   */
  async oldQuotes(tx, c, limit) {
    const ids = await lockedIds(
      tx,
      { from: staleRows.oldQuotes(c), pick: "q.id", orderBy: 'q."createdAt"' },
      limit,
    );
    if (ids.length === 0) return { rows: 0, files: [] };
    const photos = await tx.$queryRaw<{ storageKey: string }[]>`
      DELETE FROM "Upload" u USING "Room" r
      WHERE r."quoteId" = ANY(${ids}::uuid[])
        AND ((u."roomId" = r.id AND u.kind = 'ROOM_PHOTO') OR (u."jobRoomId" = r.id AND u.kind = 'JOB_PHOTO'))
      RETURNING u."storageKey"`;
    const rows = await tx.$executeRaw`DELETE FROM "Quote" WHERE id = ANY(${ids}::uuid[])`;
    return { rows, files: photos.map((p) => p.storageKey) };
  },

  strayPhotos: (tx, c, limit) => deleteUploads(tx, { from: staleRows.strayPhotos(c), pick: "u.id" }, limit),

  expiredSessions: (tx, c, limit) =>
    deleteBatch(tx, "AuthSession", { from: staleRows.expiredSessions(c), pick: "s.id" }, limit),

  expiredRateLimitRows: (tx, c, limit) =>
    deleteBatch(
      tx,
      "RateLimitBucket",
      { from: staleRows.expiredRateLimitRows(c), pick: 'r.key, r."windowStart"' },
      limit,
      '(key, "windowStart")',
    ),

  // Personal data past its retention period (./retention.ts).
  ...retentionSteps,
};

/**
 * The order a batch works in: orphaned jobs before their bookings are removed with them, bookings
 * before quotes (removing an old cancelled booking leaves its quote an old unbooked one, removed by
 * the same run), the housekeeping, then the retention rules.
 */
export const CLEANUP_KINDS: readonly CleanupKind[] = [
  "orphanedJobs",
  "oldBookings",
  "oldQuotes",
  "strayPhotos",
  "expiredSessions",
  "expiredRateLimitRows",
  "expiredPersonalData",
  "oldEmails",
  "oldInquiries",
  "unverifiedW9s",
];
