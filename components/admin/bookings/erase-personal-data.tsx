"use client";

import { EraserIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import { ERASE_MESSAGES, isErasable, isErasedEmail } from "@/lib/bookings/erased.shared";
import { useAdminApi } from "../admin-api";
import { NETWORK_ERROR } from "../messages";
import type { AdminBookingDto as AdminBooking } from "@/lib/admin/bookings";

export const ERASE_TEXTS = {
  button: "Erase personal data",
  running: "Erasing...",
  title: "Erase this customer's personal data?",
  done: "This booking's personal data was erased.",
  failed: "Personal data not erased",
  onlyWhenOver:
    "Available once the booking is completed or cancelled: a live job needs the address and phone.",
} as const;

/** What the confirmation says goes and what stays, with the review's anonymous author line. */
export function eraseDescription(county: string | null) {
  const author = county ? `"a homeowner in ${county} County"` : '"a homeowner"';
  return (
    `The customer's name, e-mail address, phone number and street address are removed from this booking, ` +
    `with the notes of the booking and its jobs and the e-mails we keep for them. Their review stays, ` +
    `shown as ${author}. The zip code, rooms, prices, dates and statuses stay. This cannot be undone.`
  );
}

/** The back office's erasure of one booking's personal data, behind a confirmation. */
export function ErasePersonalData({
  booking,
  onErased,
}: {
  booking: AdminBooking;
  onErased: (booking: AdminBooking) => void;
}) {
  const api = useAdminApi();
  const [running, setRunning] = useState(false);

  if (isErasedEmail(booking.customerEmail)) {
    return <p className="text-sm text-muted-foreground">{ERASE_TEXTS.done}</p>;
  }
  const erasable = isErasable(booking.status);

  async function erase() {
    setRunning(true);
    const result = await api.send<{ message?: string; booking?: AdminBooking }>(
      "POST",
      `/api/admin/bookings/${encodeURIComponent(booking.id)}/erase-personal-data`,
    );
    setRunning(false);
    if (result.sessionEnded) return;
    if (result.ok && result.data?.booking) {
      toast.success(ERASE_MESSAGES.erased);
      onErased(result.data.booking);
    } else {
      toast.error(ERASE_TEXTS.failed, { description: result.error ?? NETWORK_ERROR });
    }
  }

  return (
    <div className="space-y-2">
      <ConfirmDialog
        trigger={
          <Button
            type="button"
            variant="outline"
            className="min-h-11 border-destructive/50 text-destructive hover:text-destructive"
            disabled={!erasable || running}
          >
            <EraserIcon aria-hidden />
            {running ? ERASE_TEXTS.running : ERASE_TEXTS.button}
          </Button>
        }
        title={ERASE_TEXTS.title}
        description={eraseDescription(booking.county)}
        confirmLabel={ERASE_TEXTS.button}
        destructive
        pending={running}
        buttonClassName="min-h-11"
        onConfirm={() => void erase()}
      />
      {!erasable && <p className="text-sm text-muted-foreground">{ERASE_TEXTS.onlyWhenOver}</p>}
    </div>
  );
}
