import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { badRequest, conflict } from "@/lib/http/errors";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import type { DbClient } from "@/lib/db/types";
import { loadSchedule, offeredOn } from "@/lib/scheduling/availability";
import { isInRange, sortSlots, weekdayOf, type OfferRules } from "@/lib/scheduling/offer.shared";
import { CONTRACTOR_SLOT_LABELS } from "@/lib/scheduling/time-slots.shared";
import { datesBetween } from "@/lib/scheduling/window";
import { AVAILABILITY_LIMITS } from "@/lib/validations/availability-rules.shared";
import { availabilityUpdateSchema } from "@/lib/validations/contractor";
import { isoDateSchema } from "@/lib/validations/booking.shared";
import type { Jsonified } from "@/lib/http/json";

/** What the painter offers from today on, a year ahead, by the one rule (offer.shared.ts). */
async function ownSchedule(db: DbClient, contractorId: string, from: string, to: string) {
  return loadSchedule(db, [contractorId], from, to);
}

/** Dates from today on (a year ahead) with at least one slot offered, ascending. */
export async function availabilityOverview(db: PrismaClient, contractorId: string, now = new Date()) {
  const today = todayInNewYork(now);
  const last = addDays(today, AVAILABILITY_LIMITS.aheadDays);
  const schedule = await ownSchedule(db, contractorId, today, last);
  return datesBetween(today, last)
    .map((date) => ({ date, timeSlots: sortSlots([...offeredOn(schedule, contractorId, date)]) }))
    .filter((d) => d.timeSlots.length > 0);
}

/** Where a date's slots come from: time off, the date's own row, or the weekly hours. */
function offerSource(rules: OfferRules | undefined, date: string): "timeOff" | "date" | "weekly" {
  if (rules?.timeOff.some((range) => isInRange(date, range))) return "timeOff";
  return rules?.overrides.has(date) ? "date" : "weekly";
}

export async function availabilityForDate(db: PrismaClient, contractorId: string, rawDate: string) {
  const parsed = isoDateSchema.safeParse(rawDate);
  if (!parsed.success) throw badRequest("Use a calendar date written YYYY-MM-DD");
  const schedule = await ownSchedule(db, contractorId, parsed.data, parsed.data);
  return {
    date: parsed.data,
    timeSlots: sortSlots([...offeredOn(schedule, contractorId, parsed.data)]),
    source: offerSource(schedule.rules.get(contractorId), parsed.data),
    labels: CONTRACTOR_SLOT_LABELS,
  };
}

/**
 * Replaces the slots offered on a date (an empty list clears it). Past dates
 * are refused, and so is withdrawing a slot that already holds a booking.
 */
export async function setAvailability(
  db: PrismaClient,
  contractorId: string,
  input: unknown,
  now = new Date(),
) {
  const { date, timeSlots } = availabilityUpdateSchema.parse(input);
  if (date < todayInNewYork(now))
    throw badRequest("Past dates cannot be changed. Choose today or a later date.");
  const slots = sortSlots([...new Set(timeSlots)]);
  const dbDate = toDbDate(date);
  const booked = await db.slotReservation.findMany({
    where: { contractorId, date: dbDate },
    select: { timeSlot: true },
  });
  const withdrawn = booked.filter((r) => !slots.includes(r.timeSlot));
  if (withdrawn.length) {
    const labels = withdrawn.map((r) => CONTRACTOR_SLOT_LABELS[r.timeSlot]).join(", ");
    throw conflict(
      `You have a booked job on ${formatBookingDate(date)} (${labels}); that slot cannot be removed.`,
    );
  }
  const schedule = await ownSchedule(db, contractorId, date, date);
  const rules = schedule.rules.get(contractorId);
  if (slots.length > 0 && offerSource(rules, date) === "timeOff")
    throw badRequest(
      `${formatBookingDate(date)} is inside your time off. Remove that time off first to offer slots on it.`,
    );
  // The date's own row only where it differs from the weekly hours: a row with no slots is a date off.
  const weekly = rules?.weekly.get(weekdayOf(date)) ?? [];
  if (weekly.join() === slots.join()) {
    await db.contractorAvailability.deleteMany({ where: { contractorId, date: dbDate } });
  } else {
    await db.contractorAvailability.upsert({
      where: { contractorId_date: { contractorId, date: dbDate } },
      create: { contractorId, date: dbDate, timeSlots: slots },
      update: { timeSlots: slots },
    });
  }
  return { date, timeSlots: slots, message: `Set ${slots.length} time slots for ${date}` };
}

export type AvailabilityDayDto = Jsonified<Awaited<ReturnType<typeof availabilityOverview>>[number]>;
