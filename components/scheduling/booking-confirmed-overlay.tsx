"use client";

import { useEffect, useId, useRef } from "react";
import { CircleCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatBookingDays } from "@/components/booking/format";
import { serviceName } from "@/lib/bookings/format.shared";
import { awaitsConfirmation, HOLD_MESSAGES, holdDeadline, holdMinutes } from "@/lib/bookings/holds.shared";
import { isConsultationSlot, TIME_SLOT_LABELS, type TimeSlotId } from "@/lib/scheduling/time-slots.shared";
import type { ScheduledBooking } from "./types";

/** How long the confirmation stays on screen (docs/product.md §9: 5000 ms). */
export const BOOKING_CONFIRMATION_MS = 5000;

interface BookingConfirmedOverlayProps {
  booking: ScheduledBooking;
  /** Called once: by the Close button or when `durationMs` has passed. */
  onClose: () => void;
  durationMs?: number;
}

/**
 * "Booking Confirmed" (docs/product.md §2): booking ID, the customer's reference, date and time slot, a note that a
 * confirmation e-mail follows and that payment is collected after completion.
 * Its heading takes focus when it appears; it closes itself after `durationMs`. A hold (a project of
 * 3 or more painter-days, status pending) is not booked yet: the overlay says so, and to confirm from
 * the e-mail within the hold's minutes, and stays until closed.
 */
export function BookingConfirmedOverlay({
  booking,
  onClose,
  durationMs = BOOKING_CONFIRMATION_MS,
}: BookingConfirmedOverlayProps) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const latestOnClose = useRef(onClose);
  const closed = useRef(false);

  useEffect(() => {
    latestOnClose.current = onClose;
  });

  function close() {
    if (closed.current) return;
    closed.current = true;
    latestOnClose.current();
  }

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const held = awaitsConfirmation(booking);

  useEffect(() => {
    if (held) return; // the customer must read what to do next
    const timer = window.setTimeout(close, durationMs);
    return () => window.clearTimeout(timer);
    // `close` only reads refs.
  }, [durationMs, held]);

  const slotLabel =
    booking.timeSlotLabel || TIME_SLOT_LABELS[booking.timeSlot as TimeSlotId] || booking.timeSlot;
  const seconds = Math.round(durationMs / 1000);

  return (
    <section
      role="status"
      aria-live="polite"
      aria-labelledby={headingId}
      data-testid="booking-confirmed-overlay"
      className="flex flex-col items-center gap-4 py-2 text-center"
    >
      <CircleCheck className="size-12 text-success" aria-hidden />
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {held ? HOLD_MESSAGES.heldTitle : "Booking Confirmed"}
      </h2>
      {held && booking.holdExpiresAt ? (
        <p
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="booking-held-notice"
        >
          {HOLD_MESSAGES.heldText(
            holdMinutes(booking.createdAt, booking.holdExpiresAt),
            holdDeadline(booking.holdExpiresAt),
          )}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {held
          ? "The e-mail with the confirm button is on its way"
          : "A confirmation email with your appointment details is on its way"}
        {booking.customerEmail ? (
          <>
            {" "}
            to <span className="font-medium break-all text-foreground">{booking.customerEmail}</span>
          </>
        ) : null}
        .
      </p>

      <dl className="grid w-full gap-3 rounded-lg border bg-muted/40 p-4 text-left text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium text-muted-foreground">Booking ID</dt>
        <dd className="-mt-2 font-mono break-all sm:mt-0">{booking.id}</dd>
        {booking.customerReference ? (
          <>
            <dt className="font-medium text-muted-foreground">Your reference</dt>
            <dd className="-mt-2 sm:mt-0">
              <span className="font-mono font-semibold" data-testid="booking-reference">
                {booking.customerReference}
              </span>
              <span className="block text-xs text-muted-foreground">
                Keep it (it is in your confirmation e-mail too): with your e-mail it opens Manage Booking.
              </span>
            </dd>
          </>
        ) : null}
        <dt className="font-medium text-muted-foreground">Date</dt>
        <dd className="-mt-2 sm:mt-0">
          {formatBookingDays(booking.scheduledDate, booking.estimatedDays ?? 1)}
        </dd>
        <dt className="font-medium text-muted-foreground">Time</dt>
        <dd className="-mt-2 sm:mt-0">
          {slotLabel}
          {isConsultationSlot(booking.timeSlot) ? ` (${serviceName(booking.timeSlot)})` : ""}
        </dd>
        {booking.contractorName && !held ? (
          <>
            <dt className="font-medium text-muted-foreground">Painter</dt>
            <dd className="-mt-2 sm:mt-0">{booking.contractorName}</dd>
          </>
        ) : null}
      </dl>

      <p className="text-sm">
        Payment is collected after the work is completed, by cash, check or major credit card. Nothing is
        charged today.
      </p>
      {held ? null : (
        <p className="text-xs text-muted-foreground">
          This message closes automatically in {seconds} seconds.
        </p>
      )}
      <Button type="button" onClick={close} className="w-full sm:w-auto">
        Close
      </Button>
    </section>
  );
}
