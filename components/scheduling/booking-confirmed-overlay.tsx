"use client";

import { useEffect, useId, useRef } from "react";
import { CircleCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useBookingFormat } from "@/components/booking/use-booking-format";
import { awaitsConfirmation, holdDeadline, holdMinutes } from "@/lib/bookings/holds.shared";
import { INTL_LOCALE, TIME_ZONE } from "@/lib/i18n/locales.shared";
import { isConsultationSlot } from "@/lib/scheduling/time-slots.shared";
import type { ScheduledBooking } from "./types";
import { useLocale, useTranslations } from "next-intl";

/** The hold's deadline on the wall clock of New York: "10:45 AM", "10:45 a. m.". */
const holdClock = (locale: keyof typeof INTL_LOCALE) =>
  new Intl.DateTimeFormat(INTL_LOCALE[locale], { timeZone: TIME_ZONE, hour: "numeric", minute: "2-digit" });

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
  const t = useTranslations("schedule.confirmed");
  const locale = useLocale();
  const format = useBookingFormat();
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

  // English shows the server's label as it came (the spec's text); other languages their own.
  const slotLabel = format.english
    ? booking.timeSlotLabel || format.slot(booking.timeSlot)
    : format.slot(booking.timeSlot);
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
        {held ? t("heldTitle") : t("title")}
      </h2>
      {held && booking.holdExpiresAt ? (
        <p
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          data-testid="booking-held-notice"
        >
          {t("heldText", {
            minutes: holdMinutes(booking.createdAt, booking.holdExpiresAt),
            deadline:
              locale === "en"
                ? holdDeadline(booking.holdExpiresAt)
                : holdClock(locale).format(new Date(booking.holdExpiresAt)),
          })}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground">
        {held ? t("heldEmail") : t("email")}
        {booking.customerEmail ? (
          <>
            {" "}
            {t("to")} <span className="font-medium break-all text-foreground">{booking.customerEmail}</span>
          </>
        ) : null}
        .
      </p>

      <dl className="grid w-full gap-3 rounded-lg border bg-muted/40 p-4 text-left text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium text-muted-foreground">{t("bookingId")}</dt>
        <dd className="-mt-2 font-mono break-all sm:mt-0">{booking.id}</dd>
        {booking.customerReference ? (
          <>
            <dt className="font-medium text-muted-foreground">{t("reference")}</dt>
            <dd className="-mt-2 sm:mt-0">
              <span className="font-mono font-semibold" data-testid="booking-reference">
                {booking.customerReference}
              </span>
              <span className="block text-xs text-muted-foreground">{t("referenceHint")}</span>
            </dd>
          </>
        ) : null}
        <dt className="font-medium text-muted-foreground">{t("date")}</dt>
        <dd className="-mt-2 sm:mt-0">{format.days(booking.scheduledDate, booking.estimatedDays ?? 1)}</dd>
        <dt className="font-medium text-muted-foreground">{t("time")}</dt>
        <dd className="-mt-2 sm:mt-0">
          {slotLabel}
          {isConsultationSlot(booking.timeSlot) ? ` (${format.service(booking.timeSlot)})` : ""}
        </dd>
        {booking.contractorName && !held ? (
          <>
            <dt className="font-medium text-muted-foreground">{t("painter")}</dt>
            <dd className="-mt-2 sm:mt-0">{booking.contractorName}</dd>
          </>
        ) : null}
      </dl>

      <p className="text-sm">{t("payment")}</p>
      {held ? null : <p className="text-xs text-muted-foreground">{t("autoClose", { seconds })}</p>}
      <Button type="button" onClick={close} className="w-full sm:w-auto">
        {t("close")}
      </Button>
    </section>
  );
}
