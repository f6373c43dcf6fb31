import "server-only";
/**
 * The back office's Payments section (docs/product.md §10): invoices newest first in keyset pages of
 * (issuedAt, id), by status (open, overdue = open 7+ days after issue, paid, void) or by number,
 * e-mail or name; totals per month; the CSV for the accountant. Each page reads its rows through
 * the (status, issuedAt, id) or (issuedAt, id) index, so a page costs the same at a million invoices.
 */
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { decodeCursor, encodeCursor } from "@/lib/http/cursor";
import { decimalToCents } from "@/lib/pricing/money.shared";
import { DAY_MS, fromDbDate } from "@/lib/scheduling/dates.shared";
import { adminInvoicesQuerySchema, type AdminInvoicesQuery } from "@/lib/validations/invoice-money";
import { invoiceBalance } from "./balance";
import { OVERDUE_AFTER_DAYS } from "./reminders";

const NUMBER_SEARCH = /^(BW|CN)-\d{4}-\d{1,6}$/i;

export function invoiceWhere(
  filter: Pick<AdminInvoicesQuery, "q" | "status">,
  now: Date,
): Prisma.InvoiceWhereInput {
  const overdueBefore = new Date(now.getTime() - OVERDUE_AFTER_DAYS * DAY_MS);
  const status: Prisma.InvoiceWhereInput =
    filter.status === "overdue"
      ? { status: "open", issuedAt: { lte: overdueBefore } }
      : filter.status
        ? { status: filter.status }
        : {};
  const q = filter.q?.trim();
  const search: Prisma.InvoiceWhereInput = !q
    ? {}
    : NUMBER_SEARCH.test(q)
      ? { number: q.toUpperCase() }
      : q.includes("@")
        ? { billedEmail: q.toLowerCase() }
        : { billedName: { contains: q, mode: "insensitive" } };
  return { ...status, ...search };
}

/**
 * Invoices after `after` in the list's order (issuedAt desc, id desc). The bound on issuedAt alone is
 * implied by the OR, but only it lets the index scan start at the cursor: without it a page deep in
 * the list (or the CSV's thousandth batch) walks every newer invoice first.
 */
export function beforeKeyset(after: { issuedAt: Date; id: string }): Prisma.InvoiceWhereInput {
  return {
    issuedAt: { lte: after.issuedAt },
    OR: [{ issuedAt: { lt: after.issuedAt } }, { issuedAt: after.issuedAt, id: { lt: after.id } }],
  };
}

export async function listAdminInvoices(db: PrismaClient, query: unknown, now: Date = new Date()) {
  const filter = adminInvoicesQuerySchema.parse(query);
  const after = filter.cursor ? decodeCursor(filter.cursor, ["timestamp", "uuid"] as const) : null;
  const filtered = invoiceWhere(filter, now);
  const where: Prisma.InvoiceWhereInput = after
    ? { AND: [filtered, beforeKeyset({ issuedAt: after[0], id: after[1] })] }
    : filtered;
  const page = await db.invoice.findMany({
    where,
    orderBy: [{ issuedAt: "desc" }, { id: "desc" }],
    take: filter.limit + 1,
    include: {
      contractor: { select: { firstName: true, lastName: true } },
      payments: { select: { id: true, method: true, amount: true, refunded: true, receivedAt: true } },
    },
  });
  const rows = page.slice(0, filter.limit);
  const last = rows.at(-1);
  const overdueBefore = now.getTime() - OVERDUE_AFTER_DAYS * DAY_MS;
  return {
    invoices: rows.map((invoice) => {
      const balance = invoiceBalance(invoice);
      return {
        id: invoice.id,
        number: invoice.number,
        kind: invoice.kind,
        status: invoice.status,
        overdue: invoice.status === "open" && invoice.issuedAt.getTime() <= overdueBefore,
        issuedAt: invoice.issuedAt.toISOString(),
        serviceDate: fromDbDate(invoice.serviceDate),
        bookingId: invoice.bookingId,
        customerName: invoice.billedName,
        email: invoice.billedEmail,
        painter: invoice.contractor ? `${invoice.contractor.firstName} ${invoice.contractor.lastName}` : null,
        totalCents: balance.totalCents,
        paidCents: balance.paidCents,
        creditedCents: balance.creditedCents,
        dueCents: balance.dueCents,
        payments: invoice.payments.map((p) => ({
          id: p.id,
          method: p.method,
          amountCents: decimalToCents(p.amount),
          refundedCents: decimalToCents(p.refunded),
          receivedAt: p.receivedAt.toISOString(),
        })),
      };
    }),
    nextCursor: page.length > filter.limit && last ? encodeCursor([last.issuedAt, last.id]) : null,
  };
}

export interface MonthTotals {
  /** "2026-11" (New York) */
  month: string;
  invoices: number;
  invoicedCents: number;
  /** Payments received that month, less refunds made that month */
  collectedCents: number;
}

/**
 * The last `months` months' totals, newest first: what was invoiced (by issue date) and what came in
 * (by the day the money was received, refunds by the day they went out), in New York months.
 * Bounded by the date range, through the issuedAt and receivedAt indexes.
 */
export async function monthlyTotals(
  db: PrismaClient,
  now: Date = new Date(),
  months = 12,
): Promise<MonthTotals[]> {
  const since = new Date(now.getTime() - (months * 31 + 1) * DAY_MS);
  const invoiced = await db.$queryRaw<{ month: string; invoices: bigint; cents: bigint }[]>`
    SELECT to_char("issuedAt" AT TIME ZONE 'UTC' AT TIME ZONE 'America/New_York', 'YYYY-MM') AS month,
           count(*) AS invoices, coalesce(sum(round("total" * 100)), 0)::bigint AS cents
    FROM "Invoice" WHERE "issuedAt" >= ${since} GROUP BY 1`;
  const collected = await db.$queryRaw<{ month: string; cents: bigint }[]>`
    SELECT month, sum(cents)::bigint AS cents FROM (
      SELECT to_char("receivedAt" AT TIME ZONE 'UTC' AT TIME ZONE 'America/New_York', 'YYYY-MM') AS month,
             round("amount" * 100) AS cents
      FROM "Payment" WHERE "receivedAt" >= ${since}
      UNION ALL
      SELECT to_char("createdAt" AT TIME ZONE 'UTC' AT TIME ZONE 'America/New_York', 'YYYY-MM'), -round("amount" * 100)
      FROM "Refund" WHERE "createdAt" >= ${since}
    ) money GROUP BY 1`;
  const byMonth = new Map<string, MonthTotals>();
  const entry = (m: string) => {
    let found = byMonth.get(m);
    if (!found) byMonth.set(m, (found = { month: m, invoices: 0, invoicedCents: 0, collectedCents: 0 }));
    return found;
  };
  for (const row of invoiced)
    Object.assign(entry(row.month), { invoices: Number(row.invoices), invoicedCents: Number(row.cents) });
  for (const row of collected) entry(row.month).collectedCents = Number(row.cents);
  return [...byMonth.values()].sort((a, b) => b.month.localeCompare(a.month)).slice(0, months);
}
