import "server-only";
/**
 * Stripe's webhook (POST /api/payments/stripe-webhook; README → Card payments). Each event is
 * verified with STRIPE_WEBHOOK_SECRET, recorded once by its id (a repeat is answered and ignored)
 * and applied in the same transaction:
 *  - checkout.session.completed with payment_status "paid", and
 *    checkout.session.async_payment_succeeded: the money arrived. The amount and currency must be
 *    what the checkout asked for (its metadata): a mismatch is not recorded as a payment but kept
 *    in the audit log for the back office. Otherwise it is the invoice's card payment, keyed by the
 *    session and the payment intent, so the same money is never recorded twice, whichever event
 *    (or order) brings it. An invoice paid meanwhile by other means still records it (the money
 *    moved): the back office refunds the excess, and the audit says so.
 *  - every other type (an expired session, a failed async payment after a success…) changes nothing.
 */
import type Stripe from "stripe";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { audit } from "@/lib/admin/audit";
import { badRequest } from "@/lib/http/errors";
import { invoiceBalance } from "@/lib/invoices/balance";
import { recordPayment } from "@/lib/invoices/payments";
import { log } from "@/lib/log";
import { env } from "@/lib/env";
import { stripeClient } from "./stripe";

const PAID_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);

/** The event, when its signature is Stripe's for our endpoint's secret; a 400 otherwise. */
export function verifiedEvent(payload: string, signature: string | null): Stripe.Event {
  const secret = env.stripe?.webhookSecret;
  if (!secret) throw badRequest("Card payments are not set up here");
  try {
    return stripeClient().webhooks.constructEvent(payload, signature ?? "", secret);
  } catch {
    throw badRequest("Invalid Stripe signature");
  }
}

type Outcome =
  | "repeated"
  | "ignored"
  | "recorded"
  | "already-recorded"
  | "amount_mismatch"
  | "currency_mismatch"
  | "unknown_invoice";

async function applyPaidSession(
  tx: Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0],
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<Outcome> {
  if (event.type === "checkout.session.completed" && session.payment_status !== "paid") return "ignored";
  const invoiceId = session.metadata?.invoiceId ?? session.client_reference_id ?? "";
  const invoice = /^[0-9a-f-]{36}$/i.test(invoiceId)
    ? await tx.invoice.findUnique({ where: { id: invoiceId } })
    : null;
  if (!invoice) return "unknown_invoice";
  const asked = Number(session.metadata?.amountCents);
  const flag = async (outcome: "amount_mismatch" | "currency_mismatch") => {
    await audit(tx, {
      actor: "stripe",
      action: `payment.${outcome}`,
      entity: "Invoice",
      entityId: invoice.id,
      after: {
        eventId: event.id,
        session: session.id,
        amountTotal: session.amount_total,
        currency: session.currency,
        asked: Number.isFinite(asked) ? asked : null,
      },
    });
    log.error("stripe payment does not match its checkout: not recorded", { invoiceId: invoice.id, outcome });
    return outcome;
  };
  if (session.currency !== invoice.currency) return flag("currency_mismatch");
  if (!Number.isSafeInteger(session.amount_total) || session.amount_total !== asked || asked <= 0)
    return flag("amount_mismatch");
  const dueBefore = invoiceBalance(invoice).dueCents;
  const paymentIntent =
    typeof session.payment_intent === "string" ? session.payment_intent : session.payment_intent?.id;
  const { repeated } = await recordPayment(tx, {
    invoiceId: invoice.id,
    method: "card",
    amountCents: asked,
    receivedAt: new Date(event.created * 1000),
    recordedBy: "stripe",
    stripeCheckoutSessionId: session.id,
    stripePaymentIntentId: paymentIntent ?? null,
  });
  if (!repeated && asked > dueBefore) {
    await audit(tx, {
      actor: "stripe",
      action: "payment.overpaid",
      entity: "Invoice",
      entityId: invoice.id,
      after: {
        eventId: event.id,
        paidCents: asked,
        dueBeforeCents: dueBefore,
        refundCents: asked - dueBefore,
      },
    });
  }
  return repeated ? "already-recorded" : "recorded";
}

/** Applies a verified event once; what it did, for the log and the tests. */
export async function handleStripeEvent(db: PrismaClient, event: Stripe.Event): Promise<Outcome> {
  return db.$transaction(async (tx) => {
    const seen = await tx.stripeEvent.createMany({
      data: [{ id: event.id, type: event.type, outcome: "pending" }],
      skipDuplicates: true,
    });
    if (seen.count === 0) return "repeated";
    const outcome: Outcome = PAID_EVENTS.has(event.type)
      ? await applyPaidSession(tx, event, event.data.object as Stripe.Checkout.Session)
      : "ignored";
    await tx.stripeEvent.update({ where: { id: event.id }, data: { outcome } });
    return outcome;
  });
}
