import "server-only";
/**
 * Stripe, when STRIPE_SECRET_KEY is set (lib/config/env-payments.ts). Without it the product takes no
 * card online: invoices say to pay the painter, and payments are recorded by hand.
 */
import { env } from "@/lib/env";

/** Whether invoices can be paid online (the Pay button, the e-mail's wording). */
export function paymentsOnline(): boolean {
  return env.stripe !== null;
}
