import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { bookingStatusesWhere } from "@/lib/bookings/states.shared";
import { bookingStatusList, bookingStatusSql } from "@/lib/bookings/status-sql";
import { BUSINESS_TIME_ZONE } from "@/lib/scheduling/dates.shared";

/**
 * createdAt is `timestamp` holding UTC (Prisma's default mapping): read it as UTC, then as
 * New York wall-clock time, so a booking made Sunday 11 pm in New York stays in that week.
 */
const madeInNewYork = Prisma.sql`((b."createdAt" AT TIME ZONE 'UTC') AT TIME ZONE ${BUSINESS_TIME_ZONE})`;

/** New York midnight of a YYYY-MM-DD date as the UTC `timestamp` createdAt is stored in. */
const newYorkMidnight = (date: string) =>
  Prisma.sql`((${date}::date::timestamp AT TIME ZONE ${BUSINESS_TIME_ZONE}) AT TIME ZONE 'UTC')`;

/** One row per week (`zip` null) and one per zip (`week` null); money as exact numeric text. */
export interface AnalyticsGroupRow {
  week: string | null;
  zip: string | null;
  bookings: number;
  revenue: string;
  contractorShare: string;
  platformShare: string;
}

/**
 * Bookings made in New York dates [from, to): per Monday week the count and, cancelled bookings
 * and unconfirmed holds (lib/bookings/holds.ts) excluded, revenue (quote total), the painters' share (the current assignment's earnings: the latest
 * by assignedAt that was not rejected, else the latest) and the platform's share; and per zip the
 * count. One range of the (createdAt, id) index over the booking rows alone: the quote's zip and total
 * and the current earnings are copies on the booking that database triggers keep (migration
 * 20261125120000_booking_analytics_columns), so no row joins a quote or a job.
 */
export function bookingAnalyticsSql(from: string, to: string): Prisma.Sql {
  return Prisma.sql`
    WITH made AS (
      SELECT to_char(date_trunc('week', ${madeInNewYork}), 'YYYY-MM-DD') AS week,
             b."quoteZipCode" AS zip,
             (b.status <> ${bookingStatusSql("cancelled")} AND NOT (b.status = ${bookingStatusSql("pending")} AND b."holdExpiresAt" IS NOT NULL)) AS counted,
             b."quoteTotal" AS total,
             coalesce(b."currentEarnings", 0) AS earned
      FROM "Booking" b
      WHERE b."createdAt" >= ${newYorkMidnight(from)} AND b."createdAt" < ${newYorkMidnight(to)}
    )
    SELECT week, zip,
           count(*)::int AS bookings,
           coalesce(sum(total) FILTER (WHERE counted), 0)::text AS revenue,
           coalesce(sum(earned) FILTER (WHERE counted), 0)::text AS "contractorShare",
           coalesce(sum(total - earned) FILTER (WHERE counted), 0)::text AS "platformShare"
    FROM made
    GROUP BY GROUPING SETS ((week), (zip))`;
}

export interface AnalyticsTotalsRow {
  bookings: number;
  upcomingBookings: number;
  contractors: number;
  activeContractors: number;
}

/** All-time counts for the overview cards; upcoming = scheduled or confirmed. */
export function analyticsTotalsSql(): Prisma.Sql {
  return Prisma.sql`
    SELECT (SELECT count(*) FROM "Booking")::int AS bookings,
           (SELECT count(*) FROM "Booking" WHERE status IN (${bookingStatusList(bookingStatusesWhere("upcoming"))}))::int AS "upcomingBookings",
           (SELECT count(*) FROM "Contractor")::int AS contractors,
           (SELECT count(*) FROM "Contractor" WHERE "isActive")::int AS "activeContractors"`;
}
