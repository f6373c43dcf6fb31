"use client";

import { lazy, Suspense, useEffect } from "react";
import { useTranslations } from "next-intl";
import { skeletonClassName } from "@/components/ui/field-classes";
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

const LoadingDates = ({ label }: { label: string }) => <Loading className="h-9" label={label} />;
const LoadingSlots = ({ label }: { label: string }) => <Loading className="h-32" label={label} />;

interface DatePickerProps {
  dates: Loadable<string[]>;
  value: string;
  currentDate: string;
  onChange: (date: string) => void;
}

/** Available dates, written as weekday, month and day (docs/product.md §9). */
export function DatePicker({ dates, value, currentDate, onChange }: DatePickerProps) {
  const t = useTranslations("cancelBooking.reschedule");
  const loading = <LoadingDates label={t("loadingDates")} />;
  useEffect(() => {
    void loadScheduleControls(); // alongside the dates' request, not after it
  }, []);

  return (
    <div className="space-y-2">
      <label htmlFor="reschedule-date" data-slot="label" className={LABEL_CLASSES}>
        {t("newDate")}
      </label>
      {dates.status === "error" && <LoadError message={dates.message} />}
      {(dates.status === "loading" || dates.status === "idle") && loading}
      {dates.status === "ready" && dates.value.length === 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{t("noDates")}:</span> {t("noDatesText")}
        </p>
      )}
      {dates.status === "ready" && dates.value.length > 0 && (
        <Suspense fallback={loading}>
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
  const t = useTranslations("cancelBooking.reschedule");
  const loading = <LoadingSlots label={t("loadingSlots")} />;
  if (slots.status === "idle") return <p className="text-sm text-muted-foreground">{t("chooseDateFirst")}</p>;
  if (slots.status === "loading") return loading;
  if (slots.status === "error") return <LoadError message={slots.message} />;
  return (
    <Suspense fallback={loading}>
      <SlotRadios slots={slots.value} value={value} onChange={onChange} />
    </Suspense>
  );
}
