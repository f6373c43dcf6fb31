import "server-only";
/** How mail leaves (lib/email; README → A mail-provider outage): the provider, its address, the outbox's timings. */
import { servesThisMachineOnly } from "./secrets.mjs";
import { type EnvRule, integer, matching, oneOf, text, textOr } from "./env-rules.shared";

/**
 * Resend's API address: https, or plain http to a loopback address only (a test's stand-in for
 * Resend on this machine): the API key never crosses a network in the clear.
 */
const providerUrl: EnvRule<string> = {
  must: "be an https:// URL (http:// only to 127.0.0.1, localhost or [::1])",
  parse: (raw) => {
    const given = raw?.trim();
    if (!given) return { ok: true, value: "https://api.resend.com" };
    if (!URL.canParse(given)) return { ok: false };
    const url = new URL(given);
    const loopback = servesThisMachineOnly(url.hostname);
    const fine = url.protocol === "https:" || (url.protocol === "http:" && loopback);
    return fine ? { ok: true, value: given.replace(/\/+$/, "") } : { ok: false };
  },
};

export const emailAddress = matching(/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/, "be an e-mail address");

export const EMAIL_RULES = {
  RESEND_API_KEY: text(),
  EMAIL_FROM: textOr("BrushWise Painting <bookings@brushwisepainting.com>"),
  BUSINESS_EMAIL: emailAddress,
  EMAIL_DELIVERY: oneOf(["resend", "outbox"]),
  EMAIL_SEND_TIMEOUT_MS: integer(15_000, 100, 120_000),
  RESEND_BASE_URL: providerUrl,
  EMAIL_LEASE_MS: integer(5 * 60_000, 1, 24 * 60 * 60_000),
  EMAIL_RETRY_BASE_MS: integer(60_000, 100, 60 * 60_000),
  EMAIL_DELIVERY_LOG: text(),
};
