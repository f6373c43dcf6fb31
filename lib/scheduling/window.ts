import { addDays, todayInNewYork } from "./dates.shared";

/** Customers book from tomorrow up to 60 days ahead (New York calendar days). */
export const BOOKING_HORIZON_DAYS = 60;

export function bookableRange(today: string = todayInNewYork()) {
  return { first: addDays(today, 1), last: addDays(today, BOOKING_HORIZON_DAYS) };
}

export function isBookableDate(date: string, today: string = todayInNewYork()): boolean {
  const { first, last } = bookableRange(today);
  return date >= first && date <= last;
}

/** Every date from `from` to `to`, inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}
