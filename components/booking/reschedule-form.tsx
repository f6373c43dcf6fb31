"use client";

import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useLocale } from "next-intl";
import { PageLink } from "@/components/site/page-link";
import { localizedPath } from "@/lib/i18n/locales.shared";
import { CalendarCheck } from "@/components/ui/static-icons/calendar-check";
import { Loader2 } from "@/components/ui/static-icons/loader-circle";
import type { BookingDto } from "@/lib/bookings/serialize";
import { api, NETWORK_ERROR } from "@/components/api/client";
import { buttonProps } from "./booking-classes";
import { BookingSummary } from "./booking-summary";
import { formatDollars } from "@/lib/format.shared";
import { DatePicker, SlotPicker } from "./schedule-pickers";
import { useAvailableDates, useTimeSlots } from "./use-schedule-options";

interface RescheduleResult {
  booking: BookingDto;
  cancellationFee: number;
}

/**
 * Moves a scheduled booking to another date and slot through the signed e-mail link. The Button's
 * classes without its component (booking-classes.ts); the date select and slot radios load while
 * the dates are fetched (schedule-pickers.tsx).
 */
export function RescheduleForm({ booking, token }: { booking: BookingDto; token: string }) {
  const tb = useTranslations("booking");
  const t = useTranslations("cancelBooking.reschedule");
  const english = useLocale() === "en";
  const dates = useAvailableDates(booking.quoteId, booking.id);
  const [date, setDate] = useState("");
  const [slotsVersion, setSlotsVersion] = useState(0);
  const slots = useTimeSlots(booking.quoteId, date, slotsVersion, booking.id);
  const [slot, setSlot] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<RescheduleResult | null>(null);

  const unchanged = date === booking.scheduledDate && slot === booking.timeSlot;

  function chooseDate(value: string) {
    setDate(value);
    setSlot(""); // docs/product.md §4: choosing a date clears the time slot
    setError(null);
  }

  async function confirm() {
    setSubmitting(true);
    setError(null);
    const result = await api.post<RescheduleResult>(`/api/bookings/${booking.id}/reschedule`, {
      token,
      scheduledDate: date,
      timeSlot: slot,
    });
    setSubmitting(false);
    if (result.ok && result.data) {
      setDone(result.data);
      return;
    }
    // The server's words on English pages (as always); another language says it in its own.
    setError(
      english
        ? (result.error ?? (result.status ? t("failed") : NETWORK_ERROR))
        : result.status
          ? t("failed")
          : tb("networkError"),
    );
    if (result.status === 409) {
      setSlot("");
      setSlotsVersion((v) => v + 1); // someone took the slot meanwhile: show what is left
    }
  }

  if (done) return <RescheduleDone result={done} />;

  return (
    <div className="space-y-8">
      <section aria-labelledby="current-appointment" className="space-y-3 rounded-lg border p-4 sm:p-6">
        <h2 id="current-appointment" className="text-lg font-semibold">
          {t("current")}
        </h2>
        <BookingSummary booking={booking} />
      </section>

      <section aria-labelledby="new-appointment" className="space-y-5 rounded-lg border p-4 sm:p-6">
        <h2 id="new-appointment" className="text-lg font-semibold">
          {t("chooseNew")}
        </h2>
        <DatePicker dates={dates} value={date} currentDate={booking.scheduledDate} onChange={chooseDate} />
        <SlotPicker
          slots={slots}
          value={slot}
          onChange={(value) => {
            setSlot(value);
            setError(null);
          }}
        />
        <p className="rounded-md bg-muted p-3 text-sm">{tb("rescheduleRule")}</p>
        {unchanged && <p className="text-sm text-muted-foreground">{t("sameAsCurrent")}</p>}
        {error && (
          <p
            role="alert"
            className="rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
          >
            {error}
          </p>
        )}
        <button
          type="button"
          {...buttonProps("default", "w-full sm:w-auto")}
          onClick={confirm}
          disabled={!date || !slot || unchanged || submitting}
        >
          {submitting && <Loader2 className="animate-spin" aria-hidden />}
          {submitting ? t("confirming") : t("confirm")}
        </button>
      </section>
    </div>
  );
}

function RescheduleDone({ result }: { result: RescheduleResult }) {
  const t = useTranslations("cancelBooking.reschedule");
  const tb = useTranslations("booking");
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { booking, cancellationFee } = result;

  return (
    <section aria-labelledby="reschedule-done" className="space-y-4 rounded-lg border p-4 sm:p-6">
      <h2
        id="reschedule-done"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold outline-none"
      >
        <CalendarCheck className="size-6 text-success" aria-hidden />
        {t("done")}
      </h2>
      <BookingSummary booking={booking} />
      <p className="text-sm">
        {t.rich("emailSent", {
          email: () => <span className="font-medium break-all">{booking.customerEmail}</span>,
        })}
      </p>
      {cancellationFee > 0 && (
        <p className="text-sm font-medium">{t("lateFee", { fee: formatDollars(cancellationFee) })}</p>
      )}
      <PageLink
        href={localizedPath(locale, "/manage-booking")}
        {...buttonProps("outline", "w-full sm:w-auto")}
      >
        {tb("manageMyBooking")}
      </PageLink>
    </section>
  );
}
