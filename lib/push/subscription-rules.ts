import "server-only";
import { env } from "@/lib/env";
import { servesThisMachineOnly } from "@/lib/config/secrets.mjs";
import { z } from "@/lib/validations/zod.shared";

/** The most devices one painter may have subscribed: the oldest is dropped for a new one. */
export const MAX_DEVICES_PER_PAINTER = 10;

/** base64url (padding tolerated, then dropped) of exactly `bytes` bytes. */
const base64url = (bytes: number, what: string) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${what} must be base64url`)
    .transform((value) => value.replace(/=+$/, ""))
    .refine(
      (value) =>
        Buffer.from(value, "base64url").length === bytes && value.length === Math.ceil((bytes * 4) / 3),
      {
        message: `${what} must be ${bytes} bytes`,
      },
    );

/**
 * The push services of the browsers painters use (the host of every endpoint a browser hands
 * out): Chrome, Edge, Samsung Internet and Opera (Firebase Cloud Messaging), Firefox, Safari,
 * legacy Edge (Windows Push Notification Services). A new browser's service is a line here.
 */
export const PUSH_SERVICE_DOMAINS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "push.services.mozilla.com",
  "push.apple.com",
  "notify.windows.com",
] as const;

const isPushService = (host: string) =>
  PUSH_SERVICE_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));

/**
 * Where we may send: an https push service of PUSH_SERVICE_DOMAINS. An endpoint is the painter's
 * to choose, so the server must not be made to post anywhere else: not its own network (no IP
 * literals, no single-label or localhost names), nor a public name that resolves into it. Outside
 * production a loopback http address is allowed too (the tests' push service on this machine).
 */
export function acceptableEndpoint(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (
    !env.isProduction &&
    servesThisMachineOnly(host) &&
    (url.protocol === "http:" || url.protocol === "https:")
  )
    return true;
  if (url.protocol !== "https:") return false;
  return isPushService(host.toLowerCase()) && !url.port;
}

const endpointSchema = z
  .string()
  .trim()
  .min(1, "endpoint is required")
  .max(2000, "endpoint must be at most 2000 characters")
  .refine(acceptableEndpoint, "endpoint must be the https address of a push service");

/** A browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: base64url(65, "keys.p256dh"),
    auth: base64url(16, "keys.auth"),
  }),
});

export const pushEndpointSchema = z.object({ endpoint: endpointSchema });
