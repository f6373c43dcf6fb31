import "server-only";
import type { DbClient } from "@/lib/db/types";
import { Prisma } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { expiredHoldSql } from "@/lib/bookings/status-sql";
import { addDays, fromDbDate, toDbDate, todayInNewYork } from "./dates.shared";
import { estimatedDays } from "./estimate";
import { MAX_PROJECT_DAYS } from "./productivity.shared";
import { NO_RULES, offeredSlots, sortSlots, type DateRange, type OfferRules } from "./offer.shared";
import { eligibleContractors, type EligibleContractor } from "./matching";
import { TIME_SLOT_LABELS, TIME_SLOTS, type TimeSlotId } from "./time-slots.shared";
import { bookableRange, datesBetween } from "./window";

/** What a contractor offers (their rules, read once) and what is already taken, per date. */
export interface Schedule {
  rules: Map<string, OfferRules>; // by contractorId
  /** offeredSlots' answers, computed on first use: key `${contractorId}|${date}` */
  offered: Map<string, ReadonlySet<TimeSlotId>>;
  taken: Set<string>; // key `${contractorId}|${date}|${slot}`
}

/**
 * One painter's rows of one kind, packed by the query into `entries`: `key=value` pairs joined by
 * ";", the key a date (a weekday "0"–"6" for weekly hours, the first date for time off) and the value
 * the slots joined by "," (the last date for time off). A painter's 90 days of per-date hours are
 * one row, not 90: each row costs the driver and Prisma far more than splitting a string does
 * (the available-dates search reads 50 painters' schedules per request).
 */
interface ScheduleRow {
  kind: "override" | "weekly" | "off" | "taken";
  contractorId: string;
  entries: string;
}

/** `key=value;key=value`, each pair split at its first "=". */
function* entriesOf(packed: string): Generator<[string, string]> {
  for (const entry of packed.split(";")) {
    const at = entry.indexOf("=");
    yield [entry.slice(0, at), entry.slice(at + 1)];
  }
}

const slotList = (value: string) => sortSlots(value.split(","));

interface MutableRules {
  weekly: Map<number, readonly TimeSlotId[]>;
  overrides: Map<string, readonly TimeSlotId[]>;
  timeOff: DateRange[];
}

/**
 * `exceptBookingId`: that booking's own reservations count as free (rescheduling it). So do those of
 * holds whose time ran out at `now` (lib/bookings/holds.ts): whoever books takes them over.
 * One round trip for the four tables (weekly hours, per-date overrides, time off, reservations): it
 * runs inside every booking transaction. What is offered on a date is decided in JS, by
 * offer.shared.ts's offeredSlots, on first lookup (docs/product.md §5).
 */
export async function loadSchedule(
  db: DbClient,
  contractorIds: string[],
  from: string,
  to: string,
  exceptBookingId?: string,
  now: Date = new Date(),
): Promise<Schedule> {
  const schedule: Schedule = { rules: new Map(), offered: new Map(), taken: new Set() };
  if (contractorIds.length === 0) return schedule;
  // Validated calendar dates (toDbDate throws on anything else), passed as YYYY-MM-DD.
  const [first, last] = [fromDbDate(toDbDate(from)), fromDbDate(toDbDate(to))];
  const except = exceptBookingId ? Prisma.sql`AND r."bookingId" <> ${exceptBookingId}::uuid` : Prisma.empty;
  const rows = await db.$queryRaw<ScheduleRow[]>`
    SELECT 'override' AS kind, "contractorId", string_agg(to_char("date", 'YYYY-MM-DD') || '=' || array_to_string("timeSlots"::text[], ','), ';') AS entries
    FROM "ContractorAvailability"
    WHERE "contractorId" = ANY(${contractorIds}::uuid[]) AND "date" BETWEEN ${first}::date AND ${last}::date
    GROUP BY "contractorId"
    UNION ALL
    SELECT 'weekly', "contractorId", string_agg(weekday::text || '=' || array_to_string("timeSlots"::text[], ','), ';')
    FROM "ContractorWeeklyHours"
    WHERE "contractorId" = ANY(${contractorIds}::uuid[])
    GROUP BY "contractorId"
    UNION ALL
    SELECT 'off', "contractorId", string_agg(to_char("startDate", 'YYYY-MM-DD') || '=' || to_char("endDate", 'YYYY-MM-DD'), ';')
    FROM "ContractorTimeOff"
    WHERE "contractorId" = ANY(${contractorIds}::uuid[]) AND "endDate" >= ${first}::date AND "startDate" <= ${last}::date
    GROUP BY "contractorId"
    UNION ALL
    SELECT 'taken', r."contractorId", string_agg(to_char(r."date", 'YYYY-MM-DD') || '=' || r."timeSlot"::text, ';')
    FROM "SlotReservation" r
    WHERE r."contractorId" = ANY(${contractorIds}::uuid[]) AND r."date" BETWEEN ${first}::date AND ${last}::date ${except}
      AND NOT EXISTS (SELECT 1 FROM "Booking" h WHERE h.id = r."bookingId" AND ${expiredHoldSql("h", now)})
    GROUP BY r."contractorId"`;
  const rulesOf = (contractorId: string) => {
    let rules = schedule.rules.get(contractorId) as MutableRules | undefined;
    if (!rules) {
      rules = { weekly: new Map(), overrides: new Map(), timeOff: [] };
      schedule.rules.set(contractorId, rules);
    }
    return rules;
  };
  for (const { kind, contractorId, entries } of rows) {
    if (kind === "taken") {
      for (const [date, slot] of entriesOf(entries)) schedule.taken.add(`${contractorId}|${date}|${slot}`);
      continue;
    }
    const rules = rulesOf(contractorId);
    for (const [key, value] of entriesOf(entries)) {
      if (kind === "override") rules.overrides.set(key, slotList(value));
      else if (kind === "weekly") rules.weekly.set(Number(key), slotList(value));
      else rules.timeOff.push({ startDate: key, endDate: value || key });
    }
  }
  return schedule;
}

/** The slots a contractor offers on a date, as offeredSlots says, computed once per schedule. */
export function offeredOn(schedule: Schedule, contractorId: string, date: string): ReadonlySet<TimeSlotId> {
  const key = `${contractorId}|${date}`;
  let slots = schedule.offered.get(key);
  if (!slots) {
    slots = new Set(offeredSlots(schedule.rules.get(contractorId) ?? NO_RULES, date));
    schedule.offered.set(key, slots);
  }
  return slots;
}

export function isSlotFree(
  schedule: Schedule,
  contractorId: string,
  date: string,
  slot: TimeSlotId,
): boolean {
  return (
    offeredOn(schedule, contractorId, date).has(slot) &&
    !schedule.taken.has(`${contractorId}|${date}|${slot}`)
  );
}

/** The consecutive dates a project starting on `date` occupies. */
export function projectDates(date: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => addDays(date, i));
}

/** Days the project takes this painter in this slot, or null past the longest bookable project. */
export function bookableDays(c: EligibleContractor, slot: TimeSlotId, paintableSqFt: number): number | null {
  const days = estimatedDays(paintableSqFt, c.sqFtPerDay, slot);
  return days <= MAX_PROJECT_DAYS ? days : null;
}

/** Whether the painter is free in `slot` on every date of the project; stops at the first taken date. */
export function canTake(
  schedule: Schedule,
  c: EligibleContractor,
  date: string,
  slot: TimeSlotId,
  paintableSqFt: number,
) {
  const days = bookableDays(c, slot, paintableSqFt);
  if (days === null) return false;
  for (let i = 0, day = date; i < days; i++, day = addDays(day, 1)) {
    if (!isSlotFree(schedule, c.id, day, slot)) return false;
  }
  return true;
}

export interface SchedulingQuote {
  id: string;
  zipCode: string;
  paintableSqFt: number;
}

/** What scheduling needs of a quote row (its square feet as a number). */
export function toSchedulingQuote(quote: {
  id: string;
  zipCode: string;
  paintableSqFt: Prisma.Decimal;
}): SchedulingQuote {
  return { id: quote.id, zipCode: quote.zipCode, paintableSqFt: Number(quote.paintableSqFt) };
}

export async function loadSchedulingQuote(db: DbClient, quoteId: string): Promise<SchedulingQuote> {
  const quote = await db.quote.findUnique({
    where: { id: quoteId },
    select: { id: true, zipCode: true, paintableSqFt: true },
  });
  if (!quote) throw notFound("Quote not found");
  return toSchedulingQuote(quote);
}

/**
 * Painters are read in chunks of this many, best first: in a zip served by thousands, the first
 * chunk usually opens every date, and the rest of their calendars is never loaded.
 */
export const SCHEDULE_CHUNK = 50;

/**
 * The eligible painters' schedules from `from` to `to` plus their longest project, a chunk at a
 * time in matching order, until `visit` says it has what it needs.
 */
async function visitSchedules(
  db: DbClient,
  quote: SchedulingQuote,
  { from, to, today, exceptBookingId }: { from: string; to: string; today: string; exceptBookingId?: string },
  visit: (contractors: EligibleContractor[], schedule: Schedule) => boolean,
) {
  const contractors = await eligibleContractors(db, quote.zipCode, today);
  for (let i = 0; i < contractors.length; i += SCHEDULE_CHUNK) {
    const chunk = contractors.slice(i, i + SCHEDULE_CHUNK);
    const longest = Math.min(
      MAX_PROJECT_DAYS,
      Math.max(1, ...chunk.map((c) => estimatedDays(quote.paintableSqFt, c.sqFtPerDay))),
    );
    const ids = chunk.map((c) => c.id);
    const schedule = await loadSchedule(db, ids, from, addDays(to, longest - 1), exceptBookingId);
    if (visit(chunk, schedule)) return;
  }
}

/** The schedule's taken slots by painter, then date: looked up without building a key per date and slot. */
function takenByPainter(schedule: Schedule): Map<string, Map<string, string[]>> {
  const index = new Map<string, Map<string, string[]>>();
  for (const key of schedule.taken) {
    const [contractorId = "", date = "", slot = ""] = key.split("|");
    let dates = index.get(contractorId);
    if (!dates) index.set(contractorId, (dates = new Map()));
    const slots = dates.get(date);
    if (slots) slots.push(slot);
    else dates.set(date, [slot]);
  }
  return index;
}

/**
 * The dates of `window` on which some painter is free in some slot for the whole project.
 * One backward pass per painter over `span` (the window plus the longest bookable project) counts,
 * for the three slots at once, the free days in a row from each date: painters × span look-ups of
 * what is offered and taken (isSlotFree's rule), whatever the project's size.
 */
export function openDates(
  schedule: Schedule,
  contractors: EligibleContractor[],
  paintableSqFt: number,
  window: string[],
  span: string[],
): string[] {
  const open = new Set<string>();
  const taken = takenByPainter(schedule);
  for (const c of contractors) {
    const days = TIME_SLOTS.map((slot) => bookableDays(c, slot, paintableSqFt));
    if (days.every((d) => d === null)) continue;
    const takenOn = taken.get(c.id);
    const freeInARow = TIME_SLOTS.map(() => 0);
    for (let i = span.length - 1; i >= 0; i--) {
      const date = span[i]!;
      const offered = offeredOn(schedule, c.id, date);
      const takenSlots = takenOn?.get(date);
      for (let s = 0; s < TIME_SLOTS.length; s++) {
        const slot = TIME_SLOTS[s]!;
        const free = offered.has(slot) && !takenSlots?.includes(slot);
        const inARow = (freeInARow[s] = free ? freeInARow[s]! + 1 : 0);
        const need = days[s];
        if (need !== null && need !== undefined && i < window.length && inARow >= need) open.add(date);
      }
    }
    if (open.size === window.length) break;
  }
  return window.filter((date) => open.has(date));
}

/** Dates in the bookable window on which some eligible contractor can take the whole project in some slot. */
export async function availableDates(
  db: DbClient,
  quote: SchedulingQuote,
  today = todayInNewYork(),
  exceptBookingId?: string,
) {
  const { first, last } = bookableRange(today);
  const window = datesBetween(first, last);
  const span = datesBetween(first, addDays(last, MAX_PROJECT_DAYS - 1));
  const open = new Set<string>();
  await visitSchedules(db, quote, { from: first, to: last, today, exceptBookingId }, (chunk, schedule) => {
    for (const date of openDates(schedule, chunk, quote.paintableSqFt, window, span)) open.add(date);
    return open.size === window.length;
  });
  return window.filter((date) => open.has(date));
}

export async function slotsForDate(
  db: DbClient,
  quote: SchedulingQuote,
  date: string,
  today = todayInNewYork(),
  exceptBookingId?: string,
) {
  const free = new Set<TimeSlotId>();
  await visitSchedules(db, quote, { from: date, to: date, today, exceptBookingId }, (chunk, schedule) => {
    for (const slot of TIME_SLOTS)
      if (chunk.some((c) => canTake(schedule, c, date, slot, quote.paintableSqFt))) free.add(slot);
    return free.size === TIME_SLOTS.length;
  });
  return TIME_SLOTS.map((slot) => ({ id: slot, label: TIME_SLOT_LABELS[slot], available: free.has(slot) }));
}

/** Days the project takes with the painter most likely to get it. */
export async function projectEstimate(db: DbClient, quote: SchedulingQuote, today = todayInNewYork()) {
  const [best] = await eligibleContractors(db, quote.zipCode, today);
  return estimatedDays(quote.paintableSqFt, best?.sqFtPerDay ?? 0);
}
