/**
 * What a booking's personal data is replaced with when the back office erases it
 * (lib/bookings/erase-personal-data.ts), and how the back office tells an erased booking.
 * Browser-safe: the admin's booking details read it.
 */

import { bookingStatusesWhere } from "./states.shared";

export const ERASED_TEXT = "Erased";

/**
 * The e-mail an erased quote keeps (the column is required). Random, so nobody can prove they own
 * the booking with it (the look-up, cancel and reschedule forms match the booking's e-mail); and
 * `@invalid` is no domain, so no mail server delivers to it.
 */
export const erasedEmail = () => `erased+${crypto.randomUUID()}@invalid`;

export const isErasedEmail = (email: string | null | undefined): boolean =>
  typeof email === "string" && /^erased\+[^@\s]+@invalid$/.test(email);

/** Only a booking that is over may be erased: a live one still needs its address and phone. */
export const ERASABLE_BOOKING_STATUSES = bookingStatusesWhere("live", false);

export const isErasable = (status: string): boolean =>
  (ERASABLE_BOOKING_STATUSES as readonly string[]).includes(status);

export const ERASE_MESSAGES = {
  erased: "Personal data erased",
  notErasable:
    "This booking is still live: its painter needs the address and phone. Cancel it or complete it first, then erase its personal data.",
  erasedStaysOver:
    "This booking's personal data was erased, so it can no longer be scheduled: nobody could be reached or visited. Book it again as a new quote.",
  notFound: "Booking not found",
  invalidId: "Invalid booking ID",
} as const;
