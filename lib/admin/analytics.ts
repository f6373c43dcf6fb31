import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { currentAssignment } from "@/lib/bookings/serialize";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates";
import { findZip } from "@/lib/zips";
import type { Jsonified } from "@/lib/http/json";

const WEEKS = 12;

/** Monday of the week of a YYYY-MM-DD date. */
function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** Bookings per week (last 12 weeks, by booking date made), revenue split, and bookings by county. */
export async function bookingAnalytics(db: PrismaClient, now: Date = new Date()) {
  const today = todayInNewYork(now);
  const firstWeek = addDays(weekStart(today), -7 * (WEEKS - 1));
  const bookings = await db.booking.findMany({
    where: { createdAt: { gte: new Date(`${firstWeek}T00:00:00Z`) } },
    include: {
      quote: { select: { totalCost: true, zipCode: true } },
      assignments: { orderBy: { assignedAt: "desc" }, include: { contractor: true } },
    },
  });
  const weeks = Array.from({ length: WEEKS }, (_, i) => addDays(firstWeek, i * 7)).map((week) => ({
    week,
    bookings: 0,
    revenue: 0,
    contractorShare: 0,
    platformShare: 0,
  }));
  const counties = new Map<string, number>();
  for (const booking of bookings) {
    const made = todayInNewYork(booking.createdAt);
    const bucket = weeks.find((w) => w.week === weekStart(made));
    if (!bucket) continue;
    bucket.bookings++;
    const county = findZip(booking.quote.zipCode)?.county ?? "Other";
    counties.set(county, (counties.get(county) ?? 0) + 1);
    if (booking.status === "cancelled") continue;
    const total = Number(booking.quote.totalCost);
    const assignment = currentAssignment(booking);
    const earned = assignment ? Number(assignment.contractorEarnings) : 0;
    bucket.revenue += total;
    bucket.contractorShare += earned;
    bucket.platformShare += total - earned;
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    weekly: weeks.map((w) => ({
      ...w,
      revenue: round(w.revenue),
      contractorShare: round(w.contractorShare),
      platformShare: round(w.platformShare),
    })),
    byCounty: [...counties.entries()]
      .map(([county, count]) => ({ county, bookings: count }))
      .sort((a, b) => b.bookings - a.bookings),
    generatedFor: today,
  };
}

export type BookingAnalyticsDto = Jsonified<Awaited<ReturnType<typeof bookingAnalytics>>>;
