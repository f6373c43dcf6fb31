import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { storedTimestamp } from "@/lib/db/sql";
import type { DbClient } from "@/lib/db/types";
import { jobStatusesWhere } from "@/lib/bookings/states.shared";
import { bookingStatusSql, jobStatusList } from "@/lib/bookings/status-sql";
import { retentionCountFrom, retentionSteps, type RetentionCutoffs } from "./retention";

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

export const countSql = {
  oldQuotes: (c: CleanupCutoffs) => cappedCount(Prisma.sql`"Quote" q WHERE ${oldQuote(c)}`),
  oldBookings: (c: CleanupCutoffs) => cappedCount(Prisma.sql`"Booking" b WHERE ${oldBooking(c)}`),
  orphanedJobs: cappedCount(orphanedJobFrom),
  strayPhotos: (c: CleanupCutoffs) => cappedCount(Prisma.sql`"Upload" u WHERE ${strayPhoto(c)}`),
  expiredSessions: (c: CleanupCutoffs) => cappedCount(Prisma.sql`"AuthSession" s WHERE ${expiredSession(c)}`),
  expiredRateLimitRows: (c: CleanupCutoffs) =>
    cappedCount(Prisma.sql`"RateLimitBucket" r WHERE ${expiredBucket(c)}`),
  expiredPersonalData: (c: CleanupCutoffs) => cappedCount(retentionCountFrom.expiredPersonalData(c)),
  oldEmails: (c: CleanupCutoffs) => cappedCount(retentionCountFrom.oldEmails(c)),
  oldInquiries: (c: CleanupCutoffs) => cappedCount(retentionCountFrom.oldInquiries(c)),
  unverifiedW9s: (c: CleanupCutoffs) => cappedCount(retentionCountFrom.unverifiedW9s(c)),
};

/** What one batch step removed: rows of its kind, and the files of the photos among them. */
export interface Removed {
  rows: number;
  files: string[];
  /** A published review changed (an erasure): the public pages must be refreshed after the commit. */
  pagesChanged?: boolean;
}

/*
 * Each step removes at most `limit` rows of its kind and locks them first (FOR UPDATE SKIP LOCKED): a
 * row another transaction is changing right now — a quote being booked, a photo being attached — is left
 * for a later run instead of being waited for, and a locked row is re-checked against the condition, so
 * what is removed is still stale when it goes.
 */
export const removeStep = {
  async orphanedJobs(tx: DbClient, _c: CleanupCutoffs, limit: number): Promise<Removed> {
    const rows = await tx.$executeRaw`
      DELETE FROM "JobAssignment" WHERE id IN (
        SELECT j.id FROM ${orphanedJobFrom} LIMIT ${limit} FOR UPDATE OF j SKIP LOCKED)`;
    return { rows, files: [] };
  },

  /** Their jobs and reservations go with them (cascade); their quotes become unbooked old quotes. */
  async oldBookings(tx: DbClient, c: CleanupCutoffs, limit: number): Promise<Removed> {
    const rows = await tx.$executeRaw`
      DELETE FROM "Booking" WHERE id IN (
        SELECT b.id FROM "Booking" b WHERE ${oldBooking(c)} LIMIT ${limit} FOR UPDATE SKIP LOCKED)`;
    return { rows, files: [] };
  },

  /**
   * Locking the quotes first also holds off a booking of one of them (its foreign key needs a share
   * lock on the quote) until this batch commits; the booking then finds no quote. Rooms go by cascade,
   * their photos here, so their files can be deleted after the commit.
   */
  async oldQuotes(tx: DbClient, c: CleanupCutoffs, limit: number): Promise<Removed> {
    const ids = (
      await tx.$queryRaw<{ id: string }[]>`
        SELECT q.id FROM "Quote" q WHERE ${oldQuote(c)}
        ORDER BY q."createdAt" LIMIT ${limit} FOR UPDATE SKIP LOCKED`
    ).map((row) => row.id);
    if (ids.length === 0) return { rows: 0, files: [] };
    const photos = await tx.$queryRaw<{ storageKey: string }[]>`
      DELETE FROM "Upload" u USING "Room" r
      WHERE u."roomId" = r.id AND r."quoteId" = ANY(${ids}::uuid[]) AND u.kind = 'ROOM_PHOTO'
      RETURNING u."storageKey"`;
    const rows = await tx.$executeRaw`DELETE FROM "Quote" WHERE id = ANY(${ids}::uuid[])`;
    return { rows, files: photos.map((p) => p.storageKey) };
  },

  async strayPhotos(tx: DbClient, c: CleanupCutoffs, limit: number): Promise<Removed> {
    const photos = await tx.$queryRaw<{ storageKey: string }[]>`
      DELETE FROM "Upload" WHERE id IN (
        SELECT u.id FROM "Upload" u WHERE ${strayPhoto(c)} LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      RETURNING "storageKey"`;
    return { rows: photos.length, files: photos.map((p) => p.storageKey) };
  },

  async expiredSessions(tx: DbClient, c: CleanupCutoffs, limit: number): Promise<Removed> {
    const rows = await tx.$executeRaw`
      DELETE FROM "AuthSession" WHERE id IN (
        SELECT s.id FROM "AuthSession" s WHERE ${expiredSession(c)} LIMIT ${limit} FOR UPDATE SKIP LOCKED)`;
    return { rows, files: [] };
  },

  async expiredRateLimitRows(tx: DbClient, c: CleanupCutoffs, limit: number): Promise<Removed> {
    const rows = await tx.$executeRaw`
      DELETE FROM "RateLimitBucket" WHERE (key, "windowStart") IN (
        SELECT r.key, r."windowStart" FROM "RateLimitBucket" r WHERE ${expiredBucket(c)}
        LIMIT ${limit} FOR UPDATE SKIP LOCKED)`;
    return { rows, files: [] };
  },

  // Personal data past its retention period (./retention.ts).
  ...retentionSteps,
};

export type CleanupKind = keyof typeof removeStep;

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
