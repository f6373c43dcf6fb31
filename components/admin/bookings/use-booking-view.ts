"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { readBookingView, writeBookingView, type BookingListView } from "./booking-filters";

/**
 * The All Bookings view, read from and written to the dashboard's query string. Replacing (not
 * pushing) keeps Back for leaving the dashboard rather than stepping through every filter.
 */
export function useBookingView(): [BookingListView, (next: BookingListView) => void] {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const view = useMemo(() => readBookingView(params), [params]);
  const setView = useCallback(
    (next: BookingListView) => {
      const query = writeBookingView(next);
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [pathname, router],
  );
  return [view, setView];
}
