import "server-only";
/**
 * What the invoice page (/invoice/{token}) shows: the invoice as issued, its credit notes and
 * payments, what is still due, and whether it can be paid online now. Only what the link's invoice
 * holds: never its booking's other data.
 */
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import { paymentsOnline } from "@/lib/payments/stripe";
import { decimalToCents, formatUsd } from "@/lib/pricing/money.shared";
import { fromDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { invoiceBalance } from "./balance";
import { verifyInvoiceToken } from "./tokens";

const METHOD_LABELS = { card: "Card", cash: "Cash", check: "Check", other: "Other" } as const;

const dateOf = (moment: Date) => formatBookingDate(todayInNewYork(moment));

export async function loadInvoiceView(db: PrismaClient, token: string, now: Date = new Date()) {
  const id = verifyInvoiceToken(token, now);
  if (!id) return null;
  const invoice = await db.invoice.findUnique({
    where: { id },
    include: {
      lines: { orderBy: { position: "asc" } },
      creditNotes: { orderBy: { issuedAt: "asc" } },
      payments: { orderBy: { receivedAt: "asc" } },
    },
  });
  if (!invoice) return null;
  const balance = invoiceBalance(invoice);
  return {
    number: invoice.number,
    kind: invoice.kind,
    status: balance.status,
    issuedOn: dateOf(invoice.issuedAt),
    serviceDate: formatBookingDate(fromDbDate(invoice.serviceDate)),
    // The same days as New York calendar dates (YYYY-MM-DD), for a page in another language to write.
    days: {
      issued: todayInNewYork(invoice.issuedAt),
      service: fromDbDate(invoice.serviceDate),
      paid: invoice.paidAt ? todayInNewYork(invoice.paidAt) : null,
    },
    billedName: invoice.billedName,
    billedAddress: invoice.billedAddress,
    lines: invoice.lines.map((line) => ({
      kind: line.kind,
      label: line.label,
      amount: formatUsd(decimalToCents(line.amount)),
    })),
    subtotal: formatUsd(decimalToCents(invoice.subtotal)),
    tax: decimalToCents(invoice.tax) ? formatUsd(decimalToCents(invoice.tax)) : null,
    total: formatUsd(balance.totalCents),
    creditNotes: invoice.creditNotes.map((note) => ({
      number: note.number,
      reason: note.reason,
      amount: formatUsd(decimalToCents(note.amount)),
    })),
    payments: invoice.payments.map((payment) => ({
      method: METHOD_LABELS[payment.method],
      methodKey: payment.method,
      on: dateOf(payment.receivedAt),
      day: todayInNewYork(payment.receivedAt),
      amount: formatUsd(decimalToCents(payment.amount)),
      refunded: decimalToCents(payment.refunded) ? formatUsd(decimalToCents(payment.refunded)) : null,
    })),
    paid: formatUsd(balance.paidCents),
    due: formatUsd(balance.dueCents),
    dueCents: balance.dueCents,
    paidOn: invoice.paidAt ? dateOf(invoice.paidAt) : null,
    payOnline: paymentsOnline() && balance.dueCents > 0,
  };
}

export type InvoiceView = NonNullable<Awaited<ReturnType<typeof loadInvoiceView>>>;
