/**
 * Booking dates are calendar dates in America/New_York, written "YYYY-MM-DD".
 * In Postgres they are DATE columns, which Prisma hands over as Date objects at
 * UTC midnight; these helpers convert between the two without drifting a day.
 */
export const BUSINESS_TIME_ZONE = "America/New_York";

/** 24 hours in milliseconds: for spans of elapsed time, not calendar days (those are ISO dates here). */
export const DAY_MS = 86_400_000;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const nyDateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** Today's calendar date in New York. */
export function todayInNewYork(now: Date = new Date()): string {
  return nyDateFormat.format(now);
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2026-02-30). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

export function addDays(isoDate: string, days: number): string {
  const date = toDbDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return fromDbDate(date);
}

/** "YYYY-MM-DD" → the Date Prisma expects for a DATE column. */
export function toDbDate(isoDate: string): Date {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return new Date(`${isoDate}T00:00:00.000Z`);
}

/** A DATE column value → "YYYY-MM-DD". */
export function fromDbDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
