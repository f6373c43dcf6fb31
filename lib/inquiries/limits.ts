import type { RateLimitRule } from "@/lib/security/rate-limit";

/** Five commercial inquiries per address per hour: plenty for people, too few for a spam bot. */
export const COMMERCIAL_INQUIRY_LIMIT: RateLimitRule = {
  limit: 5,
  windowMs: 60 * 60_000,
  message: "Too many inquiries from your network. Please try again in an hour, or call us.",
};
