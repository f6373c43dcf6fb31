import "server-only";
/**
 * The Payments tab's totals per month (docs/product.md §10): what was invoiced (by issue date) and what
 * came in (payments by the day the money was received, less refunds by the day they went out), in New
 * York months, newest first. Each month is one range of the (issuedAt, id, total) and (receivedAt,
 * amount) indexes, summed from the index alone: no invoice or payment row is read and no timestamp is
 * converted row by row, so a year of a million-booking business (~200,000 invoices) stays cheap.
 */
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { todayInNewYork } from "@/lib/scheduling/dates.shared";

export interface MonthTotals {
  /** "2026-11" (New York) */
  month: string;
  invoices: number;
  invoicedCents: number;
  /** Payments received that month, less refunds made that month */
  collectedCents: number;
}

/** The month `back` months before "YYYY-MM". */
function monthsBefore(month: string, back: number): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const index = year * 12 + number - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** `months`: each New York month from `first` to `last` ("YYYY-MM"), as the UTC instants the columns hold. */
const monthRanges = (first: string, last: string) => Prisma.sql`months AS (
  SELECT to_char(m, 'YYYY-MM') AS month,
         m AT TIME ZONE 'America/New_York' AT TIME ZONE 'UTC' AS starts,
         (m + interval '1 month') AT TIME ZONE 'America/New_York' AT TIME ZONE 'UTC' AS ends
  FROM generate_series(${`${first}-01`}::date::timestamp, ${`${last}-01`}::date::timestamp, interval '1 month') m)`;

/** The last `months` months (this one included) that saw an invoice, a payment or a refund. */
export async function monthlyTotals(
  db: PrismaClient,
  now: Date = new Date(),
  months = 12,
): Promise<MonthTotals[]> {
  const last = todayInNewYork(now).slice(0, 7);
  const ranges = monthRanges(monthsBefore(last, months - 1), last);
  const invoiced = await db.$queryRaw<{ month: string; invoices: bigint; cents: bigint }[]>`
    WITH ${ranges}
    SELECT m.month, i.invoices, i.cents FROM months m CROSS JOIN LATERAL (
      SELECT count(*) AS invoices, coalesce(round(sum("total") * 100), 0)::bigint AS cents
      FROM "Invoice" WHERE "issuedAt" >= m.starts AND "issuedAt" < m.ends) i`;
  // Refunds are few: one pass over them, matched to their month.
  const collected = await db.$queryRaw<{ month: string; entries: bigint; cents: bigint }[]>`
    WITH ${ranges}, refunds AS (
      SELECT m.month, count(*) AS entries, round(sum(r."amount") * 100)::bigint AS cents
      FROM "Refund" r JOIN months m ON r."createdAt" >= m.starts AND r."createdAt" < m.ends
      GROUP BY m.month)
    SELECT m.month, p.entries + coalesce(r.entries, 0) AS entries, p.cents - coalesce(r.cents, 0) AS cents
    FROM months m
    CROSS JOIN LATERAL (
      SELECT count(*) AS entries, coalesce(round(sum("amount") * 100), 0)::bigint AS cents
      FROM "Payment" WHERE "receivedAt" >= m.starts AND "receivedAt" < m.ends) p
    LEFT JOIN refunds r ON r.month = m.month`;
  const money = new Map(collected.map((row) => [row.month, row]));
  return invoiced
    .filter((row) => row.invoices > 0n || (money.get(row.month)?.entries ?? 0n) > 0n)
    .map((row) => ({
      month: row.month,
      invoices: Number(row.invoices),
      invoicedCents: Number(row.cents),
      collectedCents: Number(money.get(row.month)?.cents ?? 0),
    }))
    .sort((a, b) => b.month.localeCompare(a.month));
}
