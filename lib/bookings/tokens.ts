/**
 * Signed links for customers (cancel, reschedule): HMAC-SHA256 over the
 * booking id, the action and an expiry, with AUTH_SECRET. A bare booking id is
 * never enough to act on a booking.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export type BookingLinkAction = "cancel" | "reschedule";

interface Payload {
  b: string;
  a: BookingLinkAction;
  e: number;
}

function secret(): string {
  const value = process.env.AUTH_SECRET;
  if (!value) throw new Error("AUTH_SECRET is not set: it signs booking links and sessions.");
  return value;
}

const sign = (data: string) => createHmac("sha256", secret()).update(`booking-link:${data}`).digest("base64url");

export function createBookingToken(bookingId: string, action: BookingLinkAction, expiresAt: Date): string {
  const payload = Buffer.from(JSON.stringify({ b: bookingId, a: action, e: expiresAt.getTime() } satisfies Payload)).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

/** The booking id of a valid, unexpired token for `action`; null otherwise. */
export function verifyBookingToken(token: string, action: BookingLinkAction, now: Date = new Date()): string | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Payload;
    if (data.a !== action || typeof data.b !== "string" || typeof data.e !== "number" || data.e < now.getTime()) return null;
    return data.b;
  } catch {
    return null;
  }
}
