import "server-only";
import type { DbClient } from "@/lib/db/types";
import { LIMITS } from "@/lib/security/limits";
import { clientNetwork, enforceRateLimit } from "@/lib/security/rate-limit";

/**
 * Look-ups, cancellations and reschedules name a booking by id and prove it with an
 * e-mail or a signed link: guessing either must be slow. One budget per address for all three.
 */
export async function limitBookingAccess(db: DbClient, request: Request) {
  await enforceRateLimit(db, `booking-access:${clientNetwork(request)}`, LIMITS.bookingAccessPerAddress);
}

/**
 * Manage Booking's live-status refreshes (a signed token, one read each): a budget of their own, so an
 * open page never uses up the look-ups of its network.
 */
export async function limitBookingStatus(db: DbClient, request: Request) {
  await enforceRateLimit(db, `booking-status:${clientNetwork(request)}`, LIMITS.bookingStatusPerAddress);
}
