import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { badRequest, conflict } from "@/lib/http/errors";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import { fromDbDate, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { CONTRACTOR_SLOT_LABELS, TIME_SLOTS } from "@/lib/scheduling/time-slots.shared";
import { availabilityUpdateSchema } from "@/lib/validations/contractor";
import { isoDateSchema } from "@/lib/validations/booking.shared";
import type { Jsonified } from "@/lib/http/json";

const sortSlots = (slots: readonly string[]) => TIME_SLOTS.filter((s) => slots.includes(s));

/** Dates from today on with at least one slot offered, ascending. */
export async function availabilityOverview(db: PrismaClient, contractorId: string, now = new Date()) {
  const rows = await db.contractorAvailability.findMany({
    where: { contractorId, date: { gte: toDbDate(todayInNewYork(now)) } },
    orderBy: { date: "asc" },
  });
  return rows
    .filter((r) => r.timeSlots.length > 0)
    .map((r) => ({ date: fromDbDate(r.date), timeSlots: sortSlots(r.timeSlots) }));
}

export async function availabilityForDate(db: PrismaClient, contractorId: string, rawDate: string) {
  const parsed = isoDateSchema.safeParse(rawDate);
  if (!parsed.success) throw badRequest("Use a calendar date written YYYY-MM-DD");
  const row = await db.contractorAvailability.findUnique({
    where: { contractorId_date: { contractorId, date: toDbDate(parsed.data) } },
  });
  return { date: parsed.data, timeSlots: sortSlots(row?.timeSlots ?? []), labels: CONTRACTOR_SLOT_LABELS };
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
  if (slots.length === 0) {
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
