/**
 * What a customer is told about a hold (lib/bookings/holds.ts): a project of 3 or more painter-days is
 * only held until its customer confirms it from the e-mail. Browser-safe: the booking wizard's last
 * step and the confirmation page show these, the API answers them.
 */
import { BUSINESS_TIME_ZONE } from "@/lib/scheduling/dates.shared";
import { HOLD_BOOKING_STATUS } from "./states.shared";

/** Whether the booking is a hold still waiting for its customer's confirmation (its time may have run out). */
export const awaitsConfirmation = (booking: { status: string; holdExpiresAt: string | Date | null }) =>
  booking.status === HOLD_BOOKING_STATUS && booking.holdExpiresAt !== null;

const clock = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
});

/** When the hold runs out, as the customer reads it (New York time): "10:45 AM". */
export const holdDeadline = (holdExpiresAt: string | Date) => clock.format(new Date(holdExpiresAt));

/** Whole minutes from the booking to the end of its hold (the window the e-mail gives). */
export const holdMinutes = (createdAt: string | Date, holdExpiresAt: string | Date) =>
  Math.round((new Date(holdExpiresAt).getTime() - new Date(createdAt).getTime()) / 60_000);

export const HOLD_MESSAGES = {
  heldTitle: "Almost done: confirm your booking from the e-mail",
  heldText: (minutes: number, deadline: string) =>
    `We are holding these days for you for ${minutes} minutes. To book them, open the e-mail we just sent you and press "Confirm booking" by ${deadline} (within ${minutes} minutes). Until you confirm, no painter is booked, and unconfirmed days are released for other customers.`,
  toastText: "Your days are held for a short while: open the e-mail we sent you and press Confirm booking.",
  pageTitle: "Confirm Your Booking",
  confirmButton: "Confirm booking",
  confirmedTitle: "Your booking is confirmed",
  confirmedText:
    "Thank you: your painter is booked, and a confirmation e-mail with the details is on its way.",
  expired:
    "This booking was not confirmed in time, so its days were released for other customers. Please book again: your quote is still saved.",
} as const;

/** The back office's answer (409) to any change of a hold but cancelling it or its notes. */
export const HOLD_ADMIN_MESSAGE =
  "This booking is held until its customer confirms it from the e-mail, and has no painter's job yet. It can only be cancelled (or left to expire); it can be changed once confirmed.";
