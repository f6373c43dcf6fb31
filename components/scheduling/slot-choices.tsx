"use client";

import { useId } from "react";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Skeleton } from "@/components/ui/skeleton";
import type { Loadable, TimeSlotOption } from "@/components/booking/use-schedule-options";
import { useBookingFormat } from "@/components/booking/use-booking-format";
import { isConsultationSlot } from "@/lib/scheduling/time-slots.shared";
import { useTranslations } from "next-intl";

interface SlotChoicesProps {
  slots: Loadable<TimeSlotOption[]>;
  value: string;
  onChange: (slot: string) => void;
  disabled?: boolean;
}

/** The chosen date's time slots; taken ones are disabled and marked "(Not Available)". */
export function SlotChoices({ slots, value, onChange, disabled }: SlotChoicesProps) {
  const t = useTranslations("schedule");
  const format = useBookingFormat();
  const baseId = useId();
  const legendId = `${baseId}-legend`;

  return (
    <fieldset className="min-w-0 space-y-2">
      <legend id={legendId} className="mb-2 text-sm font-medium">
        {t("chooseSlot")}
      </legend>
      {slots.status === "idle" && <p className="text-sm text-muted-foreground">{t("chooseDateFirst")}</p>}
      {slots.status === "loading" && (
        <div role="status">
          <Skeleton className="h-36 w-full" />
          <span className="sr-only">{t("loadingSlots")}</span>
        </div>
      )}
      {slots.status === "error" && (
        <p role="alert" className="text-sm text-destructive">
          {slots.message}
        </p>
      )}
      {slots.status === "ready" && slots.value.length > 0 && !slots.value.some((slot) => slot.available) && (
        <p className="text-sm text-muted-foreground">{t("allTaken")}</p>
      )}
      {slots.status === "ready" && (
        <RadioGroup
          value={value}
          onValueChange={onChange}
          aria-labelledby={legendId}
          disabled={disabled}
          className="gap-2"
        >
          {slots.value.map((slot) => {
            const id = `${baseId}-${slot.id}`;
            const noteId = `${id}-note`;
            const evening = isConsultationSlot(slot.id);
            const period = format.period(slot.id);
            return (
              <div
                key={slot.id}
                className="flex items-center gap-3 rounded-md border px-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5 has-[:disabled]:bg-muted/40"
              >
                <RadioGroupItem
                  id={id}
                  value={slot.id}
                  disabled={!slot.available}
                  aria-describedby={evening ? noteId : undefined}
                />
                <div className="flex min-h-11 flex-1 flex-col justify-center gap-1 py-2">
                  <Label htmlFor={id} className="block cursor-pointer leading-snug font-normal">
                    {period ? <span className="font-medium">{period} </span> : null}
                    {format.english ? slot.label : format.slot(slot.id)}
                    {!slot.available && <span className="text-muted-foreground">{t("notAvailable")}</span>}
                  </Label>
                  {evening && (
                    <p id={noteId} className="text-xs text-muted-foreground">
                      {/* docs/product.md §3/§9: the evening slot is a colour consultation, not a painting job. */}
                      {t("eveningNote")}
                    </p>
                  )}
                </div>
              </div>
            );
          })}
        </RadioGroup>
      )}
    </fieldset>
  );
}
