import "server-only";
/**
 * The one writer of an invoice's balance (docs/product.md §10): what was paid (payments less their
 * refunds), what was credited, and the status that follows. Every payment, refund and credit note
 * calls `settleInvoice` in its own transaction, after locking the invoice row, so two writers at
 * once (a webhook and the back office) add up instead of overwriting each other.
 */
import type { Invoice, InvoiceStatus } from "@/lib/generated/prisma/client";
import type { DbClient } from "@/lib/db/types";
import { notFound } from "@/lib/http/errors";
import { centsToDecimalString, decimalToCents, type Cents } from "@/lib/pricing/money.shared";

/** Locks the invoice row for the rest of the transaction and returns it (404 when there is none). */
export async function lockInvoice(tx: DbClient, invoiceId: string): Promise<Invoice> {
  await tx.$executeRaw`SELECT 1 FROM "Invoice" WHERE "id" = ${invoiceId}::uuid FOR UPDATE`;
  const invoice = await tx.invoice.findUnique({ where: { id: invoiceId } });
  if (!invoice) throw notFound("Invoice not found");
  return invoice;
}

export interface Balance {
  totalCents: Cents;
  paidCents: Cents;
  creditedCents: Cents;
  /** What is still owed: never below 0 */
  dueCents: Cents;
  status: InvoiceStatus;
}

/** The status that follows from the figures: void when credited in full, paid when nothing is owed. */
export function balanceOf(totalCents: Cents, paidCents: Cents, creditedCents: Cents): Balance {
  const owed = totalCents - creditedCents;
  const dueCents = Math.max(0, owed - paidCents);
  const status: InvoiceStatus = owed <= 0 && paidCents <= 0 ? "void" : dueCents === 0 ? "paid" : "open";
  return { totalCents, paidCents, creditedCents, dueCents, status };
}

export function invoiceBalance(invoice: Pick<Invoice, "total" | "amountPaid" | "amountCredited">): Balance {
  return balanceOf(
    decimalToCents(invoice.total),
    decimalToCents(invoice.amountPaid),
    decimalToCents(invoice.amountCredited),
  );
}

/** Recomputes the balance from the invoice's payments, refunds and credit notes, and writes it. */
export async function settleInvoice(tx: DbClient, invoiceId: string, now: Date): Promise<Balance> {
  const invoice = await tx.invoice.findUniqueOrThrow({
    where: { id: invoiceId },
    include: {
      payments: { select: { amount: true, refunded: true } },
      creditNotes: { select: { amount: true } },
    },
  });
  const paid = invoice.payments.reduce(
    (s, p) => s + decimalToCents(p.amount) - decimalToCents(p.refunded),
    0,
  );
  const credited = invoice.creditNotes.reduce((s, c) => s + decimalToCents(c.amount), 0);
  const balance = balanceOf(decimalToCents(invoice.total), paid, credited);
  await tx.invoice.update({
    where: { id: invoiceId },
    data: {
      amountPaid: centsToDecimalString(paid),
      amountCredited: centsToDecimalString(credited),
      status: balance.status,
      paidAt: balance.status === "paid" ? (invoice.paidAt ?? now) : null,
    },
  });
  return balance;
}
