"use client";

import { useEffect, useRef, useState, type RefObject } from "react";
import { useLocale, useTranslations } from "next-intl";
import { CheckCircle2 } from "@/components/ui/static-icons/circle-check";
import { RotateCcw } from "@/components/ui/static-icons/rotate-ccw";
import type { BookingDto } from "@/lib/bookings/serialize";
import { customerMayChange } from "@/lib/bookings/states.shared";
import { BOOKING_MESSAGES } from "@/lib/validations/booking-messages.shared";
import { api, NETWORK_ERROR } from "@/components/api/client";
import { buttonProps } from "./booking-classes";
import { BookingLinkCard } from "./booking-link-card";
import { BookingSummary } from "./booking-summary";
import { CallToChangeNotice } from "./call-to-change-notice";
import { CancelPanel } from "./cancel-panel";
import { CancelledNotice } from "./cancelled-notice";

type State =
  { kind: "pending"; busy: boolean } | { kind: "success"; fee: number } | { kind: "error"; message: string };

interface CancelResult {
  cancellationFee: number;
  booking: BookingDto;
}

/**
 * Cancel by the signed link of the confirmation e-mail: pending → success or error; error can retry
 * (docs/product.md §4). The Card's and Button's markup without their components (booking-classes.ts), and the
 * confirmation dialog loaded when opened (CancelPanel): the page ships little beyond this file.
 */
export function CancelByLink({ booking, token }: { booking: BookingDto; token: string }) {
  const t = useTranslations("cancelBooking");
  const tb = useTranslations("booking");
  const english = useLocale() === "en";
  const [state, setState] = useState<State>({ kind: "pending", busy: false });
  const resultHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (state.kind !== "pending") resultHeading.current?.focus();
  }, [state.kind]);

  async function cancel() {
    setState({ kind: "pending", busy: true });
    const result = await api.post<CancelResult>(`/api/bookings/${booking.id}/cancel`, { token });
    if (result.ok && result.data) setState({ kind: "success", fee: result.data.cancellationFee });
    else
      setState({
        kind: "error",
        // The server's words on English pages (as always); another language says it in its own.
        message: english
          ? (result.error ?? (result.status ? BOOKING_MESSAGES.cancelFailedText : NETWORK_ERROR))
          : result.status
            ? t("failedText")
            : tb("networkError"),
      });
  }

  return (
    <BookingLinkCard title={t("cardTitle")} bookingId={booking.id}>
      {state.kind === "success" ? (
        <div className="space-y-3">
          <h2
            ref={resultHeading}
            tabIndex={-1}
            className="flex items-center gap-2 text-xl font-semibold outline-none"
          >
            <CheckCircle2 className="size-6 text-success" aria-hidden />
            {t("cancelled")}
          </h2>
          <CancelledNotice fee={state.fee} title={t("cancelledNotice")} />
        </div>
      ) : (
        <>
          <BookingSummary booking={booking} />
          <Decision booking={booking} state={state} onCancel={cancel} headingRef={resultHeading} />
        </>
      )}
    </BookingLinkCard>
  );
}

interface DecisionProps {
  booking: BookingDto;
  state: Exclude<State, { kind: "success" }>;
  onCancel: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

function Decision({ booking, state, onCancel, headingRef }: DecisionProps) {
  const t = useTranslations("cancelBooking");
  if (booking.status === "cancelled") {
    return <CancelledNotice fee={booking.cancellationFee} title={t("alreadyCancelled")} />;
  }
  if (!customerMayChange(booking.status)) {
    return <CallToChangeNotice />;
  }
  if (state.kind === "error") {
    return (
      <div
        role="alert"
        className="space-y-3 rounded-lg border border-destructive/30 bg-destructive/5 p-4 text-sm"
      >
        <h2 ref={headingRef} tabIndex={-1} className="font-semibold text-destructive outline-none">
          {t("failed")}
        </h2>
        <p>{state.message}</p>
        <button type="button" {...buttonProps("outline", "w-full sm:w-auto")} onClick={onCancel}>
          <RotateCcw aria-hidden />
          {t("tryAgain")}
        </button>
      </div>
    );
  }
  return (
    <CancelPanel triggerLabel={t("cancelMine")} booking={booking} pending={state.busy} onConfirm={onCancel} />
  );
}
