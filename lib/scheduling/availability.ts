import type { DbClient } from "@/lib/db/types";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { addDays, fromDbDate, toDbDate, todayInNewYork } from "./dates";
import { estimatedDays } from "./estimate";
import { eligibleContractors, type EligibleContractor } from "./matching";
import { TIME_SLOT_LABELS, TIME_SLOTS, type TimeSlotId } from "./time-slots";
import { bookableRange, datesBetween } from "./window";

/** What a contractor has offered and what is already taken, per date. */
export interface Schedule {
  offered: Map<string, Set<TimeSlotId>>; // key `${contractorId}|${date}`
  taken: Set<string>; // key `${contractorId}|${date}|${slot}`
}

interface ScheduleRow {
  kind: "offered" | "taken";
  contractorId: string;
  date: string;
  slots: TimeSlotId[];
}

/**
 * `exceptBookingId`: that booking's own reservations count as free (rescheduling it).
 * One round trip for both tables: it runs inside every booking transaction.
 */
export async function loadSchedule(db: DbClient, contractorIds: string[], from: string, to: string, exceptBookingId?: string): Promise<Schedule> {
  const schedule: Schedule = { offered: new Map(), taken: new Set() };
  if (contractorIds.length === 0) return schedule;
  // Validated calendar dates (toDbDate throws on anything else), passed as YYYY-MM-DD.
  const [first, last] = [fromDbDate(toDbDate(from)), fromDbDate(toDbDate(to))];
  const except = exceptBookingId ? Prisma.sql`AND "bookingId" <> ${exceptBookingId}::uuid` : Prisma.empty;
  const rows = await db.$queryRaw<ScheduleRow[]>`
    SELECT 'offered' AS kind, "contractorId", to_char("date", 'YYYY-MM-DD') AS "date", "timeSlots"::text[] AS slots
    FROM "ContractorAvailability"
    WHERE "contractorId" = ANY(${contractorIds}::uuid[]) AND "date" BETWEEN ${first}::date AND ${last}::date
    UNION ALL
    SELECT 'taken', "contractorId", to_char("date", 'YYYY-MM-DD'), ARRAY["timeSlot"::text]
    FROM "SlotReservation"
    WHERE "contractorId" = ANY(${contractorIds}::uuid[]) AND "date" BETWEEN ${first}::date AND ${last}::date ${except}`;
  for (const row of rows) {
    if (row.kind === "offered") schedule.offered.set(`${row.contractorId}|${row.date}`, new Set(row.slots));
    else schedule.taken.add(`${row.contractorId}|${row.date}|${row.slots[0]}`);
  }
  return schedule;
}

export function isSlotFree(schedule: Schedule, contractorId: string, date: string, slot: TimeSlotId): boolean {
  return !!schedule.offered.get(`${contractorId}|${date}`)?.has(slot) && !schedule.taken.has(`${contractorId}|${date}|${slot}`);
}

/** The consecutive dates a project starting on `date` occupies. */
export function projectDates(date: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(date, i));
}

export function canTake(schedule: Schedule, c: EligibleContractor, date: string, slot: TimeSlotId, paintableSqFt: number) {
  return projectDates(date, estimatedDays(paintableSqFt, c.sqFtPerDay, slot)).every((d) => isSlotFree(schedule, c.id, d, slot));
}

export interface SchedulingQuote {
  id: string;
  zipCode: string;
  paintableSqFt: number;
}

/** What scheduling needs of a quote row (its square feet as a number). */
export function toSchedulingQuote(quote: { id: string; zipCode: string; paintableSqFt: Prisma.Decimal }): SchedulingQuote {
  return { id: quote.id, zipCode: quote.zipCode, paintableSqFt: Number(quote.paintableSqFt) };
}

export async function loadSchedulingQuote(db: DbClient, quoteId: string): Promise<SchedulingQuote> {
  const quote = await db.quote.findUnique({ where: { id: quoteId }, select: { id: true, zipCode: true, paintableSqFt: true } });
  if (!quote) throw notFound("Quote not found");
  return toSchedulingQuote(quote);
}

async function scheduleFor(db: DbClient, quote: SchedulingQuote, from: string, to: string, today: string, exceptBookingId?: string) {
  const contractors = await eligibleContractors(db, quote.zipCode, today);
  const longest = Math.max(1, ...contractors.map((c) => estimatedDays(quote.paintableSqFt, c.sqFtPerDay)));
  const schedule = await loadSchedule(db, contractors.map((c) => c.id), from, addDays(to, longest - 1), exceptBookingId);
  return { contractors, schedule };
}

/** Dates in the bookable window on which some eligible contractor can take the whole project in some slot. */
export async function availableDates(db: DbClient, quote: SchedulingQuote, today = todayInNewYork(), exceptBookingId?: string) {
  const { first, last } = bookableRange(today);
  const { contractors, schedule } = await scheduleFor(db, quote, first, last, today, exceptBookingId);
  return datesBetween(first, last).filter((date) =>
    TIME_SLOTS.some((slot) => contractors.some((c) => canTake(schedule, c, date, slot, quote.paintableSqFt))),
  );
}

export async function slotsForDate(db: DbClient, quote: SchedulingQuote, date: string, today = todayInNewYork(), exceptBookingId?: string) {
  const { contractors, schedule } = await scheduleFor(db, quote, date, date, today, exceptBookingId);
  return TIME_SLOTS.map((slot) => ({
    id: slot,
    label: TIME_SLOT_LABELS[slot],
    available: contractors.some((c) => canTake(schedule, c, date, slot, quote.paintableSqFt)),
  }));
}

/** Days the project takes with the painter most likely to get it. */
export async function projectEstimate(db: DbClient, quote: SchedulingQuote, today = todayInNewYork()) {
  const [best] = await eligibleContractors(db, quote.zipCode, today);
  return estimatedDays(quote.paintableSqFt, best?.sqFtPerDay ?? 0);
}
