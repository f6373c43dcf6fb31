import "server-only";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { findZip } from "@/lib/zips/index.shared";

export const ANALYTICS_WEEKS = 12;

/** Monday of the week of a YYYY-MM-DD date. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * The Mondays of the last `ANALYTICS_WEEKS` weeks in New York, oldest first, ending with this
 * week: bookings count from `start` (the first Monday) to `end` (the Monday after this week, exclusive).
 */
export function analyticsWeeks(now: Date = new Date()) {
  const today = todayInNewYork(now);
  const thisWeek = weekStart(today);
  const weeks = Array.from({ length: ANALYTICS_WEEKS }, (_, i) =>
    addDays(thisWeek, -7 * (ANALYTICS_WEEKS - 1 - i)),
  );
  return { today, weeks, start: addDays(thisWeek, -7 * (ANALYTICS_WEEKS - 1)), end: addDays(thisWeek, 7) };
}

/** Bookings per county from per-zip counts, most first; zips outside the served area count as "Other". */
export function bookingsByCounty(zipCounts: readonly { zip: string; bookings: number }[]) {
  const counties = new Map<string, number>();
  for (const { zip, bookings } of zipCounts) {
    const county = findZip(zip)?.county ?? "Other";
    counties.set(county, (counties.get(county) ?? 0) + bookings);
  }
  return [...counties.entries()]
    .map(([county, bookings]) => ({ county, bookings }))
    .sort((a, b) => b.bookings - a.bookings || a.county.localeCompare(b.county));
}
