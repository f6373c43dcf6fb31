import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { Jsonified } from "@/lib/http/json";
import {
  analyticsTotalsSql,
  bookingAnalyticsSql,
  type AnalyticsGroupRow,
  type AnalyticsTotalsRow,
} from "./analytics-sql";
import { analyticsWeeks, bookingsByCounty } from "./analytics-weeks";

/** Exact numeric text from SQL → a number with 2 decimals, only at the very end. */
const money = (value: string | undefined) => (value === undefined ? 0 : Number(Number(value).toFixed(2)));

/**
 * Bookings per week (last 12 weeks, by the New York date they were made), revenue split, bookings
 * by county, and all-time totals. Aggregated in SQL: the app reads a few hundred grouped rows.
 */
export async function bookingAnalytics(db: PrismaClient, now: Date = new Date()) {
  const { today, weeks, start, end } = analyticsWeeks(now);
  const [groups, totalsRows] = await Promise.all([
    db.$queryRaw<AnalyticsGroupRow[]>(bookingAnalyticsSql(start, end)),
    db.$queryRaw<AnalyticsTotalsRow[]>(analyticsTotalsSql()),
  ]);
  // One row always: every column is a scalar subquery.
  const totals = totalsRows[0]!;
  const byWeek = new Map(groups.filter((g) => g.week !== null).map((g) => [g.week, g]));
  return {
    weekly: weeks.map((week) => {
      const row = byWeek.get(week);
      return {
        week,
        bookings: row?.bookings ?? 0,
        revenue: money(row?.revenue),
        contractorShare: money(row?.contractorShare),
        platformShare: money(row?.platformShare),
      };
    }),
    byCounty: bookingsByCounty(
      groups.flatMap((g) => (g.zip === null ? [] : [{ zip: g.zip, bookings: g.bookings }])),
    ),
    totals,
    generatedFor: today,
  };
}

export type BookingAnalyticsDto = Jsonified<Awaited<ReturnType<typeof bookingAnalytics>>>;
