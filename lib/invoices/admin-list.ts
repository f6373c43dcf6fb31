import "server-only";
/**
 * The back office's Payments section (docs/product.md §10): invoices newest first in keyset pages of
 * (issuedAt, id), by status (open, overdue = open 7+ days after issue, paid, void) or by number,
 * e-mail or name (the totals per month are in ./monthly-totals.ts, the CSV in ./csv.ts). Each page reads its rows through
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
