import "server-only";
/**
 * Pay an invoice by card (docs/product.md §10): the invoice page's Pay button posts here, and the
 * customer is sent to a Stripe Checkout page for exactly what is due. Nothing is written on our
 * side: the invoice is marked paid only by the signed webhook (./webhook.ts), so a Stripe outage, an
 * abandoned checkout or a closed tab leaves the invoice as it was, payable later, never half-paid.
 */
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { invoiceBalance } from "@/lib/invoices/balance";
import { invoicePath, verifyInvoiceToken } from "@/lib/invoices/tokens";
import { log, serializeError } from "@/lib/log";
import { siteConfig } from "@/lib/site.shared";
import { paymentsOnline, stripeClient } from "./stripe";

/** Where the customer goes next: Stripe's page, or back to the invoice (with what happened). */
export type CheckoutOutcome = { redirect: string };

/** The invoice page's notices after a checkout (the `payment` query parameter). */
export const CHECKOUT_NOTICES = {
  unavailable:
    "Online payment is unavailable right now. Please try again in a few minutes, or pay your painter by cash or check.",
  paid: "Thank you! Your payment is being confirmed: this page shows Paid within a minute.",
} as const;

export async function startCheckout(
  db: PrismaClient,
  token: string,
  now: Date = new Date(),
): Promise<CheckoutOutcome> {
  const page = `${siteConfig.url}/invoice/${encodeURIComponent(token)}`;
  const invoiceId = verifyInvoiceToken(token, now);
  if (!invoiceId || !paymentsOnline()) return { redirect: page };
  const invoice = await db.invoice.findUnique({
    where: { id: invoiceId },
    include: { _count: { select: { payments: true } } },
  });
  if (!invoice) return { redirect: page };
  const { dueCents } = invoiceBalance(invoice);
  if (dueCents <= 0) return { redirect: page };

  const metadata = { invoiceId: invoice.id, invoiceNumber: invoice.number, amountCents: String(dueCents) };
  try {
    const session = await stripeClient().checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: invoice.currency,
              unit_amount: dueCents,
              product_data: {
                name: `Invoice ${invoice.number}`,
                description: invoice.kind === "job" ? "Interior painting" : "Late cancellation fee",
              },
            },
          },
        ],
        customer_email: invoice.billedEmail,
        client_reference_id: invoice.id,
        metadata,
        payment_intent_data: { metadata, description: `Invoice ${invoice.number}` },
        success_url: `${siteConfig.url}${invoicePath(invoice.id, invoice.issuedAt)}?payment=paid`,
        cancel_url: page,
      },
      // A double click, or the SDK's own retry, makes one session for this amount: a new payment
      // recorded since (a part paid in cash) changes the amount and so the key.
      { idempotencyKey: `checkout:${invoice.id}:${dueCents}:${invoice._count.payments}` },
    );
    if (typeof session.url !== "string" || !/^https?:\/\//.test(session.url))
      throw new Error("Stripe gave no checkout URL");
    return { redirect: session.url };
  } catch (error) {
    log.error("checkout could not start", { invoiceId: invoice.id, error: serializeError(error) });
    return { redirect: `${page}?payment=unavailable` };
  }
}
