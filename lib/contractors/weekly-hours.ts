import "server-only";
/**
 * The painter's weekly hours and time off (docs/product.md §5 "Weekly hours and time off"). Saving
 * either never drops a booked job: the change is saved, and the booked jobs it leaves outside what
 * the painter offers are listed (to them in the answer, to the back office on the painter's page and
 * the booking, the owner by e-mail, the Contractors list by a badge); they stay the painter's until
 * the office moves or reassigns them.
 */
import type { DbClient } from "@/lib/db/types";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import { expiredHoldWhere } from "@/lib/bookings/holds";
import { noticeNewConflicts } from "./conflict-notice";
import { badRequest, notFound } from "@/lib/http/errors";
import type { Jsonified } from "@/lib/http/json";
import { loadSchedule, offeredOn } from "@/lib/scheduling/availability";
import { addDays, DAY_MS, fromDbDate, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { sortSlots, WEEKDAYS } from "@/lib/scheduling/offer.shared";
import { TIME_SLOT_TABLE, type TimeSlotId } from "@/lib/scheduling/time-slots.shared";
import { AVAILABILITY_LIMITS, AVAILABILITY_MESSAGES } from "@/lib/validations/availability-rules.shared";
import { timeOffSchema, weeklyHoursSchema } from "@/lib/validations/contractor";
import { z } from "@/lib/validations/zod.shared";

/** A booked job (some of its days) that the painter's hours or time off no longer cover. */
export interface AvailabilityConflict {
  bookingId: string;
  /** The first day of the job outside the painter's offer */
  date: string;
  timeSlot: TimeSlotId;
  /** Days of the job outside it */
  days: number;
  /** "Tuesday, December 1, Morning" */
  label: string;
}

/** Far above the reservations a painter holds ahead; the check's work stays bounded. */
const CONFLICT_SCAN_MAX = 1000;

/**
 * The booked jobs (reservations from today on, expired holds aside) on days and slots each painter
 * no longer offers, one entry per booking, soonest first; a painter without any is left out. One
 * read of the reservations and one of the schedule, whatever the number of painters (the back
 * office's contractors page asks for the painters it shows).
 */
export async function availabilityConflictsOf(
  db: DbClient,
  contractorIds: string[],
  now = new Date(),
): Promise<Map<string, AvailabilityConflict[]>> {
  const found = new Map<string, AvailabilityConflict[]>();
  if (contractorIds.length === 0) return found;
  const today = todayInNewYork(now);
  const reservations = await db.slotReservation.findMany({
    where: {
      contractorId: { in: contractorIds },
      date: { gte: toDbDate(today) },
      booking: { NOT: expiredHoldWhere(now) },
    },
    select: { contractorId: true, date: true, timeSlot: true, bookingId: true },
    orderBy: [{ date: "asc" }, { timeSlot: "asc" }],
    take: CONFLICT_SCAN_MAX * contractorIds.length,
  });
  const last = reservations.at(-1);
  if (!last) return found;
  const schedule = await loadSchedule(db, contractorIds, today, fromDbDate(last.date), undefined, now);
  const byBooking = new Map<string, AvailabilityConflict>();
  for (const r of reservations) {
    const date = fromDbDate(r.date);
    if (offeredOn(schedule, r.contractorId, date).has(r.timeSlot)) continue;
    const known = byBooking.get(r.bookingId);
    if (known) {
      known.days++;
      continue;
    }
    const conflict: AvailabilityConflict = {
      bookingId: r.bookingId,
      date,
      timeSlot: r.timeSlot,
      days: 1,
      label: `${formatBookingDate(date)}, ${TIME_SLOT_TABLE[r.timeSlot].period}`,
    };
    byBooking.set(r.bookingId, conflict);
    const painters = found.get(r.contractorId);
    if (painters) painters.push(conflict);
    else found.set(r.contractorId, [conflict]);
  }
  return found;
}

/** One painter's booked jobs outside their hours or time off (availabilityConflictsOf). */
export async function availabilityConflicts(
  db: DbClient,
  contractorId: string,
  now = new Date(),
): Promise<AvailabilityConflict[]> {
  return (await availabilityConflictsOf(db, [contractorId], now)).get(contractorId) ?? [];
}

/** "Your new hours leave 2 booked jobs outside them: …; they stay yours until the office decides." */
export function conflictMessage(
  conflicts: AvailabilityConflict[],
  change: "hours" | "time off",
): string | null {
  if (conflicts.length === 0) return null;
  const jobs = conflicts.length === 1 ? "1 booked job" : `${conflicts.length} booked jobs`;
  const subject = change === "hours" ? "Your new hours leave" : "Your time off leaves";
  const them = change === "hours" ? "them" : "it";
  const list = conflicts.map((c) => c.label).join("; ");
  const stay = conflicts.length === 1 ? "it stays yours" : "they stay yours";
  return `${subject} ${jobs} outside ${them}: ${list}; ${stay} until the office decides.`;
}

/**
 * Runs a change of the painter's offer in a transaction and returns the booked jobs left outside it;
 * the owner hears of those this change added, with the change (conflict-notice.ts).
 */
async function savingWithConflicts<T>(
  db: PrismaClient,
  contractorId: string,
  now: Date,
  save: (tx: DbClient) => Promise<T>,
): Promise<{ saved: T; conflicts: AvailabilityConflict[] }> {
  return db.$transaction(async (tx) => {
    const before = await availabilityConflicts(tx, contractorId, now);
    const saved = await save(tx);
    const conflicts = await availabilityConflicts(tx, contractorId, now);
    await noticeNewConflicts(tx, contractorId, before, conflicts);
    return { saved, conflicts };
  });
}

/** Every weekday, Sunday first, with the slots offered on it (none when not set). */
export async function weeklyHours(db: DbClient, contractorId: string) {
  const rows = await db.contractorWeeklyHours.findMany({ where: { contractorId } });
  const byDay = new Map(rows.map((r) => [r.weekday, sortSlots(r.timeSlots)]));
  return { days: WEEKDAYS.map((weekday) => ({ weekday, timeSlots: byDay.get(weekday) ?? [] })) };
}

/** Replaces the weekly hours (a weekday left out or without slots offers nothing). */
export async function setWeeklyHours(
  db: PrismaClient,
  contractorId: string,
  input: unknown,
  now = new Date(),
) {
  const { days } = weeklyHoursSchema.parse(input);
  const rows = days
    .map((d) => ({ contractorId, weekday: d.weekday, timeSlots: sortSlots([...new Set(d.timeSlots)]) }))
    .filter((d) => d.timeSlots.length > 0);
  const { conflicts } = await savingWithConflicts(db, contractorId, now, async (tx) => {
    await tx.contractorWeeklyHours.deleteMany({ where: { contractorId } });
    await tx.contractorWeeklyHours.createMany({ data: rows });
  });
  return {
    ...(await weeklyHours(db, contractorId)),
    conflicts,
    message: conflictMessage(conflicts, "hours") ?? AVAILABILITY_MESSAGES.weeklySaved,
  };
}

const toRange = (r: { id: string; startDate: Date; endDate: Date; note: string | null }) => ({
  id: r.id,
  startDate: fromDbDate(r.startDate),
  endDate: fromDbDate(r.endDate),
  note: r.note,
});

/** Time off that has not ended yet, soonest first. */
export async function upcomingTimeOff(db: DbClient, contractorId: string, now = new Date()) {
  const rows = await db.contractorTimeOff.findMany({
    where: { contractorId, endDate: { gte: toDbDate(todayInNewYork(now)) } },
    orderBy: [{ startDate: "asc" }, { id: "asc" }],
    take: AVAILABILITY_LIMITS.timeOffMaxUpcoming,
  });
  return rows.map(toRange);
}

const daysInRange = (startDate: string, endDate: string) =>
  Math.round((toDbDate(endDate).getTime() - toDbDate(startDate).getTime()) / DAY_MS) + 1;

/** Adds a range of time off: from today on, within a year, at most 90 days, 30 upcoming ranges. */
export async function addTimeOff(db: PrismaClient, contractorId: string, input: unknown, now = new Date()) {
  const { startDate, endDate, note } = timeOffSchema.parse(input);
  const today = todayInNewYork(now);
  if (startDate < today) throw badRequest(AVAILABILITY_MESSAGES.pastDate);
  if (startDate > addDays(today, AVAILABILITY_LIMITS.aheadDays))
    throw badRequest(AVAILABILITY_MESSAGES.tooFar);
  if (daysInRange(startDate, endDate) > AVAILABILITY_LIMITS.timeOffMaxDays)
    throw badRequest(AVAILABILITY_MESSAGES.tooLong);
  const upcoming = await db.contractorTimeOff.count({
    where: { contractorId, endDate: { gte: toDbDate(today) } },
  });
  if (upcoming >= AVAILABILITY_LIMITS.timeOffMaxUpcoming) throw badRequest(AVAILABILITY_MESSAGES.tooMany);
  const { saved: created, conflicts } = await savingWithConflicts(db, contractorId, now, (tx) =>
    tx.contractorTimeOff.create({
      data: { contractorId, startDate: toDbDate(startDate), endDate: toDbDate(endDate), note },
    }),
  );
  return {
    timeOff: toRange(created),
    conflicts,
    message: conflictMessage(conflicts, "time off") ?? AVAILABILITY_MESSAGES.timeOffAdded,
  };
}

/** Removes one of the painter's own ranges; anyone else's is "not found", as a missing one. */
export async function removeTimeOff(db: PrismaClient, contractorId: string, rawId: string) {
  const id = z.uuid().safeParse(rawId);
  if (!id.success) throw notFound(AVAILABILITY_MESSAGES.timeOffNotFound);
  const { count } = await db.contractorTimeOff.deleteMany({ where: { id: id.data, contractorId } });
  if (count === 0) throw notFound(AVAILABILITY_MESSAGES.timeOffNotFound);
  return { id: id.data, message: AVAILABILITY_MESSAGES.timeOffRemoved };
}

export type WeeklyHoursDto = Jsonified<Awaited<ReturnType<typeof weeklyHours>>>;
export type SaveWeeklyHoursDto = Jsonified<Awaited<ReturnType<typeof setWeeklyHours>>>;
export type TimeOffDto = Jsonified<Awaited<ReturnType<typeof upcomingTimeOff>>[number]>;
export type AddTimeOffDto = Jsonified<Awaited<ReturnType<typeof addTimeOff>>>;
