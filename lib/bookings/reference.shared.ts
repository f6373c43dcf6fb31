/**
 * The customer's reference for self-service (Manage Booking, with the booking's e-mail): "BW-" and
 * 16 Crockford base32 characters in groups of four, 80 random bits (lib/bookings/reference.ts writes
 * them; the database's booking_customer_reference() for inserts other than the app's booking). Unlike
 * the booking ID, which painters and their calendars see, only the customer is shown it. A module
 * without zod, so the look-up form checks what was typed in a few lines.
 */

/** Crockford's base32: digits and letters without I, L, O and U, which read as 1, 1, 0 and V. */
export const REFERENCE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_PREFIX = "BW";
/** Random characters of a reference (5 bits each: 80 bits). */
export const REFERENCE_LENGTH = 16;

/** "BW-7K2M-9QX4-TA3B-E5RN": what the customer is shown and the database keeps. */
export const REFERENCE_PATTERN = /^BW(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;

/** 16 characters of the alphabet as the customer is shown them: BW-XXXX-XXXX-XXXX-XXXX. */
export function formatReference(body: string): string {
  return `${REFERENCE_PREFIX}-${body.match(/.{4}/g)!.join("-")}`;
}

/**
 * A reference as typed (any case, with or without dashes, spaces or the "BW", O for 0 and I or L
 * for 1, as Crockford's base32 allows) in its stored form; null when it cannot be one.
 */
export function normalizeReference(input: string): string | null {
  let body = input
    .toUpperCase()
    .replace(/[\s\-_.]/g, "")
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
  if (body.length === REFERENCE_LENGTH + REFERENCE_PREFIX.length && body.startsWith(REFERENCE_PREFIX)) {
    body = body.slice(REFERENCE_PREFIX.length);
  }
  if (body.length !== REFERENCE_LENGTH) return null;
  for (const char of body) if (!REFERENCE_ALPHABET.includes(char)) return null;
  return formatReference(body);
}
