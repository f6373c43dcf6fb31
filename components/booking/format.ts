import { formatBookingDate } from "@/lib/bookings/format";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** "$1,234.50": always two decimals (spec §9). */
export function formatMoney(amount: number): string {
  return usd.format(amount);
}

/** The fee rule of spec §9, in the customer's words. */
export const CANCELLATION_RULE =
  "Cancellation is free until 24 hours before 9:00 AM on the day of your appointment. After that, a $100 cancellation fee applies.";

export const RESCHEDULE_RULE =
  "Changing your appointment is free until 24 hours before 9:00 AM on the day of your current appointment. After that, a $100 late-change fee applies.";

/** "No cancellation fee applies." or "A $100.00 cancellation fee applies." */
export function cancellationFeeText(fee: number | null | undefined): string {
  return fee && fee > 0 ? `A ${formatMoney(fee)} cancellation fee applies.` : "No cancellation fee applies.";
}

/** "Tuesday, December 1", or "Tuesday, December 1 (3 consecutive days)" for a multi-day project. */
export function formatBookingDays(isoDate: string, days: number): string {
  const date = formatBookingDate(isoDate);
  return days > 1 ? `${date} (${days} consecutive days)` : date;
}

/** "in_progress" → "In Progress". */
export function statusLabel(status: string): string {
  return status
    .split("_")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}
