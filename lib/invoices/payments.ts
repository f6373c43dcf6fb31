import "server-only";
/**
 * Money in and back out (docs/product.md §10): payments (a card through Stripe, cash or a check
 * recorded by the painter or the back office), refunds and credit notes. Each writes its record and
 * settles the invoice's balance (./balance.ts) in one transaction with the invoice row locked, and
 * leaves an audit entry; a payment also e-mails the customer a receipt. A payment carrying a key it was already recorded under (the painter's
 * phone sending a queued payment again, Stripe repeating an event) is the same payment, not a second.
 */
import type { Payment, PaymentMethod, Prisma } from "@/lib/generated/prisma/client";
import type { DbClient } from "@/lib/db/types";
import { audit } from "@/lib/admin/audit";
import { ApiError } from "@/lib/http/errors";
import { centsToDecimalString, decimalToCents, formatUsd, type Cents } from "@/lib/pricing/money.shared";
import { invoiceBalance, lockInvoice, settleInvoice, type Balance } from "./balance";
import { nextDocumentNumber } from "./numbers";
import { queueReceipt } from "./receipt";

export interface NewPayment {
  invoiceId: string;
  method: PaymentMethod;
  amountCents: Cents;
  receivedAt: Date;
  /** "admin", "contractor:<id>" or "stripe" */
  recordedBy: string;
  checkNumber?: string | null;
  note?: string | null;
  clientRef?: string | null;
  stripeCheckoutSessionId?: string | null;
  stripePaymentIntentId?: string | null;
  /** No receipt e-mail: the demo data's history only. */
  quiet?: boolean;
}

const refuse = (message: string, details?: Record<string, unknown>) =>
  new ApiError(422, message, details, "invalid_request");

/** Whole cents above zero: the schemas make them so; a caller in code is held to it too. */
function assertPositiveCents(cents: Cents) {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw refuse("The amount must be more than $0.00.");
}

/** A payment recorded before under the same key (clientRef or Stripe session), if any. */
async function samePayment(tx: DbClient, payment: NewPayment): Promise<Payment | null> {
  const keys: Prisma.PaymentWhereInput[] = [];
  if (payment.clientRef) keys.push({ clientRef: payment.clientRef });
  if (payment.stripeCheckoutSessionId)
    keys.push({ stripeCheckoutSessionId: payment.stripeCheckoutSessionId });
  if (payment.stripePaymentIntentId) keys.push({ stripePaymentIntentId: payment.stripePaymentIntentId });
  return keys.length ? tx.payment.findFirst({ where: { OR: keys } }) : null;
}

/**
 * Records a payment against an invoice. Refused (422): a non-positive amount, or more than is still
 * due (a mistyped amount is caught here, not in the books); a card payment is never refused for
 * that, since the money has moved: Stripe's amount is checked against the checkout before this.
 */
export async function recordPayment(
  tx: DbClient,
  payment: NewPayment,
  now: Date = new Date(),
): Promise<{ payment: Payment; balance: Balance; repeated: boolean }> {
  const invoice = await lockInvoice(tx, payment.invoiceId);
  const earlier = await samePayment(tx, payment);
  if (earlier) {
    if (earlier.invoiceId !== invoice.id) throw refuse("This payment was recorded against another invoice.");
    return { payment: earlier, balance: invoiceBalance(invoice), repeated: true };
  }
  assertPositiveCents(payment.amountCents);
  const before = invoiceBalance(invoice);
  if (payment.method !== "card" && payment.amountCents > before.dueCents) {
    throw refuse(
      before.dueCents === 0
        ? `Invoice ${invoice.number} has nothing left to pay.`
        : `That is more than is due on invoice ${invoice.number} (${formatUsd(before.dueCents)}).`,
      { dueCents: before.dueCents },
    );
  }
  const created = await tx.payment.create({
    data: {
      invoiceId: invoice.id,
      method: payment.method,
      amount: centsToDecimalString(payment.amountCents),
      receivedAt: payment.receivedAt,
      recordedBy: payment.recordedBy,
      checkNumber: payment.checkNumber?.trim() || null,
      note: payment.note?.trim() || null,
      clientRef: payment.clientRef ?? null,
      stripeCheckoutSessionId: payment.stripeCheckoutSessionId ?? null,
      stripePaymentIntentId: payment.stripePaymentIntentId ?? null,
    },
  });
  const balance = await settleInvoice(tx, invoice.id, now);
  if (!payment.quiet) await queueReceipt(tx, invoice, created, balance);
  await audit(tx, {
    actor: payment.recordedBy,
    action: "payment.recorded",
    entity: "Invoice",
    entityId: invoice.id,
    before: { status: before.status, dueCents: before.dueCents },
    after: {
      paymentId: created.id,
      method: created.method,
      amountCents: payment.amountCents,
      status: balance.status,
      dueCents: balance.dueCents,
    },
  });
  return { payment: created, balance, repeated: false };
}

/**
 * Records money given back from a payment (the Stripe refund, when it is a card payment, is made by
 * the caller before this: lib/payments). Never more than what is left of the payment.
 */
export async function recordRefund(
  tx: DbClient,
  input: {
    paymentId: string;
    amountCents: Cents;
    reason: string;
    actor: string;
    stripeRefundId?: string | null;
  },
  now: Date = new Date(),
) {
  const found = await tx.payment.findUnique({ where: { id: input.paymentId } });
  if (!found) throw new ApiError(404, "Payment not found");
  await lockInvoice(tx, found.invoiceId);
  const payment = await tx.payment.findUniqueOrThrow({ where: { id: input.paymentId } });
  const left = decimalToCents(payment.amount) - decimalToCents(payment.refunded);
  assertPositiveCents(input.amountCents);
  if (input.amountCents > left)
    throw refuse(`At most ${formatUsd(left)} of this payment can be refunded.`, { refundableCents: left });
  const refund = await tx.refund.create({
    data: {
      paymentId: payment.id,
      amount: centsToDecimalString(input.amountCents),
      reason: input.reason.trim(),
      actor: input.actor,
      stripeRefundId: input.stripeRefundId ?? null,
    },
  });
  await tx.payment.update({
    where: { id: payment.id },
    data: { refunded: centsToDecimalString(decimalToCents(payment.refunded) + input.amountCents) },
  });
  const balance = await settleInvoice(tx, payment.invoiceId, now);
  await audit(tx, {
    actor: input.actor,
    action: "payment.refunded",
    entity: "Invoice",
    entityId: payment.invoiceId,
    after: {
      refundId: refund.id,
      paymentId: payment.id,
      amountCents: input.amountCents,
      reason: refund.reason,
    },
  });
  return { refund, balance };
}

/**
 * Issues a credit note: the correction of an issued invoice (which itself never changes). It lowers
 * what is owed, at most to nothing; money already paid beyond the new total is given back by a refund.
 */
export async function issueCreditNote(
  tx: DbClient,
  input: { invoiceId: string; amountCents: Cents; reason: string; actor: string },
  now: Date = new Date(),
) {
  const invoice = await lockInvoice(tx, input.invoiceId);
  const before = invoiceBalance(invoice);
  const creditable = before.totalCents - before.creditedCents;
  assertPositiveCents(input.amountCents);
  if (input.amountCents > creditable)
    throw refuse(`At most ${formatUsd(creditable)} of invoice ${invoice.number} can be credited.`, {
      creditableCents: creditable,
    });
  const note = await tx.creditNote.create({
    data: {
      number: await nextDocumentNumber(tx, "CN", now),
      invoiceId: invoice.id,
      amount: centsToDecimalString(input.amountCents),
      reason: input.reason.trim(),
      actor: input.actor,
      issuedAt: now,
    },
  });
  const balance = await settleInvoice(tx, invoice.id, now);
  await audit(tx, {
    actor: input.actor,
    action: "invoice.credited",
    entity: "Invoice",
    entityId: invoice.id,
    before: { status: before.status, dueCents: before.dueCents },
    after: {
      creditNote: note.number,
      amountCents: input.amountCents,
      reason: note.reason,
      status: balance.status,
    },
  });
  return { creditNote: note, balance };
}
