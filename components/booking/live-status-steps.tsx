"use client";

import { useEffect, useId, useRef, useState } from "react";
import { api } from "@/components/api/client";
import { cn } from "@/lib/utils.shared";
import { useLocale, useTranslations } from "next-intl";
import { arrivalWindow } from "@/lib/bookings/on-the-way.shared";
import { INTL_LOCALE, TIME_ZONE, type Locale } from "@/lib/i18n/locales.shared";
import {
  arrivalText,
  completedText,
  isFinalStep,
  LIVE_STEPS,
  type LiveStatus,
  type LiveStep,
  type RoomPhotos,
} from "@/lib/bookings/live-status.shared";
import { AfterPhotos } from "./after-photos";

/** How often an open, visible page asks again (docs/product.md §9). */
export const LIVE_STATUS_REFRESH_MS = 60_000;
/** Focus and visibilitychange arrive together when the customer comes back: one refresh for both. */
const REFRESH_GAP_MS = 5_000;

type LiveText = ReturnType<typeof useTranslations<"manageBooking.live">>;

/**
 * The current step's times: the day it was completed, or the arrival window. English keeps
 * live-status.shared.ts's texts (the e-mails share them); other languages format their own.
 */
function stepText(
  t: LiveText,
  locale: Locale,
  step: LiveStep,
  status: LiveStatus,
): { label: string; detail: string | null } {
  const label = t(`steps.${step}`);
  const english = locale === "en";
  if (step === status.step && status.completedAt) {
    const day = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      timeZone: TIME_ZONE,
      month: "short",
      day: "numeric",
      year: "numeric",
    }).format(new Date(status.completedAt));
    return {
      label: english ? completedText(status.completedAt) : t("completedOn", { date: day }),
      detail: null,
    };
  }
  if (step === status.step && status.onTheWayAt) {
    if (english) return { label, detail: arrivalText(status.onTheWayAt) };
    const clock = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      timeZone: TIME_ZONE,
      hour: "numeric",
      minute: "2-digit",
    });
    const { from, to } = arrivalWindow(status.onTheWayAt);
    return { label, detail: t("arrival", { from: clock.format(from), to: clock.format(to) }) };
  }
  return { label, detail: null };
}

/**
 * The job's live status on Manage Booking (docs/product.md §4): the steps as an ordered list, the
 * current one marked. While the page is open and visible it asks again every minute and when the
 * customer comes back to it, with the status token of the look-up (lib/bookings/live-status.ts): no
 * e-mail is asked or counted again. A completed job's after photos follow, under the steps.
 */
export function LiveStatusSteps({
  bookingId,
  initial,
  token,
  initialPhotos = [],
}: {
  bookingId: string;
  initial: LiveStatus;
  token: string | null;
  /** A completed job's after photos (the look-up's); a refresh that sees it completed brings them. */
  initialPhotos?: RoomPhotos[];
}) {
  const t = useTranslations("manageBooking.live");
  const locale = useLocale();
  const [status, setStatus] = useState<LiveStatus | null>(initial);
  const [photos, setPhotos] = useState(initialPhotos);
  const [stopped, setStopped] = useState(false);
  const headingId = useId();
  const lastAsked = useRef(0);
  const following = !!token && !stopped && !!status && !isFinalStep(status.step);

  useEffect(() => {
    if (!following) return;
    let active = true;
    async function refresh() {
      if (document.visibilityState !== "visible" || Date.now() - lastAsked.current < REFRESH_GAP_MS) return;
      lastAsked.current = Date.now();
      const result = await api.post<{ liveStatus: LiveStatus | null; afterPhotos?: RoomPhotos[] }>(
        `/api/bookings/${encodeURIComponent(bookingId)}/live-status`,
        { token },
      );
      if (!active) return;
      if (result.ok && result.data) {
        setStatus(result.data.liveStatus);
        setPhotos(result.data.afterPhotos ?? []);
      }
      // The token ran out (or was refused): say the page no longer updates. Other failures: next time.
      else if (result.status === 403) setStopped(true);
    }
    const timer = window.setInterval(() => void refresh(), LIVE_STATUS_REFRESH_MS);
    const onShown = () => void refresh();
    document.addEventListener("visibilitychange", onShown);
    window.addEventListener("focus", onShown);
    return () => {
      active = false;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onShown);
      window.removeEventListener("focus", onShown);
    };
  }, [bookingId, token, following]);

  if (!status) return null;
  const currentIndex = LIVE_STEPS.indexOf(status.step);
  return (
    <>
      <section aria-labelledby={headingId} className="space-y-2 rounded-lg border p-3">
        <h3 id={headingId} className="text-sm font-semibold">
          {t("heading")}
        </h3>
        <ol className="space-y-2" aria-live="polite">
          {LIVE_STEPS.map((step, index) => {
            const current = index === currentIndex;
            const { label, detail } = stepText(t, locale, step, status);
            return (
              <li
                key={step}
                data-step={step}
                aria-current={current ? "step" : undefined}
                className="flex items-start gap-3"
              >
                <span
                  aria-hidden
                  className={cn(
                    "grid size-6 shrink-0 place-items-center rounded-full border text-xs font-semibold",
                    index < currentIndex && "border-green-700 bg-green-700 text-white",
                    current && "border-primary bg-primary text-primary-foreground",
                    index > currentIndex && "text-muted-foreground",
                  )}
                >
                  {index < currentIndex ? "✓" : index + 1}
                </span>
                <span className="min-w-0 break-words">
                  <span className={cn("block text-sm", current ? "font-semibold" : "text-muted-foreground")}>
                    {label}
                    {current && <span className="sr-only"> ({t("current")})</span>}
                  </span>
                  {current && detail && <span className="block text-sm">{detail}</span>}
                </span>
              </li>
            );
          })}
        </ol>
        {token && !isFinalStep(status.step) && (
          <p className="text-xs text-muted-foreground">{stopped ? t("refreshExpired") : t("updating")}</p>
        )}
      </section>
      <AfterPhotos photos={photos} />
    </>
  );
}
