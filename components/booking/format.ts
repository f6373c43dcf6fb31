import { formatBookingDate } from "@/lib/bookings/format.shared";
import { formatDollars } from "@/lib/format.shared";

/** The fee rule of docs/product.md §9, in the customer's words. */
export const CANCELLATION_RULE =
  "Cancellation is free until 24 hours before 9:00 AM on the day of your appointment. After that, a $100 cancellation fee applies.";

export const RESCHEDULE_RULE =
  "Changing your appointment is free until 24 hours before 9:00 AM on the day of your current appointment. After that, a $100 late-change fee applies.";

/** "No cancellation fee applies." or "A $100.00 cancellation fee applies." */
export function cancellationFeeText(fee: number | null | undefined): string {
  return fee && fee > 0
    ? `A ${formatDollars(fee)} cancellation fee applies.`
    : "No cancellation fee applies.";
}

/** "Tuesday, December 1", or "Tuesday, December 1 (3 consecutive days)" for a multi-day project. */
export function formatBookingDays(isoDate: string, days: number): string {
  const date = formatBookingDate(isoDate);
  return days > 1 ? `${date} (${days} consecutive days)` : date;
}
