"use client";

import { useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useHydrated } from "@/components/hooks/use-hydrated";
import { CheckCircle2 } from "@/components/ui/static-icons/circle-check";
import type { BookingDto } from "@/lib/bookings/serialize";
import { awaitsConfirmation, holdDeadline } from "@/lib/bookings/holds.shared";
import { INTL_LOCALE, TIME_ZONE } from "@/lib/i18n/locales.shared";
import { isLiveBooking } from "@/lib/bookings/states.shared";
import { api, NETWORK_ERROR } from "@/components/api/client";
import { buttonProps } from "./booking-classes";
import { BookingLinkCard } from "./booking-link-card";
import { BookingSummary } from "./booking-summary";

type State = { kind: "ready"; busy: boolean } | { kind: "done" } | { kind: "error"; message: string };

/**
 * The page of a hold's "Confirm your booking" e-mail (lib/bookings/holds.ts): the booking and one
 * button. Opening the link confirms nothing (mail scanners open links); the button POSTs the token.
 */
export function ConfirmByLink({ booking, token }: { booking: BookingDto; token: string }) {
  const t = useTranslations("cancelBooking.confirm");
  const tb = useTranslations("booking");
  const locale = useLocale();
  const english = locale === "en";
  const hydrated = useHydrated();
  // A hold whose time ran out is cancelled by the tick: no longer live, it says to book again.
  const released = !isLiveBooking(booking.status);
  const [state, setState] = useState<State>(
    awaitsConfirmation(booking) || released ? { kind: "ready", busy: false } : { kind: "done" },
  );
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state.kind !== "ready") resultHeading.current?.focus();
  }, [state.kind]);

  async function confirm() {
    setState({ kind: "ready", busy: true });
    const result = await api.post<BookingDto>(`/api/bookings/${booking.id}/confirm`, { token });
    if (result.ok) setState({ kind: "done" });
    // The server's words on English pages (as always); another language: the expired-hold text, or no network.
    else
      setState({
        kind: "error",
        message: english
          ? (result.error ?? NETWORK_ERROR)
          : result.status
            ? t("expired")
            : tb("networkError"),
      });
  }

  const done = state.kind === "done";
  return (
    <BookingLinkCard title={t("title")} bookingId={booking.id}>
      <BookingSummary booking={booking} showStatus={false} />
      {done ? (
        <div role="status" className="space-y-2">
          <h2
            ref={resultHeading}
            tabIndex={-1}
            className="flex items-center gap-2 text-xl font-semibold outline-none"
          >
            <CheckCircle2 className="size-6 text-success" aria-hidden />
            {t("confirmedTitle")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("confirmedText")}</p>
        </div>
      ) : state.kind === "error" || released ? (
        <div role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm">
          <h2 ref={resultHeading} tabIndex={-1} className="font-semibold text-destructive outline-none">
            {state.kind === "error" ? state.message : t("expired")}
          </h2>
        </div>
      ) : (
        <>
          {booking.holdExpiresAt ? (
            <p className="text-sm">
              {t("pressBy", {
                deadline: english
                  ? holdDeadline(booking.holdExpiresAt)
                  : new Intl.DateTimeFormat(INTL_LOCALE[locale], {
                      timeZone: TIME_ZONE,
                      hour: "numeric",
                      minute: "2-digit",
                    }).format(new Date(booking.holdExpiresAt)),
              })}
            </p>
          ) : null}
          <button
            type="button"
            {...buttonProps("default", "w-full sm:w-auto")}
            disabled={!hydrated || (state.kind === "ready" && state.busy)}
            onClick={confirm}
          >
            {t("button")}
          </button>
        </>
      )}
    </BookingLinkCard>
  );
}
