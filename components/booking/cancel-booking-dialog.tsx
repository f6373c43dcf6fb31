"use client";

import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatBookingDate } from "@/lib/bookings/format";
import { cancellationFeeCents } from "@/lib/bookings/fees";
import { CANCELLATION_RULE, cancellationFeeText } from "./format";

interface Props {
  /** The button that opens the confirmation, e.g. "Cancel This Appointment". */
  triggerLabel: string;
  scheduledDate: string;
  timeSlotLabel: string;
  pending: boolean;
  onConfirm: () => void;
}

/** The "are you sure?" step before a booking is cancelled, stating the fee rule. */
export function CancelBookingDialog({
  triggerLabel,
  scheduledDate,
  timeSlotLabel,
  pending,
  onConfirm,
}: Props) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" disabled={pending} className="w-full sm:w-auto">
          {pending && <Loader2 className="animate-spin" aria-hidden />}
          {pending ? "Cancelling..." : triggerLabel}
        </Button>
      }
      title="Cancel this booking?"
      description={
        <>
          Your appointment on {formatBookingDate(scheduledDate)}, {timeSlotLabel} will be cancelled and the
          time slot released. This cannot be undone.
        </>
      }
      cancelLabel="Keep My Booking"
      confirmLabel="Yes, Cancel Booking"
      destructive
      pending={pending}
      onConfirm={onConfirm}
    >
      <div className="space-y-1 rounded-md bg-muted p-3 text-sm">
        <p>{CANCELLATION_RULE}</p>
        {/* Only rendered while open, i.e. in the browser: the server decides the real fee. */}
        <p className="font-medium">
          If you cancel now: {cancellationFeeText(cancellationFeeCents(scheduledDate) / 100)}
        </p>
      </div>
    </ConfirmDialog>
  );
}
