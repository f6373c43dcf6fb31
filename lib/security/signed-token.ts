/**
 * The one format of the links the app signs (booking cancel/reschedule, review,
 * contractor set-password, the painter's calendar feed, a job alert's receipt, the invoice, a job photo):
 * `<payload>.<signature>`, where payload is the
 * base64url JSON of the claims plus their expiry `e` (ms since the epoch) and
 * signature is base64url HMAC-SHA256 with AUTH_SECRET over `<purpose>:<payload>`.
 * The purpose keeps a token made for one kind of link from opening another.
 * Links already sent keep working: this is the format they were made in.
 */
import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

export type TokenPurpose =
  | "booking-link"
  | "set-password"
  | "review"
  | "login-device"
  | "sign-in-link"
  | "calendar-feed"
  | "push-receipt"
  | "invoice"
  | "job-photo";
export type TokenClaims = Record<string, unknown>;

/** AUTH_SECRET, or a clear error for whatever needed it (sessions, links). */
export function signingSecret(): string {
  const secret = env.authSecret;
  if (!secret) throw new Error("AUTH_SECRET is not set: it signs session cookies, API tokens and links.");
  return secret;
}

const signature = (purpose: TokenPurpose, payload: string) =>
  createHmac("sha256", signingSecret()).update(`${purpose}:${payload}`).digest("base64url");

/** Random per process: only equality is compared, never a stored value. */
const compareKey = randomBytes(32);

/** Equal strings, in time that does not depend on where they differ, nor on their lengths. */
export function constantTimeEqual(a: string, b: string): boolean {
  const digest = (value: string) => createHmac("sha256", compareKey).update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The expiry of a link that is revoked some other way instead (the calendar feed's version): the
 * latest time a Date can hold, so the format and its check stay the same for every purpose.
 */
export const NEVER_EXPIRES = 8_640_000_000_000_000;

export function signToken(purpose: TokenPurpose, claims: TokenClaims, expiresAt: Date | number): string {
  const e = typeof expiresAt === "number" ? expiresAt : expiresAt.getTime();
  const payload = Buffer.from(JSON.stringify({ ...claims, e })).toString("base64url");
  return `${payload}.${signature(purpose, payload)}`;
}

/** The claims of a token signed for `purpose` and not expired at `now`; null otherwise. */
export function verifyToken(
  purpose: TokenPurpose,
  token: string,
  now: Date | number = Date.now(),
): TokenClaims | null {
  const [payload, given, extra] = token.split(".");
  if (!payload || !given || extra !== undefined) return null;
  if (!constantTimeEqual(signature(purpose, payload), given)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!claims || typeof claims !== "object" || Array.isArray(claims)) return null;
  const { e } = claims as { e?: unknown };
  const nowMs = typeof now === "number" ? now : now.getTime();
  if (typeof e !== "number" || e < nowMs) return null;
  return claims as TokenClaims;
}
