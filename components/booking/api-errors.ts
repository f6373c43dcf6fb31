import { BOOKING_MESSAGES } from "@/lib/validations/booking-messages.shared";

/** The booking API's known English answers and their keys in the manageBooking namespace's toasts. */
const KNOWN = {
  [BOOKING_MESSAGES.notFound]: "notFound",
  [BOOKING_MESSAGES.notFoundText]: "notFoundText",
  [BOOKING_MESSAGES.required]: "required",
  [BOOKING_MESSAGES.invalidId]: "invalidId",
  [BOOKING_MESSAGES.cancelFailedText]: "cancelFailedText",
} as const;

/**
 * A server's English error on a page in another language: its translation when it is one the
 * booking API is known to give, else the page's own text for the failure (`fallback`), so no
 * English sentence appears on a Spanish page.
 */
export function localizeApiError(
  t: (key: `toasts.${(typeof KNOWN)[keyof typeof KNOWN]}`) => string,
  error: string | null | undefined,
  fallback: string,
): string {
  const key = error
    ? (KNOWN as Record<string, (typeof KNOWN)[keyof typeof KNOWN] | undefined>)[error]
    : undefined;
  return key ? t(`toasts.${key}`) : fallback;
}
