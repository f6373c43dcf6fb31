import "server-only";
/**
 * Issues invoices (docs/product.md §10), inside the transaction that completes or cancels the
 * booking (lib/bookings/transitions.ts), so a booking is never completed without its invoice nor
 * invoiced without being completed. The figures are the server's own: the quote's stored totals
 * and the breakdown it was priced with, and the back office's price changes (lib/bookings/price-changes.ts,
 * each its own line), never anything a client sent. Issuing twice finds the first
 * invoice (one job invoice and one fee invoice per booking), and the e-mail goes with the first only.
 */
import { createElement } from "react";
import type { Invoice, InvoiceKind } from "@/lib/generated/prisma/client";
import type { DbClient } from "@/lib/db/types";
import { enqueueEmail } from "@/lib/email/outbox";
import { emailDate, recipientLanguage } from "@/lib/email/language";
import { InvoiceEmail } from "@/lib/email/templates/invoice-emails";
import { getT } from "@/lib/i18n/server";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import type { BookingWithRelations } from "@/lib/bookings/serialize";
import { paymentsOnline } from "@/lib/payments/stripe";
import { centsToDecimalString, decimalToCents, formatUsd } from "@/lib/pricing/money.shared";
import { roomLabel } from "@/lib/pricing/quote.shared";
import { jobPainter } from "@/lib/reviews/requests";
import { fromDbDate } from "@/lib/scheduling/dates.shared";
import { feeInvoiceDraft, jobInvoiceDraft, type InvoiceDraft, type QuotedLine } from "./lines.shared";
import { nextDocumentNumber } from "./numbers";
import { invoiceUrl } from "./tokens";

/** Whether the customer is e-mailed the invoice: always, except for the demo data's history. */
interface IssueOptions {
  email?: boolean;
}

/** The completed booking's invoice for the work. */
export async function issueJobInvoice(
  tx: DbClient,
  booking: BookingWithRelations,
  now: Date,
  options: IssueOptions = {},
) {
  const rooms = await tx.room.findMany({
    where: { quoteId: booking.quoteId },
    orderBy: { position: "asc" },
    select: { type: true, name: true, cost: true },
  });
  // Read after the completion's update of the booking row: a change made meanwhile waited for it, or is here.
  const changes = await tx.bookingPriceChange.findMany({
    where: { bookingId: booking.id },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { reason: true, amount: true },
  });
  const snapshot = (booking.quote.pricingSnapshot ?? {}) as { breakdown?: QuotedLine[] };
  const draft = jobInvoiceDraft({
    subtotalCents: decimalToCents(booking.quote.subtotal),
    taxCents: decimalToCents(booking.quote.taxAmount),
    totalCents: decimalToCents(booking.quote.totalCost),
    breakdown: Array.isArray(snapshot.breakdown) ? snapshot.breakdown : null,
    rooms: rooms.map((room, i) => ({ label: roomLabel(room, i), cents: decimalToCents(room.cost) })),
    changes: changes.map((change) => ({ reason: change.reason, cents: decimalToCents(change.amount) })),
  });
  return issue(tx, booking, "job", draft, now, options);
}

/** The fee invoice of a booking cancelled late (its cancellationFee); nothing when there is no fee. */
export async function issueFeeInvoice(tx: DbClient, booking: BookingWithRelations, now: Date) {
  const feeCents = decimalToCents(booking.cancellationFee);
  if (feeCents <= 0) return null;
  const draft = feeInvoiceDraft(feeCents, formatBookingDate(fromDbDate(booking.scheduledDate)));
  return issue(tx, booking, "cancellation_fee", draft, now);
}

async function issue(
  tx: DbClient,
  booking: BookingWithRelations,
  kind: InvoiceKind,
  draft: InvoiceDraft,
  now: Date,
  { email = true }: IssueOptions = {},
): Promise<Invoice> {
  const existing = await tx.invoice.findUnique({
    where: { bookingId_kind: { bookingId: booking.id, kind } },
  });
  if (existing) return existing;
  const painter = kind === "job" ? jobPainter(booking) : undefined;
  const invoice = await tx.invoice.create({
    data: {
      number: await nextDocumentNumber(tx, "BW", now),
      kind,
      bookingId: booking.id,
      contractorId: painter?.contractorId ?? null,
      billedName: booking.quote.customerName?.trim() || booking.quote.email,
      billedEmail: booking.quote.email,
      billedAddress: booking.quote.address,
      serviceDate: booking.scheduledDate,
      subtotal: centsToDecimalString(draft.subtotalCents),
      tax: centsToDecimalString(draft.taxCents),
      total: centsToDecimalString(draft.totalCents),
      issuedAt: now,
      status: draft.totalCents > 0 ? "open" : "paid",
      paidAt: draft.totalCents > 0 ? null : now,
      lines: {
        create: draft.lines.map((line, position) => ({
          position,
          kind: line.kind,
          label: line.label,
          amount: centsToDecimalString(line.cents),
        })),
      },
    },
  });
  if (!email) return invoice;
  const locale = recipientLanguage(booking);
  const t = getT(locale, "emails");
  await enqueueEmail(tx, {
    to: invoice.billedEmail,
    subject: t(kind === "job" ? "invoice.subject" : "invoice.feeSubject", { number: invoice.number }),
    template: "invoice",
    body: createElement(InvoiceEmail, {
      locale,
      customerName: booking.quote.customerName ?? t("customerFallback"),
      number: invoice.number,
      kind,
      date: emailDate(locale, fromDbDate(booking.scheduledDate)),
      lines: draft.lines.map((line) => ({ label: line.label, amount: formatUsd(line.cents) })),
      total: formatUsd(draft.totalCents),
      url: invoiceUrl(invoice.id, now, locale),
      payOnline: paymentsOnline(),
    }),
  });
  return invoice;
}
