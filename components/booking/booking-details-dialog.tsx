"use client";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { BookingDto } from "@/lib/bookings/serialize";
import { BookingSummary } from "./booking-summary";
import { CallToChangeNotice } from "./call-to-change-notice";
import { CancelPanel } from "./cancel-panel";
import { CancelledNotice } from "./cancelled-notice";

interface Props {
  booking: BookingDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cancelling: boolean;
  onCancel: () => void;
}

/**
 * The booking found on /manage-booking; a scheduled one can be cancelled from here. Loaded once
 * a look-up succeeds (ManageBookingForm), so the page itself ships no dialog code.
 */
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
