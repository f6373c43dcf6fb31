"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { BookingDto } from "@/lib/bookings/serialize";
import { BookingSummary } from "./booking-summary";
import { CallToChangeNotice } from "./call-to-change-notice";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { CancelledNotice } from "./cancelled-notice";
import { CANCELLATION_RULE } from "./format";

interface Props {
  booking: BookingDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cancelling: boolean;
  onCancel: () => void;
}

/** The booking found on /manage-booking; a scheduled one can be cancelled from here. */
export function BookingDetailsDialog({ booking, open, onOpenChange, cancelling, onCancel }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Booking Details</DialogTitle>
          <DialogDescription className="break-all">Booking ID: {booking.id}</DialogDescription>
        </DialogHeader>
        <BookingSummary booking={booking} />
        {booking.status === "scheduled" && (
          <CancelPanel
            triggerLabel="Cancel This Appointment"
            booking={booking}
            pending={cancelling}
            onConfirm={onCancel}
          />
        )}
        {booking.status === "cancelled" && <CancelledNotice fee={booking.cancellationFee} />}
        {booking.status !== "scheduled" && booking.status !== "cancelled" && <CallToChangeNotice />}
      </DialogContent>
    </Dialog>
  );
}

/** The cancellation rule and the cancel button with its confirmation: here and on the cancel-by-link page. */
export function CancelPanel({
  triggerLabel,
  booking,
  pending,
  onConfirm,
}: {
  triggerLabel: string;
  booking: Pick<BookingDto, "scheduledDate" | "timeSlotLabel">;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <div className="space-y-3 border-t pt-4">
      <p className="text-sm text-muted-foreground">{CANCELLATION_RULE}</p>
      <CancelBookingDialog
        triggerLabel={triggerLabel}
        scheduledDate={booking.scheduledDate}
        timeSlotLabel={booking.timeSlotLabel}
        pending={pending}
        onConfirm={onConfirm}
      />
    </div>
  );
}
