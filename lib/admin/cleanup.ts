import "server-only";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { DAY_MS } from "@/lib/scheduling/dates.shared";
import { countHit, windowAt } from "@/lib/security/rate-limit";
import type { Jsonified } from "@/lib/http/json";
import {
  cleanupSummary,
  DEFAULT_CLEANUP_LIMITS,
  runInBatches,
  type CleanupLimits,
  type CleanupRunOutcome,
} from "./cleanup-batches";
import { countRows, countSql, STATS_COUNT_CAP, tableTotal, type CleanupCutoffs } from "./cleanup-sql";
import { retentionCutoffs } from "./retention";

/** Quotes never booked are kept 30 days (they are valid that long); cancelled bookings 90. */
export const OLD_QUOTE_DAYS = 30;
export const OLD_CANCELLED_BOOKING_DAYS = 90;
/** Room photos never attached to a saved quote are removed, files included, after a day. */
export const UNATTACHED_PHOTO_HOURS = 24;

export { DEFAULT_CLEANUP_LIMITS, type CleanupLimits } from "./cleanup-batches";

function cutoffs(now: Date): CleanupCutoffs {
  return {
    now,
    ...retentionCutoffs(now),
    quotesBefore: new Date(now.getTime() - OLD_QUOTE_DAYS * DAY_MS),
    bookingsBefore: new Date(now.getTime() - OLD_CANCELLED_BOOKING_DAYS * DAY_MS),
    photosBefore: new Date(now.getTime() - UNATTACHED_PHOTO_HOURS * 60 * 60 * 1000),
  };
}

/** Promise.all over a record, so each count keeps its name instead of a position in a list. */
async function allOf<T extends Record<string, PromiseLike<unknown>>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const keys = Object.keys(promises) as (keyof T)[];
  const values = await Promise.all(keys.map((key) => promises[key]));
  return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as { [K in keyof T]: Awaited<T[K]> };
}

/**
 * Totals, what the cleanup would remove (`pending`: old quotes, old cancelled bookings and orphaned
 * jobs), and the housekeeping it does on the way (stray photos, expired sessions and rate-limit rows).
 * Each pending count walks an index over the stale rows only, never every quote.
 */
export async function cleanupStats(db: PrismaClient, now: Date = new Date()) {
  const c = cutoffs(now);
  const counts = await allOf({
    quotes: tableTotal(db, "Quote"),
    bookings: tableTotal(db, "Booking"),
    assignments: tableTotal(db, "JobAssignment"),
    oldQuotesCount: countRows(db, countSql("oldQuotes", c)),
    oldBookingsCount: countRows(db, countSql("oldBookings", c)),
    orphanedAssignmentsCount: countRows(db, countSql("orphanedJobs", c)),
    unattachedPhotosCount: countRows(db, countSql("strayPhotos", c)),
    expiredSessionsCount: countRows(db, countSql("expiredSessions", c)),
    expiredRateLimitRowsCount: countRows(db, countSql("expiredRateLimitRows", c)),
    expiredPersonalData: countRows(db, countSql("expiredPersonalData", c)),
    oldEmails: countRows(db, countSql("oldEmails", c)),
    oldInquiries: countRows(db, countSql("oldInquiries", c)),
    unverifiedW9s: countRows(db, countSql("unverifiedW9s", c)),
  });
  const {
    quotes,
    bookings,
    assignments,
    expiredPersonalData,
    oldEmails,
    oldInquiries,
    unverifiedW9s,
    ...pendingCounts
  } = counts;
  const totals = { totalQuotes: quotes, totalBookings: bookings, totalAssignments: assignments };
  return {
    totalQuotes: quotes.n,
    totalBookings: bookings.n,
    totalAssignments: assignments.n,
    ...pendingCounts,
    pending: counts.oldQuotesCount + counts.oldBookingsCount + counts.orphanedAssignmentsCount,
    housekeeping:
      counts.unattachedPhotosCount + counts.expiredSessionsCount + counts.expiredRateLimitRowsCount,
    /** Personal data past its retention period (README → Retention), removed by the daily cleanup. */
    retention: {
      expiredPersonalData: {
        count: expiredPersonalData,
        days: env.retentionDays("RETENTION_COMPLETED_BOOKING_DAYS"),
      },
      oldEmails: { count: oldEmails, days: env.retentionDays("RETENTION_SENT_EMAIL_DAYS") },
      oldInquiries: { count: oldInquiries, days: env.retentionDays("RETENTION_INQUIRY_DAYS") },
      unverifiedW9s: { count: unverifiedW9s, days: env.retentionDays("RETENTION_UNVERIFIED_W9_DAYS") },
    },
    /** Totals that are the planner's estimate (tables past the cap). */
    estimatedTotals: (Object.keys(totals) as (keyof typeof totals)[]).filter((key) => totals[key].estimated),
    /** Each count above stops at this figure: reaching it means "at least". */
    countCap: STATS_COUNT_CAP,
  };
}

const outcome = ({ totals, batches, complete }: CleanupRunOutcome) => ({
  ...cleanupSummary(totals),
  batches,
  complete,
});

/**
 * Removes exactly what the stats count as pending: unbooked quotes older than
 * 30 days (with their rooms and photos), cancelled bookings older than 90 days,
 * and open jobs of cancelled bookings; and the housekeeping: room photos never
 * attached to a quote for a day, expired sessions and rate-limit rows. Booked
 * quotes, live bookings and W9s are never touched. Works in batches up to the
 * run's budget; `complete` false means some is left for another run.
 */
export async function runCleanup(
  db: PrismaClient,
  {
    now = new Date(),
    actor = "admin",
    limits = DEFAULT_CLEANUP_LIMITS,
  }: { now?: Date; actor?: string; limits?: CleanupLimits } = {},
) {
  const run = await runInBatches(db, { cutoffs: cutoffs(now), actor, limits, whenBusy: "wait" });
  return { ...outcome(run), stats: await cleanupStats(db, now) };
}

const DAILY_CLEANUP_KEY = "job:daily-cleanup";

const dayClaimed = async (tx: Prisma.TransactionClient, now: Date) =>
  (await tx.rateLimitBucket.count({
    where: { key: DAILY_CLEANUP_KEY, windowStart: windowAt(now, DAY_MS).start },
  })) > 0;

/**
 * The daily cleanup, run by every app instance's background tick until one of them works the
 * day's backlog off. That run claims the day (a counter per day) in the transaction of its last
 * batch, so the claim commits only with a finished cleanup: an instance that dies mid-run, or a run
 * that reaches its budget, leaves the day unclaimed and the next tick of any instance goes on where
 * the committed batches ended. Each batch holds the batch lock (a transaction-scoped advisory lock):
 * an instance that finds it taken stops at once, leaving the backlog to the one working it rather
 * than queueing behind it, and each batch first checks under the lock that the day is still
 * unclaimed, so no batch runs after the day was finished. Returns whether this call finished the
 * day's cleanup.
 */
export async function runDailyCleanup(
  db: PrismaClient,
  now: Date = new Date(),
  limits: CleanupLimits = DEFAULT_CLEANUP_LIMITS,
): Promise<boolean> {
  const run = await runInBatches(db, {
    cutoffs: cutoffs(now),
    actor: "system",
    limits,
    whenBusy: "stop",
    mayContinue: async (tx) => {
      if (!(await dayClaimed(tx, now))) return true;
      // Counted on the day's claim (still > 0): how often the instances found the day done, for operators
      // and for the two-instance test's proof that they tried.
      await countHit(tx, DAILY_CLEANUP_KEY, DAY_MS, now);
      return false;
    },
    onComplete: (tx) => countHit(tx, DAILY_CLEANUP_KEY, DAY_MS, now),
  });
  return run.complete;
}

export type CleanupStatsDto = Jsonified<Awaited<ReturnType<typeof cleanupStats>>>;
/** POST /api/admin/cleanup/manual adds its message. */
export type CleanupResultDto = Jsonified<Awaited<ReturnType<typeof runCleanup>>> & { message?: string };
