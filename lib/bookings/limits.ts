import type { RateLimitRule } from "@/lib/security/rate-limit";

/** Guessing booking ids or e-mails must be slow: 20 tries per address per 15 minutes. */
export const BOOKING_ACCESS_LIMIT: RateLimitRule = {
  limit: 20,
  windowMs: 15 * 60_000,
  message: "Too many booking look-ups from your network. Please wait a few minutes and try again.",
};
