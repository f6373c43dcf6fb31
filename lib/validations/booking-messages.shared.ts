import { normalizeReference } from "@/lib/bookings/reference.shared";

/**
 * Exact texts of docs/product.md §8 (booking flow) and the look-up's rules, in one place for both sides. A
 * module without zod, so that browser code can show them and check a booking ID in a few lines:
 * zod would be most of a booking page's JavaScript. lib/validations/booking.shared.ts re-exports these
 * and builds the API's schemas from them.
 */

export const BOOKING_MESSAGES = {
  created: "Booking Created",
  createdText: "Your appointment has been scheduled successfully!",
  failed: "Booking Failed",
  failedText: "Failed to create booking. Please try again.",
  noDates: "No Available Dates",
  noDatesText:
    "No contractors are currently available in your area. Please contact us for scheduling assistance.",
  notFound: "Booking Not Found",
  notFoundText: "Please check your booking ID and email address",
  required: "Booking ID and email are required",
  cancelled: "Booking Cancelled",
  cancelFailed: "Cancellation Failed",
  cancelFailedText: "Unable to cancel booking",
  invalidId: "Invalid booking ID",
  invalidLink: "Invalid Link",
  invalidLinkText: "This cancellation link is invalid or expired.",
  slotTaken: "This time slot is no longer available. Please choose another date or time.",
} as const;

/**
 * A booking's or a job's notes (the back office's edit, the painter's completion notes): the
 * API's limit (adminBookingUpdateSchema, jobStatusUpdateSchema) and the forms' maxLength.
 */
export const NOTES_MAX = 2000;

/** The look-up's e-mail: the API's limit (lookupBookingSchema). */
export const LOOKUP_EMAIL_MAX = 254;

/**
 * zod's own UUID pattern (`z.regexes.uuid()`), which the API applies to a booking ID (`z.uuid()`
 * in lib/http/ids.ts): an ID it would refuse with a 400 is refused here without a request.
 */
export const BOOKING_ID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/**
 * What the look-up names a booking by in its request: a booking ID as typed, or the customer's
 * reference (lib/bookings/reference.shared.ts) in its stored form, however it was typed; null for neither.
 */
export function bookingLookupKey(typed: string): string | null {
  const value = typed.trim();
  return BOOKING_ID_PATTERN.test(value) ? value : normalizeReference(value);
}

/** The look-up form's check before it asks the server: the message to show, or null (docs/product.md §8). */
export function bookingLookupProblem({
  bookingId,
  email,
}: {
  bookingId: string;
  email: string;
}): string | null {
  const id = bookingId.trim();
  if (!id || !email.trim()) return BOOKING_MESSAGES.required;
  if (!bookingLookupKey(id)) return BOOKING_MESSAGES.invalidId;
  return null;
}
