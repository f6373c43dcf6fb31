import type { ReactNode } from "react";
import type { BookingDto } from "@/lib/bookings/serialize";
import { BookingStatusBadge } from "./booking-status-badge";
import { formatDollars } from "@/lib/format.shared";
import { formatBookingDays } from "./format";

export type BookingSummaryData = Pick<
  BookingDto,
  "status" | "scheduledDate" | "timeSlotLabel" | "estimatedDays" | "address" | "totalCost"
>;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words sm:text-right">{children}</dd>
    </div>
  );
}

/** Date, time slot, address, total and status of a booking, as a description list. */
export function BookingSummary({
  booking,
  showStatus = true,
}: {
  booking: BookingSummaryData;
  showStatus?: boolean;
}) {
  return (
    <dl className="grid gap-3 text-sm">
      <Row label="Date">{formatBookingDays(booking.scheduledDate, booking.estimatedDays)}</Row>
      <Row label="Time">{booking.timeSlotLabel}</Row>
      <Row label="Address">{booking.address}</Row>
      <Row label="Total">{formatDollars(booking.totalCost)}</Row>
      {showStatus && (
        <Row label="Status">
          <BookingStatusBadge status={booking.status} />
        </Row>
      )}
    </dl>
  );
}
