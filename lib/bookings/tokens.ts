/**
 * Signed links for customers (cancel, reschedule, confirm a hold): the booking id, the action
 * and an expiry, signed as lib/security/signed-token.ts describes. A bare
 * booking id is never enough to act on a booking.
 */
import "server-only";
import { signToken, verifyToken } from "@/lib/security/signed-token";

/** "status": Manage Booking's live-status refresh, handed out by a successful look-up (./live-status.ts). */
export type BookingLinkAction = "cancel" | "reschedule" | "confirm" | "status";

export function createBookingToken(bookingId: string, action: BookingLinkAction, expiresAt: Date): string {
  return signToken("booking-link", { b: bookingId, a: action }, expiresAt);
}

/** The booking id of a valid, unexpired token for `action`; null otherwise. */
export function verifyBookingToken(
  token: string,
  action: BookingLinkAction,
  now: Date = new Date(),
): string | null {
  const claims = verifyToken("booking-link", token, now);
  return claims && claims.a === action && typeof claims.b === "string" ? claims.b : null;
}
