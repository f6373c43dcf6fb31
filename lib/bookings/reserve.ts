import type { DbClient } from "@/lib/db/types";
import { conflict } from "@/lib/http/errors";
import { canTake, loadSchedule, projectDates, type SchedulingQuote } from "@/lib/scheduling/availability";
import { addDays, toDbDate } from "@/lib/scheduling/dates";
import { estimatedDays } from "@/lib/scheduling/estimate";
import { eligibleContractors, type EligibleContractor } from "@/lib/scheduling/matching";
import type { TimeSlotId } from "@/lib/scheduling/time-slots";
import { BOOKING_MESSAGES } from "@/lib/validations/booking";

export interface Reservation {
  contractor: EligibleContractor;
  days: number;
}

/**
 * Inside the caller's transaction: reserves the slot on every day of the
 * project for the best eligible contractor who is free. The unique index on
 * (contractor, date, slot) is the final guard — a concurrent booking that got
 * there first makes our insert skip, and we try the next contractor.
 */
export async function reserveBestContractor(
  tx: DbClient,
  { bookingId, quote, date, slot, today }: { bookingId: string; quote: SchedulingQuote; date: string; slot: TimeSlotId; today: string },
): Promise<Reservation> {
  const contractors = await eligibleContractors(tx, quote.zipCode, today);
  const longest = Math.max(1, ...contractors.map((c) => estimatedDays(quote.paintableSqFt, c.sqFtPerDay, slot)));
  const schedule = await loadSchedule(tx, contractors.map((c) => c.id), date, addDays(date, longest - 1));

  for (const contractor of contractors) {
    if (!canTake(schedule, contractor, date, slot, quote.paintableSqFt)) continue;
    const days = estimatedDays(quote.paintableSqFt, contractor.sqFtPerDay, slot);
    const { count } = await tx.slotReservation.createMany({
      data: projectDates(date, days).map((d) => ({ contractorId: contractor.id, date: toDbDate(d), timeSlot: slot, bookingId })),
      skipDuplicates: true,
    });
    if (count === days) return { contractor, days };
    await tx.slotReservation.deleteMany({ where: { bookingId } }); // lost a race on some day: undo, try the next
  }
  throw conflict(BOOKING_MESSAGES.slotTaken);
}

/** Reserves the slot on each project day for one given contractor (admin moves keep the painter). */
export async function reserveForContractor(
  tx: DbClient,
  { bookingId, contractorId, date, slot, days }: { bookingId: string; contractorId: string; date: string; slot: TimeSlotId; days: number },
) {
  const dates = projectDates(date, days);
  const offered = await tx.contractorAvailability.findMany({ where: { contractorId, date: { in: dates.map(toDbDate) } } });
  const offersAll = dates.every((d) => offered.some((o) => o.date.getTime() === toDbDate(d).getTime() && o.timeSlots.includes(slot)));
  if (!offersAll) throw conflict("The painter is not available in that slot on every day of the project.");
  const { count } = await tx.slotReservation.createMany({
    data: dates.map((d) => ({ contractorId, date: toDbDate(d), timeSlot: slot, bookingId })),
    skipDuplicates: true,
  });
  if (count !== days) throw conflict("That slot is already taken for this painter.");
}
