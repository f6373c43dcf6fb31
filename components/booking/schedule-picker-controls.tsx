"use client";

import { useTranslations } from "next-intl";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { TimeSlotOption } from "./use-schedule-options";
import { useBookingFormat } from "./use-booking-format";

/**
 * The reschedule page's two controls, Radix's select and radio group: loaded by schedule-pickers.tsx
 * while the dates are fetched, so they are not in the page's first load.
 */

interface DateSelectProps {
  dates: string[];
  value: string;
  currentDate: string;
  onChange: (date: string) => void;
}

/** Available dates, written as weekday, month and day (docs/product.md §9); labelled by DatePicker's "New date". */
export function DateSelect({ dates, value, currentDate, onChange }: DateSelectProps) {
  const t = useTranslations("cancelBooking.reschedule");
  const format = useBookingFormat();
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger id="reschedule-date" className="w-full">
        <SelectValue placeholder={t("chooseDate")} />
      </SelectTrigger>
      <SelectContent position="popper" className="max-h-72">
        {dates.map((date) => (
          <SelectItem key={date} value={date}>
            {format.date(date)}
            {date === currentDate ? t("currentDate") : ""}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

interface SlotRadiosProps {
  slots: TimeSlotOption[];
  value: string;
  onChange: (slot: string) => void;
}

/** The time slots of the chosen date; taken ones are disabled and marked "(Not Available)". */
export function SlotRadios({ slots, value, onChange }: SlotRadiosProps) {
  const t = useTranslations("cancelBooking.reschedule");
  const format = useBookingFormat();
  return (
    <fieldset className="space-y-2">
      <legend id="reschedule-slot-legend" className="mb-2 text-sm font-medium">
        {t("newSlot")}
      </legend>
      <RadioGroup
        value={value}
        onValueChange={onChange}
        aria-labelledby="reschedule-slot-legend"
        className="gap-2"
      >
        {slots.map((slot) => (
          <div
            key={slot.id}
            className="flex items-center gap-3 rounded-md border px-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
          >
            <RadioGroupItem id={`reschedule-slot-${slot.id}`} value={slot.id} disabled={!slot.available} />
            <Label
              htmlFor={`reschedule-slot-${slot.id}`}
              className="min-h-11 flex-1 cursor-pointer py-2 font-normal"
            >
              {format.english ? slot.label : format.slot(slot.id)}
              {!slot.available && <span className="text-muted-foreground">{t("notAvailable")}</span>}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
