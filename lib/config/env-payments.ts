import "server-only";
/**
 * Card payments of invoices through Stripe Checkout (lib/payments; README → Card payments). Unset
 * STRIPE_SECRET_KEY: invoices are still issued and e-mailed, the Pay button is hidden and payments
 * are recorded by hand. secrets.mjs refuses a test-mode key on a production server unless
 * STRIPE_TRIAL=true says the deployment is a trial.
 */
import { servesThisMachineOnly } from "./secrets.mjs";
import { type EnvRule, matching, oneOf } from "./env-rules.shared";

/**
 * Stripe's API address: https, or plain http to a loopback address only (the tests' stand-in for
 * Stripe on this machine): the secret key never crosses a network in the clear.
 */
const stripeApiUrl: EnvRule<URL | undefined> = {
  must: "be an https:// URL (http:// only to 127.0.0.1, localhost or [::1])",
  parse: (raw) => {
    const given = raw?.trim();
    if (!given) return { ok: true, value: undefined };
    if (!URL.canParse(given)) return { ok: false };
    const url = new URL(given);
    const fine =
      url.protocol === "https:" || (url.protocol === "http:" && servesThisMachineOnly(url.hostname));
    return fine ? { ok: true, value: url } : { ok: false };
  },
};

export const PAYMENT_RULES = {
  /** sk_live_… or sk_test_… (a restricted rk_ key with Checkout and Refunds write access works too) */
  STRIPE_SECRET_KEY: matching(
    /^(sk|rk)_(live|test)_[A-Za-z0-9]{8,}$/,
    "be a Stripe secret key (sk_live_… or sk_test_…)",
  ),
  /** The webhook endpoint's signing secret (whsec_…), from the Dashboard or `stripe listen` */
  STRIPE_WEBHOOK_SECRET: matching(
    /^whsec_[A-Za-z0-9+/=]{8,}$/,
    "be a Stripe webhook signing secret (whsec_…)",
  ),
  STRIPE_API_URL: stripeApiUrl,
  STRIPE_TRIAL: oneOf(["true", "false"]),
};
