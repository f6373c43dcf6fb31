"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import { cancellationFeeCents } from "@/lib/bookings/fees.shared";
import { CANCELLATION_RULE, cancellationFeeText } from "./format";

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  scheduledDate: string;
  timeSlotLabel: string;
  pending: boolean;
  onConfirm: () => void;
}

/**
 * The "are you sure?" step before a booking is cancelled, stating the fee rule. Loaded when it is
 * first opened (CancelPanel holds its button), so the pages that show it ship no dialog code.
 */
export function CancelBookingDialog({
  open,
  onOpenChange,
  scheduledDate,
  timeSlotLabel,
  pending,
  onConfirm,
}: Props) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
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
