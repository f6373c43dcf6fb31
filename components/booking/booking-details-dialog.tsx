"use client";

import { useTranslations } from "next-intl";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { RoomPhotos } from "@/lib/bookings/live-status.shared";
import type { BookingDto } from "@/lib/bookings/serialize";
import { customerMayChange } from "@/lib/bookings/states.shared";
import { BookingSummary } from "./booking-summary";
import { CallToChangeNotice } from "./call-to-change-notice";
import { CancelPanel } from "./cancel-panel";
import { CancelledNotice } from "./cancelled-notice";
import { LiveStatusSteps } from "./live-status-steps";

interface Props {
  booking: BookingDto;
  /** The look-up's status token: the live status refreshes with it while the dialog is open. */
  statusToken?: string | null;
  /** The look-up's after photos of a completed job, shown under its status. */
  afterPhotos?: RoomPhotos[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  cancelling: boolean;
  onCancel: () => void;
}

/**
 * The booking found on /manage-booking; one the customer may change (BOOKING_STATES) can be cancelled from here. Loaded once
 * a look-up succeeds (ManageBookingForm), so the page itself ships no dialog code.
 */
export function BookingDetailsDialog({
  booking,
  statusToken = null,
  afterPhotos = [],
  open,
  onOpenChange,
  cancelling,
  onCancel,
}: Props) {
  const t = useTranslations("manageBooking.details");
  const tb = useTranslations("booking");
  const tu = useTranslations("ui");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tu("close")}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription className="break-all">{tb("bookingId", { id: booking.id })}</DialogDescription>
        </DialogHeader>
        {booking.liveStatus && (
          <LiveStatusSteps
            key={`${booking.status}:${booking.liveStatus.step}`}
            bookingId={booking.id}
            initial={booking.liveStatus}
            token={statusToken}
            initialPhotos={afterPhotos}
          />
        )}
        <BookingSummary booking={booking} />
        {customerMayChange(booking.status) && (
          <CancelPanel
            triggerLabel={t("cancel")}
            booking={booking}
            pending={cancelling}
            onConfirm={onCancel}
          />
        )}
        {booking.status === "cancelled" && <CancelledNotice fee={booking.cancellationFee} />}
        {!customerMayChange(booking.status) && booking.status !== "cancelled" && <CallToChangeNotice />}
      </DialogContent>
    </Dialog>
  );
}
