import "server-only";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { getStorage } from "@/lib/storage";
import { countHit } from "@/lib/security/rate-limit";
import { audit } from "./audit";
import type { Jsonified } from "@/lib/http/json";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Quotes never booked are kept 30 days (they are valid that long); cancelled bookings 90. */
export const OLD_QUOTE_DAYS = 30;
export const OLD_CANCELLED_BOOKING_DAYS = 90;
/** Room photos never attached to a saved quote are removed, files included, after a day. */
export const UNATTACHED_PHOTO_HOURS = 24;

function criteria(now: Date) {
  const oldQuotes: Prisma.QuoteWhereInput = {
    createdAt: { lt: new Date(now.getTime() - OLD_QUOTE_DAYS * DAY_MS) },
    bookings: { none: {} },
  };
  const oldBookings: Prisma.BookingWhereInput = {
    status: "cancelled",
    OR: [
      { cancelledAt: { lt: new Date(now.getTime() - OLD_CANCELLED_BOOKING_DAYS * DAY_MS) } },
      { cancelledAt: null, updatedAt: { lt: new Date(now.getTime() - OLD_CANCELLED_BOOKING_DAYS * DAY_MS) } },
    ],
  };
  // A job still open although its booking was cancelled: nobody will ever work it.
  const orphaned: Prisma.JobAssignmentWhereInput = {
    status: { in: ["assigned", "acknowledged", "in_progress"] },
    booking: { status: "cancelled" },
  };
  return { oldQuotes, oldBookings, orphaned };
}

/** Promise.all over a record, so each count keeps its name instead of a position in a list. */
async function allOf<T extends Record<string, PromiseLike<unknown>>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const keys = Object.keys(promises) as (keyof T)[];
  const values = await Promise.all(keys.map((key) => promises[key]));
  return Object.fromEntries(keys.map((key, i) => [key, values[i]])) as { [K in keyof T]: Awaited<T[K]> };
}

export async function cleanupStats(db: PrismaClient, now: Date = new Date()) {
  const c = criteria(now);
  const counts = await allOf({
    totalQuotes: db.quote.count(),
    totalBookings: db.booking.count(),
    totalAssignments: db.jobAssignment.count(),
    oldQuotesCount: db.quote.count({ where: c.oldQuotes }),
    oldBookingsCount: db.booking.count({ where: c.oldBookings }),
    orphanedAssignmentsCount: db.jobAssignment.count({ where: c.orphaned }),
  });
  return {
    ...counts,
    pending: counts.oldQuotesCount + counts.oldBookingsCount + counts.orphanedAssignmentsCount,
  };
}

/**
 * Removes exactly what the stats count as pending: unbooked quotes older than
 * 30 days (with their rooms and photos), cancelled bookings older than 90 days,
 * and open jobs of cancelled bookings; and room photos never attached to a quote
 * for a day. Booked quotes, live bookings and W9s are never touched.
 */
export async function runCleanup(db: PrismaClient, { now = new Date(), actor = "admin" } = {}) {
  const photoKeys: string[] = [];
  const result = await db.$transaction((tx) => cleanupIn(tx, now, actor, photoKeys));
  await deleteFiles(photoKeys);
  return { ...result, stats: await cleanupStats(db, now) };
}

const DAILY_CLEANUP_KEY = "job:daily-cleanup";

/**
 * The daily cleanup, run by whichever app instance claims the day first. The
 * claim (a counter per day) is taken in the cleanup's own transaction: an
 * instance that dies mid-run rolls its claim back with its work, and the next
 * tick of any instance runs it. While one instance runs it, the others skip at
 * once (a transaction-scoped advisory lock) rather than wait for it. Returns
 * whether this call ran it.
 */
export async function runDailyCleanup(db: PrismaClient, now: Date = new Date()): Promise<boolean> {
  const photoKeys: string[] = [];
  const ran = await db.$transaction(
    async (tx) => {
      const [lock] = await tx.$queryRaw<
        { ours: boolean }[]
      >`SELECT pg_try_advisory_xact_lock(hashtext(${DAILY_CLEANUP_KEY})) AS ours`;
      if (!lock?.ours) return false;
      if ((await countHit(tx, DAILY_CLEANUP_KEY, DAY_MS, now)) !== 1) return false;
      await cleanupIn(tx, now, "system", photoKeys);
      return true;
    },
    { timeout: 120_000 },
  );
  await deleteFiles(photoKeys);
  return ran;
}

async function cleanupIn(tx: Prisma.TransactionClient, now: Date, actor: string, photoKeys: string[]) {
  const c = criteria(now);
  const orphaned = await tx.jobAssignment.deleteMany({ where: c.orphaned });
  const bookings = await tx.booking.deleteMany({ where: c.oldBookings });
  const quoteIds = (await tx.quote.findMany({ where: c.oldQuotes, select: { id: true } })).map((q) => q.id);
  const photos = await tx.upload.findMany({
    where: {
      kind: "ROOM_PHOTO",
      OR: [
        { room: { quoteId: { in: quoteIds } } },
        // Uploaded for a quote that was never saved: a day is long enough to finish one.
        {
          roomId: null,
          createdAt: { lt: new Date(now.getTime() - UNATTACHED_PHOTO_HOURS * 60 * 60 * 1000) },
        },
      ],
    },
    select: { id: true, storageKey: true },
  });
  photoKeys.push(...photos.map((p) => p.storageKey));
  await tx.upload.deleteMany({ where: { id: { in: photos.map((p) => p.id) } } });
  const quotes = await tx.quote.deleteMany({ where: { id: { in: quoteIds } } });
  const summary = {
    deletedQuotes: quotes.count,
    deletedBookings: bookings.count,
    deletedAssignments: orphaned.count,
  };
  await audit(tx, { actor, action: "cleanup.run", entity: "Database", after: summary });
  return summary;
}

/** Files go after the rows are gone; a failed delete only leaves an unreachable file. */
async function deleteFiles(keys: string[]) {
  for (const key of keys)
    await getStorage()
      .delete(key)
      .catch(() => undefined);
}

export type CleanupStatsDto = Jsonified<Awaited<ReturnType<typeof cleanupStats>>>;
/** POST /api/admin/cleanup/manual adds its message. */
export type CleanupResultDto = Jsonified<Awaited<ReturnType<typeof runCleanup>>> & { message?: string };
