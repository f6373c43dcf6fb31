import "server-only";
/**
 * Money given back (docs/product.md §10). A card payment is refunded through Stripe first (its
 * payment intent, for the amount, under an idempotency key of the payment and what was refunded so
 * far, so a retried request refunds once), then recorded; cash, check and other are recorded as
 * handed back. A refund Stripe refuses records nothing.
 */
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { ApiError, notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import { recordRefund } from "@/lib/invoices/payments";
import { log, serializeError } from "@/lib/log";
import { decimalToCents } from "@/lib/pricing/money.shared";
import { refundSchema } from "@/lib/validations/invoice-money";
import { stripeClient } from "./stripe";

export async function refundPayment(db: PrismaClient, rawPaymentId: string, input: unknown, actor = "admin") {
  const paymentId = parseId(rawPaymentId, "Invalid payment ID");
  const { amount, reason } = refundSchema.parse(input);
  const payment = await db.payment.findUnique({ where: { id: paymentId } });
  if (!payment) throw notFound("Payment not found");
  let stripeRefundId: string | null = null;
  if (payment.method === "card" && payment.stripePaymentIntentId) {
    const left = decimalToCents(payment.amount) - decimalToCents(payment.refunded);
    if (amount > left)
      throw new ApiError(422, `At most $${(left / 100).toFixed(2)} of this payment can be refunded.`);
    try {
      const refund = await stripeClient().refunds.create(
        {
          payment_intent: payment.stripePaymentIntentId,
          amount,
          reason: "requested_by_customer",
          metadata: { paymentId },
        },
        { idempotencyKey: `refund:${payment.id}:${decimalToCents(payment.refunded)}:${amount}` },
      );
      stripeRefundId = refund.id;
    } catch (error) {
      log.error("stripe refund failed", { paymentId, error: serializeError(error) });
      throw new ApiError(
        503,
        "Stripe did not take the refund. Nothing was refunded: try again in a few minutes.",
        undefined,
        "unavailable",
      );
    }
  }
  return db.$transaction((tx) =>
    recordRefund(tx, { paymentId, amountCents: amount, reason, actor, stripeRefundId }),
  );
}
