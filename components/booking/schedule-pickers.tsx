"use client";

import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { formatBookingDate } from "@/lib/bookings/format";
import { BOOKING_MESSAGES } from "@/lib/validations/booking";
import type { Loadable, TimeSlotOption } from "./use-schedule-options";

function LoadError({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

function Loading({ className, label }: { className: string; label: string }) {
  return (
    <div role="status">
      <Skeleton className={`w-full ${className}`} />
      <span className="sr-only">{label}</span>
    </div>
  );
}

interface DatePickerProps {
  dates: Loadable<string[]>;
  value: string;
  currentDate: string;
  onChange: (date: string) => void;
}

/** Available dates, written as weekday, month and day (spec §9). */
export function DatePicker({ dates, value, currentDate, onChange }: DatePickerProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor="reschedule-date">New date</Label>
      {dates.status === "error" && <LoadError message={dates.message} />}
      {(dates.status === "loading" || dates.status === "idle") && (
        <Loading className="h-9" label="Loading available dates…" />
      )}
      {dates.status === "ready" && dates.value.length === 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{BOOKING_MESSAGES.noDates}:</span>{" "}
          {BOOKING_MESSAGES.noDatesText}
        </p>
      )}
      {dates.status === "ready" && dates.value.length > 0 && (
        <Select value={value} onValueChange={onChange}>
          <SelectTrigger id="reschedule-date" className="w-full">
            <SelectValue placeholder="Choose a date" />
          </SelectTrigger>
          <SelectContent position="popper" className="max-h-72">
            {dates.value.map((date) => (
              <SelectItem key={date} value={date}>
                {formatBookingDate(date)}
                {date === currentDate ? " (current date)" : ""}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
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
  if (slots.status === "loading") return <Loading className="h-32" label="Loading time slots…" />;
  if (slots.status === "error") return <LoadError message={slots.message} />;
  return (
    <fieldset className="space-y-2">
      <legend id="reschedule-slot-legend" className="mb-2 text-sm font-medium">
        New time slot
      </legend>
      <RadioGroup
        value={value}
        onValueChange={onChange}
        aria-labelledby="reschedule-slot-legend"
        className="gap-2"
      >
        {slots.value.map((slot) => (
          <div
            key={slot.id}
            className="flex items-center gap-3 rounded-md border px-3 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
          >
            <RadioGroupItem id={`reschedule-slot-${slot.id}`} value={slot.id} disabled={!slot.available} />
            <Label
              htmlFor={`reschedule-slot-${slot.id}`}
              className="min-h-11 flex-1 cursor-pointer py-2 font-normal"
            >
              {slot.label}
              {!slot.available && <span className="text-muted-foreground"> (Not Available)</span>}
            </Label>
          </div>
        ))}
      </RadioGroup>
    </fieldset>
  );
}
