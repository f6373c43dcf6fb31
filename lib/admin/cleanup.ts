import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { getStorage } from "@/lib/storage";
import { audit } from "./audit";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Quotes never booked are kept 30 days (they are valid that long); cancelled bookings 90. */
export const OLD_QUOTE_DAYS = 30;
export const OLD_CANCELLED_BOOKING_DAYS = 90;

function criteria(now: Date) {
  const oldQuotes: Prisma.QuoteWhereInput = { createdAt: { lt: new Date(now.getTime() - OLD_QUOTE_DAYS * DAY_MS) }, bookings: { none: {} } };
  const oldBookings: Prisma.BookingWhereInput = {
    status: "cancelled",
    OR: [
      { cancelledAt: { lt: new Date(now.getTime() - OLD_CANCELLED_BOOKING_DAYS * DAY_MS) } },
      { cancelledAt: null, updatedAt: { lt: new Date(now.getTime() - OLD_CANCELLED_BOOKING_DAYS * DAY_MS) } },
    ],
  };
  // A job still open although its booking was cancelled: nobody will ever work it.
  const orphaned: Prisma.JobAssignmentWhereInput = { status: { in: ["assigned", "acknowledged", "in_progress"] }, booking: { status: "cancelled" } };
  return { oldQuotes, oldBookings, orphaned };
}

export async function cleanupStats(db: PrismaClient, now: Date = new Date()) {
  const c = criteria(now);
  const [totalQuotes, totalBookings, totalAssignments, oldQuotesCount, oldBookingsCount, orphanedAssignmentsCount] = await Promise.all([
    db.quote.count(),
    db.booking.count(),
    db.jobAssignment.count(),
    db.quote.count({ where: c.oldQuotes }),
    db.booking.count({ where: c.oldBookings }),
    db.jobAssignment.count({ where: c.orphaned }),
  ]);
  return {
    totalQuotes,
    totalBookings,
    totalAssignments,
    oldQuotesCount,
    oldBookingsCount,
    orphanedAssignmentsCount,
    pending: oldQuotesCount + oldBookingsCount + orphanedAssignmentsCount,
  };
}

/**
 * Removes exactly what the stats count as pending: unbooked quotes older than
 * 30 days (with their rooms and photos), cancelled bookings older than 90 days,
 * and open jobs of cancelled bookings. Booked quotes, live bookings and W9s are
 * never touched.
 */
export async function runCleanup(db: PrismaClient, { now = new Date(), actor = "admin" } = {}) {
  const c = criteria(now);
  const photoKeys: string[] = [];
  const result = await db.$transaction(async (tx) => {
    const orphaned = await tx.jobAssignment.deleteMany({ where: c.orphaned });
    const bookings = await tx.booking.deleteMany({ where: c.oldBookings });
    const quoteIds = (await tx.quote.findMany({ where: c.oldQuotes, select: { id: true } })).map((q) => q.id);
    const photos = await tx.upload.findMany({ where: { kind: "ROOM_PHOTO", room: { quoteId: { in: quoteIds } } }, select: { id: true, storageKey: true } });
    photoKeys.push(...photos.map((p) => p.storageKey));
    await tx.upload.deleteMany({ where: { id: { in: photos.map((p) => p.id) } } });
    const quotes = await tx.quote.deleteMany({ where: { id: { in: quoteIds } } });
    const summary = { deletedQuotes: quotes.count, deletedBookings: bookings.count, deletedAssignments: orphaned.count };
    await audit(tx, { actor, action: "cleanup.run", entity: "Database", after: summary });
    return summary;
  });
  // Files go after the rows are gone; a failed delete only leaves an unreachable file.
  for (const key of photoKeys) await getStorage().delete(key).catch(() => undefined);
  return { ...result, stats: await cleanupStats(db, now) };
}
