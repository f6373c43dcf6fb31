"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { LoadingDialog } from "@/components/ui/loading-dialog";
import { Loader2 } from "@/components/ui/static-icons/loader-circle";
import type { BookingDto } from "@/lib/bookings/serialize";
import { buttonProps } from "./booking-classes";
import { useTranslations } from "next-intl";

// The confirmation (Radix's alert dialog) loads when first asked for, not with the page.
// (Exported for the unit tests, which load it before they assert.)
export const loadCancelConfirmation = () => import("./cancel-booking-dialog");
const CancelBookingDialog = lazy(() =>
  loadCancelConfirmation().then((m) => ({ default: m.CancelBookingDialog })),
);

const preload = () => void loadCancelConfirmation();

interface Props {
  /** The button that opens the confirmation, e.g. "Cancel This Appointment". */
  triggerLabel: string;
  booking: Pick<BookingDto, "scheduledDate" | "timeSlot" | "timeSlotLabel">;
  pending: boolean;
  onConfirm: () => void;
}

/**
 * The cancellation rule and the cancel button with its confirmation: in the booking details
 * dialog of /manage-booking and on the cancel-by-link page. Focus goes back to the button when the
 * confirmation closes, as with a dialog trigger.
 */
export function CancelPanel({ triggerLabel, booking, pending, onConfirm }: Props) {
  const t = useTranslations("booking");
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const returnFocus = useRef(false);

  // As a dialog trigger would: focus comes back to the button when the confirmation closes, or,
  // closed by "Yes, Cancel Booking", once the button is enabled again (a failed cancellation);
  // unless it has gone elsewhere meanwhile.
  useEffect(() => {
    if (wasOpen.current && !open) returnFocus.current = true;
    wasOpen.current = open;
    if (!returnFocus.current || open || pending) return;
    returnFocus.current = false;
    const focused = document.activeElement;
    if (
      !focused ||
      focused === document.body ||
      !focused.isConnected ||
      focused.closest("[role=alertdialog]")
    )
      button.current?.focus();
  }, [open, pending]);

  return (
    <div className="space-y-3 border-t pt-4">
      <p className="text-sm text-muted-foreground">{t("cancellationRule")}</p>
      <button
        ref={button}
        type="button"
        {...buttonProps("destructive", "w-full sm:w-auto")}
        disabled={pending}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? "open" : "closed"}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {pending && <Loader2 className="animate-spin" aria-hidden />}
        {pending ? t("cancelPanel.cancelling") : triggerLabel}
      </button>
      {wanted && (
        <Suspense fallback={open ? <LoadingDialog label={t("cancelPanel.loading")} /> : null}>
          <CancelBookingDialog
            open={open}
            onOpenChange={setOpen}
            scheduledDate={booking.scheduledDate}
            timeSlot={booking.timeSlot}
            timeSlotLabel={booking.timeSlotLabel}
            pending={pending}
            onConfirm={onConfirm}
          />
        </Suspense>
      )}
    </div>
  );
}
