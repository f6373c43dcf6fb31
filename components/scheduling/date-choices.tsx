"use client";

import { useEffect, useId, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Skeleton } from "@/components/ui/skeleton";
import { useAvailableDates, type Loadable } from "@/components/booking/use-schedule-options";
import { useBookingFormat } from "@/components/booking/use-booking-format";
import { useTranslations } from "next-intl";

/**
 * Renders nothing: loads the quote's available dates with the shared hook and
 * reports every state. Remount it (change its `key`) to load them again.
 */
export function AvailableDatesLoader({
  quoteId,
  onChange,
}: {
  quoteId: string;
  onChange: (dates: Loadable<string[]>) => void;
}) {
  const dates = useAvailableDates(quoteId);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    latest.current(dates);
  }, [dates]);
  return null;
}

interface DateChoicesProps {
  dates: Loadable<string[]>;
  value: string;
  onChange: (date: string) => void;
  onRetry: () => void;
  disabled?: boolean;
}

/** The available dates as a radio list (weekday, month and day, docs/product.md §9); a long list scrolls. */
export function DateChoices({ dates, value, onChange, onRetry, disabled }: DateChoicesProps) {
  const t = useTranslations("schedule");
  const format = useBookingFormat();
  const baseId = useId();
  const legendId = `${baseId}-legend`;
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend id={legendId} className="mb-2 text-sm font-medium">
        {t("chooseDate")}
      </legend>
      {(dates.status === "idle" || dates.status === "loading") && (
        <div role="status" className="space-y-2">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <span className="sr-only">{t("loadingDates")}</span>
        </div>
      )}
      {dates.status === "error" && (
        <div
          role="alert"
          className="space-y-2 rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
        >
          <p>{dates.message}</p>
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            {t("tryAgain")}
          </Button>
        </div>
      )}
      {dates.status === "ready" && dates.value.length === 0 && (
        <p className="rounded-md border bg-muted/40 p-3 text-sm">
          <span className="font-medium">{t("toasts.noDates")}:</span> {t("toasts.noDatesText")}
        </p>
      )}
      {dates.status === "ready" && dates.value.length > 0 && (
        <div className="max-h-60 overflow-y-auto overscroll-contain rounded-md border p-2">
          <RadioGroup
            value={value}
            onValueChange={onChange}
            aria-labelledby={legendId}
            disabled={disabled}
            className="grid-cols-1 gap-2 sm:grid-cols-2"
          >
            {dates.value.map((date) => {
              const id = `${baseId}-${date}`;
              return (
                <div
                  key={date}
                  className="flex items-center gap-3 rounded-md border px-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
                >
                  <RadioGroupItem id={id} value={date} />
                  <Label htmlFor={id} className="min-h-11 flex-1 cursor-pointer py-2 font-normal">
                    {format.date(date)}
                  </Label>
                </div>
              );
            })}
          </RadioGroup>
        </div>
      )}
    </fieldset>
  );
}
