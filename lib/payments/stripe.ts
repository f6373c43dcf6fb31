import "server-only";
/**
 * Stripe, when STRIPE_SECRET_KEY is set (lib/config/env-payments.ts). Without it the product takes no
 * card online: invoices say to pay the painter, and payments are recorded by hand.
 *
 * Hosted Checkout only: the customer types their card on Stripe's page, so no card data ever reaches
 * this server. STRIPE_API_URL points the SDK at a loopback stand-in (the tests'); in production it is
 * unset and the SDK talks to api.stripe.com.
 */
import Stripe from "stripe";
import { env } from "@/lib/env";

/** The API version this code was written against: pinned, so a Stripe upgrade never changes shapes under us. */
export const STRIPE_API_VERSION = "2026-10-28.endive" as const;

/** A call to Stripe that takes longer fails (the customer is told to try again), never hangs a request. */
const TIMEOUT_MS = 15_000;

/** Whether invoices can be paid online (the Pay button, the e-mails' wording). */
export function paymentsOnline(): boolean {
  return env.stripe !== null;
}

let cached: { config: string; client: Stripe } | null = null;

/** The SDK for the configured key (one per configuration: tests change it). Throws when Stripe is off. */
export function stripeClient(): Stripe {
  const config = env.stripe;
  if (!config) throw new Error("Card payments are off: STRIPE_SECRET_KEY is not set.");
  const key = `${config.secretKey}|${config.api?.href ?? ""}`;
  if (cached?.config === key) return cached.client;
  const api = config.api;
  const client = new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    timeout: TIMEOUT_MS,
    // One retry of a lost connection (the SDK sends the same idempotency key, so it is safe).
    maxNetworkRetries: 1,
    telemetry: false,
    ...(api
      ? {
          host: api.hostname.replace(/^\[|\]$/g, ""),
          port: api.port || (api.protocol === "http:" ? 80 : 443),
          protocol: api.protocol === "http:" ? ("http" as const) : ("https" as const),
        }
      : {}),
  });
  cached = { config: key, client };
  return client;
}
