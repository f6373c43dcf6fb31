"use client";

import type { TimeSlotId } from "@/lib/scheduling/time-slots.shared";
import { useLoadable } from "@/components/api/use-loadable";

export type { Loadable } from "@/components/api/use-loadable";

export interface TimeSlotOption {
  id: TimeSlotId;
  label: string;
  available: boolean;
}

/** Dates on which a painter can take this quote's project (`bookingId`: its own slots count as free). */
export function useAvailableDates(quoteId: string, bookingId?: string) {
  const own = bookingId ? `&bookingId=${encodeURIComponent(bookingId)}` : "";
  return useLoadable(
    `/api/contractor-available-dates?quoteId=${encodeURIComponent(quoteId)}${own}`,
    (body: { availableDates?: string[] }) => body.availableDates ?? [],
  );
}

/** The three time slots of `date` (none until a date is chosen); `reloadKey` changing loads them again. */
export function useTimeSlots(quoteId: string, date: string, reloadKey: number, bookingId?: string) {
  const own = bookingId ? `&bookingId=${encodeURIComponent(bookingId)}` : "";
  const url = date
    ? `/api/availability?date=${encodeURIComponent(date)}&quoteId=${encodeURIComponent(quoteId)}${own}`
    : null;
  return useLoadable(url, (body: { timeSlots?: TimeSlotOption[] }) => body.timeSlots ?? [], { reloadKey });
}
