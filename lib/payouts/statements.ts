import "server-only";
/**
 * A painter's weekly statements (docs/product.md §10): for each week (Monday to Sunday, New York),
 * what they earned (jobs completed that week), what they were paid (payouts dated that week), and
 * what was still owed at the week's end (everything earned minus everything paid, up to then).
 */
import { jobStatusSql } from "@/lib/bookings/status-sql";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";

export const STATEMENT_WEEKS = 12;

export interface WeekStatement {
  /** Monday, YYYY-MM-DD */
  weekOf: string;
  earnedCents: number;
  paidCents: number;
  jobs: number;
  /** Owed at the end of the week */
  owedCents: number;
}

/** The Monday of the New York week a date falls in. */
export function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(isoDate, weekday === 0 ? -6 : 1 - weekday);
}

export async function weeklyStatements(
  db: PrismaClient,
  contractorId: string,
  now: Date = new Date(),
  weeks = STATEMENT_WEEKS,
): Promise<WeekStatement[]> {
  const firstMonday = addDays(mondayOf(todayInNewYork(now)), -7 * (weeks - 1));
  const earned = await db.$queryRaw<{ week: string; cents: bigint; jobs: bigint }[]>`
    SELECT CASE WHEN day < ${firstMonday}::date THEN 'before' ELSE to_char(date_trunc('week', day), 'YYYY-MM-DD') END AS week,
           round(sum(earnings) * 100)::bigint AS cents, count(*)::bigint AS jobs
    FROM (SELECT ("completedAt" AT TIME ZONE 'UTC' AT TIME ZONE 'America/New_York')::date AS day,
                 "contractorEarnings" AS earnings
          FROM "JobAssignment" WHERE "contractorId" = ${contractorId}::uuid AND status = ${jobStatusSql("completed")}
            AND "completedAt" IS NOT NULL) done
    GROUP BY 1`;
  const paid = await db.$queryRaw<{ week: string; cents: bigint }[]>`
    SELECT CASE WHEN "paidOn" < ${firstMonday}::date THEN 'before' ELSE to_char(date_trunc('week', "paidOn"), 'YYYY-MM-DD') END AS week,
           round(sum(amount) * 100)::bigint AS cents
    FROM "Payout" WHERE "contractorId" = ${contractorId}::uuid GROUP BY 1`;
  const earnedBy = new Map(earned.map((row) => [row.week, row]));
  const paidBy = new Map(paid.map((row) => [row.week, Number(row.cents)]));
  let owed = Number(earnedBy.get("before")?.cents ?? 0) - (paidBy.get("before") ?? 0);
  const statements: WeekStatement[] = [];
  for (let i = 0; i < weeks; i++) {
    const weekOf = addDays(firstMonday, 7 * i);
    const row = earnedBy.get(weekOf);
    const earnedCents = Number(row?.cents ?? 0);
    const paidCents = paidBy.get(weekOf) ?? 0;
    owed += earnedCents - paidCents;
    statements.push({ weekOf, earnedCents, paidCents, jobs: Number(row?.jobs ?? 0), owedCents: owed });
  }
  return statements.reverse();
}
