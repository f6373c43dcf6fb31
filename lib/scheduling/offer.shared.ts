/**
 * What a painter offers on a date (docs/product.md §5 "Weekly hours and time off"): the one rule that
 * the scheduler (loadSchedule), the back office's painter picker, the painter's own calendar and the
 * calendar feed all read. Pure and browser-safe; callers fetch the three kinds of rows, this decides.
 *
 *   1. inside a range of time off: nothing;
 *   2. else the date's own row (ContractorAvailability, an override; no slots = that date off);
 *   3. else the weekly hours of that weekday (none set: nothing).
 */
import { TIME_SLOTS, type TimeSlotId } from "./time-slots.shared";

export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_NAMES: Readonly<Record<Weekday, string>> = {
  0: "Sunday",
  1: "Monday",
  2: "Tuesday",
  3: "Wednesday",
  4: "Thursday",
  5: "Friday",
  6: "Saturday",
};

/** A range of calendar dates off, "YYYY-MM-DD", both ends included. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

export interface OfferRules {
  /** Slots by weekday (0 = Sunday); a weekday missing offers nothing. */
  weekly: ReadonlyMap<number, readonly TimeSlotId[]>;
  /** Slots by date: the per-date rows, which beat the weekly hours. */
  overrides: ReadonlyMap<string, readonly TimeSlotId[]>;
  timeOff: readonly DateRange[];
}

export const NO_RULES: OfferRules = { weekly: new Map(), overrides: new Map(), timeOff: [] };

const weekdayCache = new Map<string, number>();

/**
 * The weekday of a calendar date: the date is New York's already, so its weekday is the same in
 * every time zone and is read at UTC midnight. Cached per date string: the availability search asks
 * for the same ~130 dates for every painter and slot.
 */
export function weekdayOf(date: string): number {
  let weekday = weekdayCache.get(date);
  if (weekday === undefined) {
    weekday = new Date(`${date}T00:00:00.000Z`).getUTCDay();
    if (Number.isNaN(weekday)) throw new RangeError(`Not a calendar date: ${date}`);
    if (weekdayCache.size > 4000) weekdayCache.clear(); // a bound, not an eviction policy
    weekdayCache.set(date, weekday);
  }
  return weekday;
}

export const isInRange = (date: string, range: DateRange) => date >= range.startDate && date <= range.endDate;

/** The slots offered on `date`, in TIME_SLOTS order. */
export function offeredSlots(rules: OfferRules, date: string): readonly TimeSlotId[] {
  if (rules.timeOff.some((range) => isInRange(date, range))) return [];
  const override = rules.overrides.get(date);
  if (override) return override;
  return rules.weekly.get(weekdayOf(date)) ?? [];
}

/** Slots in TIME_SLOTS order, each once. */
export const sortSlots = (slots: readonly string[]): TimeSlotId[] =>
  TIME_SLOTS.filter((s) => slots.includes(s));

/** Rules from rows as the database holds them (dates already "YYYY-MM-DD"). */
export function offerRules(rows: {
  weekly?: readonly { weekday: number; timeSlots: readonly string[] }[];
  overrides?: readonly { date: string; timeSlots: readonly string[] }[];
  timeOff?: readonly DateRange[];
}): OfferRules {
  return {
    weekly: new Map((rows.weekly ?? []).map((r) => [r.weekday, sortSlots(r.timeSlots)])),
    overrides: new Map((rows.overrides ?? []).map((r) => [r.date, sortSlots(r.timeSlots)])),
    timeOff: rows.timeOff ?? [],
  };
}
