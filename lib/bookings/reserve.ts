import "server-only";
import type { DbClient } from "@/lib/db/types";
import { conflict } from "@/lib/http/errors";
import {
  bookableDays,
  canTake,
  loadSchedule,
  offeredOn,
  projectDates,
  type SchedulingQuote,
} from "@/lib/scheduling/availability";
import { addDays } from "@/lib/scheduling/dates.shared";
import { eligibleContractors, type EligibleContractor } from "@/lib/scheduling/matching";
import type { TimeSlotId } from "@/lib/scheduling/time-slots.shared";
import { BOOKING_MESSAGES } from "@/lib/validations/booking.shared";
import { takeOverExpiredHolds } from "./status-sql";

/** A painter who can take the project, and the days it takes them. */
export interface Reservation {
  contractor: EligibleContractor;
  days: number;
}

interface ReservationRequest {
  quote: SchedulingQuote;
  date: string;
  slot: TimeSlotId;
  today: string;
  /** The clock expired holds are read by (their days are free). */
  now?: Date;
}

interface SlotsToTake {
  bookingId: string;
  contractorId: string;
  dates: string[];
  slot: TimeSlotId;
  now?: Date;
}

/**
 * Reserves the painter's slot on each date for the booking, skipping dates someone holds and taking
 * over those of expired holds (lib/bookings/holds.ts). Returns how many dates the booking got.
 */
export async function takeSlots(
  tx: DbClient,
  { bookingId, contractorId, dates, slot, now = new Date() }: SlotsToTake,
): Promise<number> {
  const taken = await tx.$queryRaw<unknown[]>`
    INSERT INTO "SlotReservation" (id, "contractorId", date, "timeSlot", "bookingId", "createdAt")
    SELECT gen_random_uuid(), ${contractorId}::uuid, d, ${slot}::"TimeSlot", ${bookingId}::uuid, ${now}
    FROM unnest(${dates}::date[]) AS d
    ${takeOverExpiredHolds(now)}
    RETURNING 1`;
  return taken.length;
}

/**
 * The eligible contractors whose schedule has the slot free on every day of
 * the project, best first. Only a read: whoever reserves must still win the
 * insert (reserveFirstFree), so it may run before the caller's transaction.
 */
export async function freeCandidates(
  db: DbClient,
  { quote, date, slot, today, now = new Date() }: ReservationRequest,
): Promise<Reservation[]> {
  const contractors = await eligibleContractors(db, quote.zipCode, today);
  const able = contractors.flatMap((contractor) => {
    const days = bookableDays(contractor, slot, quote.paintableSqFt);
    return days === null ? [] : [{ contractor, days }];
  });
  const longest = Math.max(1, ...able.map((c) => c.days));
  const schedule = await loadSchedule(
    db,
    able.map((c) => c.contractor.id),
    date,
    addDays(date, longest - 1),
    undefined,
    now,
  );
  return able.filter(({ contractor }) => canTake(schedule, contractor, date, slot, quote.paintableSqFt));
}

/**
 * Inside the caller's transaction: reserves the slot on every project day for
 * the first candidate who still has them all. The unique index on
 * (contractor, date, slot) is the final guard: a concurrent booking that got
 * there first makes our insert skip, and we try the next candidate.
 */
export async function reserveFirstFree(
  tx: DbClient,
  {
    bookingId,
    candidates,
    date,
    slot,
    now,
  }: { bookingId: string; candidates: Reservation[]; date: string; slot: TimeSlotId; now?: Date },
): Promise<Reservation> {
  for (const candidate of candidates) {
    const count = await takeSlots(tx, {
      bookingId,
      contractorId: candidate.contractor.id,
      dates: projectDates(date, candidate.days),
      slot,
      now,
    });
    if (count === candidate.days) return candidate;
    await tx.slotReservation.deleteMany({ where: { bookingId } }); // lost a race on some day: undo, try the next
  }
  throw conflict(BOOKING_MESSAGES.slotTaken, undefined, "slot_taken");
}

/** Inside the caller's transaction: reads the schedule there (after the caller freed what it gives up) and reserves. */
export async function reserveBestContractor(
  tx: DbClient,
  { bookingId, ...request }: ReservationRequest & { bookingId: string },
): Promise<Reservation> {
  return reserveFirstFree(tx, {
    bookingId,
    candidates: await freeCandidates(tx, request),
    date: request.date,
    slot: request.slot,
    now: request.now,
  });
}

/** Reserves the slot on each project day for one given contractor (admin moves keep the painter). */
export async function reserveForContractor(
  tx: DbClient,
  {
    bookingId,
    contractorId,
    date,
    slot,
    days,
  }: { bookingId: string; contractorId: string; date: string; slot: TimeSlotId; days: number },
) {
  const dates = projectDates(date, days);
  // What the painter offers, by the one rule (docs/product.md §5); who holds the slot, takeSlots says.
  const schedule = await loadSchedule(tx, [contractorId], date, dates.at(-1)!, bookingId);
  const offersAll = dates.every((d) => offeredOn(schedule, contractorId, d).has(slot));
  if (!offersAll) throw conflict("The painter is not available in that slot on every day of the project.");
  const count = await takeSlots(tx, { bookingId, contractorId, dates, slot });
  if (count !== days) throw conflict("That slot is already taken for this painter.");
}
