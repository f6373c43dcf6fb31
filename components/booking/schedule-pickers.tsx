"use client";

import { lazy, Suspense, useEffect } from "react";
import { skeletonClassName } from "@/components/ui/field-classes";
import { BOOKING_MESSAGES } from "@/lib/validations/booking-messages.shared";
import { LABEL_CLASSES } from "./booking-classes";
import type { Loadable, TimeSlotOption } from "./use-schedule-options";

// Radix's select and radio group (schedule-picker-controls.tsx) are most of the reschedule page's
// JavaScript: they download while the dates are fetched, and until both are here the same
// skeleton stands in, so the page's first load carries neither. (Exported for the unit tests, which
// load it before they assert.)
export const loadScheduleControls = () => import("./schedule-picker-controls");
const DateSelect = lazy(() => loadScheduleControls().then((m) => ({ default: m.DateSelect })));
const SlotRadios = lazy(() => loadScheduleControls().then((m) => ({ default: m.SlotRadios })));

function LoadError({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

/** components/ui/skeleton.tsx's look, announced. */
function Loading({ className, label }: { className: string; label: string }) {
  return (
    <div role="status">
      <div data-slot="skeleton" className={`${skeletonClassName} w-full ${className}`} />
      <span className="sr-only">{label}</span>
    </div>
  );
}

const LOADING_DATES = <Loading className="h-9" label="Loading available dates…" />;
const LOADING_SLOTS = <Loading className="h-32" label="Loading time slots…" />;

interface DatePickerProps {
  dates: Loadable<string[]>;
  value: string;
  currentDate: string;
  onChange: (date: string) => void;
}

/** Available dates, written as weekday, month and day (docs/product.md §9). */
export function DatePicker({ dates, value, currentDate, onChange }: DatePickerProps) {
  useEffect(() => {
    void loadScheduleControls(); // alongside the dates' request, not after it
  }, []);

  return (
    <div className="space-y-2">
      <label htmlFor="reschedule-date" data-slot="label" className={LABEL_CLASSES}>
        New date
      </label>
      {dates.status === "error" && <LoadError message={dates.message} />}
      {(dates.status === "loading" || dates.status === "idle") && LOADING_DATES}
      {dates.status === "ready" && dates.value.length === 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{BOOKING_MESSAGES.noDates}:</span>{" "}
          {BOOKING_MESSAGES.noDatesText}
        </p>
      )}
      {dates.status === "ready" && dates.value.length > 0 && (
        <Suspense fallback={LOADING_DATES}>
          <DateSelect dates={dates.value} value={value} currentDate={currentDate} onChange={onChange} />
        </Suspense>
      )}
    </div>
  );
}

interface SlotPickerProps {
  slots: Loadable<TimeSlotOption[]>;
  value: string;
  onChange: (slot: string) => void;
}

/** The time slots of the chosen date; taken ones are disabled and marked "(Not Available)". */
export function SlotPicker({ slots, value, onChange }: SlotPickerProps) {
  if (slots.status === "idle")
    return <p className="text-sm text-muted-foreground">Choose a date to see its time slots.</p>;
  if (slots.status === "loading") return LOADING_SLOTS;
  if (slots.status === "error") return <LoadError message={slots.message} />;
  return (
    <Suspense fallback={LOADING_SLOTS}>
      <SlotRadios slots={slots.value} value={value} onChange={onChange} />
    </Suspense>
  );
}
