"use client";

import { useEffect, useState } from "react";
import type { TimeSlotId } from "@/lib/scheduling/time-slots";
import { api, NETWORK_ERROR } from "@/components/api/client";

export interface TimeSlotOption {
  id: TimeSlotId;
  label: string;
  available: boolean;
}

export type Loadable<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; value: T }
  | { status: "error"; message: string };

/** GETs `url` (when set) and reloads when `url` or `reloadKey` changes; a stale answer is dropped. */
function useJson<T, R>(url: string | null, pick: (body: T) => R, reloadKey = 0): Loadable<R> {
  const [state, setState] = useState<Loadable<R>>({ status: url ? "loading" : "idle" });

  useEffect(() => {
    if (!url) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading" });
    api.get<T>(url, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok && result.data) setState({ status: "ready", value: pick(result.data) });
      else setState({ status: "error", message: result.error ?? NETWORK_ERROR });
    });
    return () => controller.abort();
    // `pick` is a plain projection; only the address and the reload key matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new `pick` each render must not refetch
  }, [url, reloadKey]);

  return state;
}

/** Dates on which a painter can take this quote's project (`bookingId`: its own slots count as free). */
export function useAvailableDates(quoteId: string, bookingId?: string) {
  const own = bookingId ? `&bookingId=${encodeURIComponent(bookingId)}` : "";
  return useJson(
    `/api/contractor-available-dates?quoteId=${encodeURIComponent(quoteId)}${own}`,
    (body: { availableDates?: string[] }) => body.availableDates ?? [],
  );
}

/** The three time slots of `date` (none until a date is chosen). */
export function useTimeSlots(quoteId: string, date: string, reloadKey: number, bookingId?: string) {
  const own = bookingId ? `&bookingId=${encodeURIComponent(bookingId)}` : "";
  const url = date
    ? `/api/availability?date=${encodeURIComponent(date)}&quoteId=${encodeURIComponent(quoteId)}${own}`
    : null;
  return useJson(url, (body: { timeSlots?: TimeSlotOption[] }) => body.timeSlots ?? [], reloadKey);
}
