"use client";

import { useState, type FormEvent } from "react";
import { Loader2, Search } from "lucide-react";
import { z } from "@/lib/validations/zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import type { BookingDto } from "@/lib/bookings/serialize";
import { BOOKING_MESSAGES } from "@/lib/validations/booking";
import { api, NETWORK_ERROR } from "@/components/api/client";
import { BookingDetailsDialog } from "./booking-details-dialog";
import { cancellationFeeText } from "./format";

interface CancelResult {
  message: string;
  cancellationFee: number;
  booking: BookingDto;
}

const bookingIdSchema = z.uuid();

function lookupFailed(status: number, error: string | null) {
  if (status === 404) toast.error(BOOKING_MESSAGES.notFound, { description: BOOKING_MESSAGES.notFoundText });
  else if (status === 400) toast.error(error ?? BOOKING_MESSAGES.invalidId);
  else if (status === 429)
    toast.error(error ?? "Too many attempts. Please wait a few minutes and try again.");
  else toast.error("Something went wrong", { description: error ?? NETWORK_ERROR });
}

/** Booking ID + e-mail → the booking's details, where a scheduled booking can be cancelled (spec §2, §5). */
export function ManageBookingForm({ initialId = "" }: { initialId?: string }) {
  const [bookingId, setBookingId] = useState(initialId);
  const [email, setEmail] = useState("");
  const [searching, setSearching] = useState(false);
  const [found, setFound] = useState<{ booking: BookingDto; email: string } | null>(null);
  const [open, setOpen] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  async function findBooking(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const id = bookingId.trim();
    const address = email.trim();
    if (!id || !address) {
      toast.error(BOOKING_MESSAGES.required);
      return;
    }
    if (!bookingIdSchema.safeParse(id).success) {
      toast.error(BOOKING_MESSAGES.invalidId);
      return;
    }
    setSearching(true);
    const result = await api.post<BookingDto>(`/api/bookings/${encodeURIComponent(id)}/lookup`, {
      email: address,
    });
    setSearching(false);
    if (!result.ok || !result.data) {
      lookupFailed(result.status, result.error);
      return;
    }
    toast.dismiss(); // an earlier "required" or "not found" notice no longer applies
    setFound({ booking: result.data, email: address });
    setOpen(true);
  }

  async function cancelBooking() {
    if (!found) return;
    setCancelling(true);
    const result = await api.post<CancelResult>(`/api/bookings/${found.booking.id}/cancel`, {
      email: found.email,
    });
    setCancelling(false);
    if (!result.ok || !result.data) {
      toast.error(BOOKING_MESSAGES.cancelFailed, {
        description: result.error ?? BOOKING_MESSAGES.cancelFailedText,
      });
      return;
    }
    const { booking, cancellationFee, message } = result.data;
    setFound({ booking, email: found.email });
    const fee = cancellationFeeText(cancellationFee);
    toast.success(BOOKING_MESSAGES.cancelled, {
      description: message === BOOKING_MESSAGES.cancelled ? fee : `${message} ${fee}`,
    });
  }

  return (
    <>
      <form onSubmit={findBooking} noValidate aria-label="Find your booking" className="space-y-5">
        <div className="space-y-2">
          <Label htmlFor="booking-id">Booking ID</Label>
          <Input
            id="booking-id"
            name="bookingId"
            value={bookingId}
            onChange={(event) => {
              setBookingId(event.target.value);
              setFound(null);
            }}
            aria-required="true"
            aria-describedby="booking-id-hint"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="e.g. 3f6c1e2a-…"
          />
          <p id="booking-id-hint" className="text-xs text-muted-foreground">
            You will find it in your booking confirmation e-mail.
          </p>
        </div>
        <div className="space-y-2">
          <Label htmlFor="booking-email">Email Address</Label>
          <Input
            id="booking-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setFound(null);
            }}
            aria-required="true"
            placeholder="The e-mail you booked with"
          />
        </div>
        <Button type="submit" className="w-full" disabled={searching}>
          {searching ? <Loader2 className="animate-spin" aria-hidden /> : <Search aria-hidden />}
          {searching ? "Searching..." : "Find My Booking"}
        </Button>
        {found && !open && (
          <Button type="button" variant="outline" className="w-full" onClick={() => setOpen(true)}>
            View Booking Details
          </Button>
        )}
      </form>
      {found && (
        <BookingDetailsDialog
          booking={found.booking}
          open={open}
          onOpenChange={setOpen}
          cancelling={cancelling}
          onCancel={cancelBooking}
        />
      )}
    </>
  );
}
