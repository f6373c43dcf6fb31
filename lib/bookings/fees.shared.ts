import { TZDate } from "@date-fns/tz";
import type { Prisma } from "@/lib/generated/prisma/client";
import { decimalToCents } from "@/lib/pricing/money.shared";
import { BUSINESS_TIME_ZONE, DAY_MS, fromDbDate } from "@/lib/scheduling/dates.shared";

export const LATE_CANCELLATION_FEE_CENTS = 10_000;

/** Cancellation counts from 09:00 New York time on the booked date (docs/product.md §9). */
export function appointmentReference(scheduledDate: string): Date {
  const [y, m, d] = scheduledDate.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, 9, 0, 0, BUSINESS_TIME_ZONE).getTime());
}

/** $100 within 24 hours of the appointment, otherwise free. */
export function cancellationFeeCents(scheduledDate: string, now: Date = new Date()): number {
  return appointmentReference(scheduledDate).getTime() - now.getTime() < DAY_MS
    ? LATE_CANCELLATION_FEE_CENTS
    : 0;
}

/**
 * What a cancelled booking owes. A fee already incurred (a late reschedule) stays owed, so moving
 * far away first cannot erase it; the business cancelling adds no fee of its own.
 */
export function feeOwedOnCancel(
  booking: { scheduledDate: Date; cancellationFee: Prisma.Decimal | null },
  { now, byBusiness }: { now: Date; byBusiness: boolean },
): number {
  const late = byBusiness ? 0 : cancellationFeeCents(fromDbDate(booking.scheduledDate), now);
  return Math.max(late, decimalToCents(booking.cancellationFee));
}

/** Links stay valid until the end of the appointment's last day. */
export function linkExpiry(scheduledDate: string, days: number): Date {
  return new Date(appointmentReference(scheduledDate).getTime() + days * DAY_MS);
}
