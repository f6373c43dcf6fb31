import { formatBookingDate } from "@/lib/bookings/format.shared";
import { formatDollars } from "@/lib/format.shared";

/** "No cancellation fee applies." or "A $100.00 cancellation fee applies.", in the page's language. */
export function cancellationFeeText(
  t: (key: "feeApplies" | "noFee", values?: { fee: string }) => string,
  fee: number | null | undefined,
): string {
  return fee && fee > 0 ? t("feeApplies", { fee: formatDollars(fee) }) : t("noFee");
}

/** "Tuesday, December 1", or "Tuesday, December 1 (3 consecutive days)" for a multi-day project. */
export function formatBookingDays(isoDate: string, days: number): string {
  const date = formatBookingDate(isoDate);
  return days > 1 ? `${date} (${days} consecutive days)` : date;
}
