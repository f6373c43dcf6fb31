"use client";

import { useEffect, useRef, useState } from "react";
import { PageLink } from "@/components/site/page-link";
import { CalendarCheck } from "@/components/ui/static-icons/calendar-check";
import { Loader2 } from "@/components/ui/static-icons/loader-circle";
import type { BookingDto } from "@/lib/bookings/serialize";
import { api, NETWORK_ERROR } from "@/components/api/client";
import { buttonProps } from "./booking-classes";
import { BookingSummary } from "./booking-summary";
import { formatDollars } from "@/lib/format.shared";
import { RESCHEDULE_RULE } from "./format";
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
    setError(
      result.error ??
        (result.status ? "We couldn't change your appointment. Please try again." : NETWORK_ERROR),
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
          Current appointment
        </h2>
        <BookingSummary booking={booking} />
      </section>

      <section aria-labelledby="new-appointment" className="space-y-5 rounded-lg border p-4 sm:p-6">
        <h2 id="new-appointment" className="text-lg font-semibold">
          Choose a new time
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
        <p className="rounded-md bg-muted p-3 text-sm">{RESCHEDULE_RULE}</p>
        {unchanged && (
          <p className="text-sm text-muted-foreground">
            This is your current appointment: choose another date or time.
          </p>
        )}
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
          {submitting ? "Confirming..." : "Confirm New Time"}
        </button>
      </section>
    </div>
  );
}

function RescheduleDone({ result }: { result: RescheduleResult }) {
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
        Appointment Rescheduled
      </h2>
      <BookingSummary booking={booking} />
      <p className="text-sm">
        We have sent an updated confirmation e-mail with a new calendar file to{" "}
        <span className="font-medium break-all">{booking.customerEmail}</span>.
      </p>
      {cancellationFee > 0 && (
        <p className="text-sm font-medium">
          As the change came within 24 hours of your appointment, a {formatDollars(cancellationFee)}{" "}
          late-change fee applies.
        </p>
      )}
      <PageLink href="/manage-booking" {...buttonProps("outline", "w-full sm:w-auto")}>
        Manage My Booking
      </PageLink>
    </section>
  );
}
