"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { BookingDto } from "@/lib/bookings/serialize";
import { BOOKING_STATUSES } from "@/lib/bookings/states.shared";
import { BookingStatusBadge } from "./booking-status-badge";
import { formatDollars } from "@/lib/format.shared";
import { useBookingFormat } from "./use-booking-format";

export type BookingSummaryData = Pick<
  BookingDto,
  "status" | "scheduledDate" | "timeSlot" | "timeSlotLabel" | "estimatedDays" | "address" | "totalCost"
>;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words sm:text-right">{children}</dd>
    </div>
  );
}

type BookingStatusName = (typeof BOOKING_STATUSES)[number];

/** A booking status in the page's language; an unknown one as the back office would name it. */
export function statusLabel(
  t: ReturnType<typeof useTranslations<"booking">>,
  status: string,
): string | undefined {
  return (BOOKING_STATUSES as readonly string[]).includes(status)
    ? t(`statuses.${status as BookingStatusName}`)
    : undefined;
}

/** Date, time slot, address, total and status of a booking, as a description list. */
export function BookingSummary({
  booking,
  showStatus = true,
}: {
  booking: BookingSummaryData;
  showStatus?: boolean;
}) {
  const t = useTranslations("booking");
  const format = useBookingFormat();
  return (
    <dl className="grid gap-3 text-sm">
      <Row label={t("summary.date")}>{format.days(booking.scheduledDate, booking.estimatedDays)}</Row>
      <Row label={t("summary.time")}>
        {format.english ? booking.timeSlotLabel : format.slot(booking.timeSlot)}
      </Row>
      <Row label={t("summary.address")}>{booking.address}</Row>
      <Row label={t("summary.total")}>{formatDollars(booking.totalCost)}</Row>
      {showStatus && (
        <Row label={t("summary.status")}>
          <BookingStatusBadge status={booking.status} label={statusLabel(t, booking.status)} />
        </Row>
      )}
    </dl>
  );
}
