import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { availabilityConflicts } from "@/lib/contractors/weekly-hours";
import { badRequest, notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import { loadSchedule, isSlotFree } from "@/lib/scheduling/availability";
import { addDays, isIsoDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { datesBetween } from "@/lib/scheduling/window";
import { AVAILABILITY_LIMITS } from "@/lib/validations/availability-rules.shared";
import { TIME_SLOTS } from "@/lib/scheduling/time-slots.shared";
import type { Jsonified } from "@/lib/http/json";

/**
 * Dates from today on (a year ahead) where the contractor still has a free slot (admin booking edit
 * calendar): what they offer by the one rule (lib/scheduling/offer.shared.ts), less what is taken.
 */
export async function contractorFreeDates(db: PrismaClient, contractorId: string, now = new Date()) {
  const today = todayInNewYork(now);
  const last = addDays(today, AVAILABILITY_LIMITS.aheadDays);
  const schedule = await loadSchedule(db, [contractorId], today, last, undefined, now);
  return datesBetween(today, last)
    .map((date) => ({
      date,
      timeSlots: TIME_SLOTS.filter((slot) => isSlotFree(schedule, contractorId, date, slot)),
    }))
    .filter((row) => row.timeSlots.length > 0);
}

/** Free slots of a contractor on one date; a booking's own slot counts as free for that booking. */
export async function contractorFreeSlots(
  db: PrismaClient,
  contractorId: string,
  date: string,
  exceptBookingId?: string,
) {
  if (!isIsoDate(date)) throw badRequest("Use a calendar date written YYYY-MM-DD");
  const schedule = await loadSchedule(db, [contractorId], date, date, exceptBookingId);
  return { date, timeSlots: TIME_SLOTS.filter((slot) => isSlotFree(schedule, contractorId, date, slot)) };
}

/** One date of GET /api/admin/contractors/{id}/free-dates */
export type FreeDayDto = Jsonified<Awaited<ReturnType<typeof contractorFreeDates>>[number]>;

/**
 * GET /api/admin/contractors/{id}/availability-conflicts: the painter's booked jobs their weekly
 * hours or time off no longer cover, with the customer's name (docs/product.md §5).
 */
export async function contractorAvailabilityConflicts(db: PrismaClient, rawId: string) {
  const id = parseId(rawId, "Invalid contractor ID");
  if (!(await db.contractor.findUnique({ where: { id }, select: { id: true } })))
    throw notFound("Contractor not found");
  const conflicts = await availabilityConflicts(db, id);
  const bookings = await db.booking.findMany({
    where: { id: { in: conflicts.map((c) => c.bookingId) } },
    select: { id: true, quote: { select: { customerName: true } } },
  });
  const names = new Map(bookings.map((b) => [b.id, b.quote.customerName]));
  return conflicts.map((c) => ({ ...c, customerName: names.get(c.bookingId) ?? "" }));
}

/** One booked job of GET /api/admin/contractors/{id}/availability-conflicts */
export type AvailabilityConflictDto = Jsonified<
  Awaited<ReturnType<typeof contractorAvailabilityConflicts>>[number]
>;
