import { Badge } from "@/components/ui/badge";
import { bookingStatusLabel, bookingStatusVariant } from "@/lib/bookings/lifecycle";

/** Spec §4: default style for scheduled, destructive for cancelled, secondary otherwise. */
export function BookingStatusBadge({ status }: { status: string }) {
  return <Badge variant={bookingStatusVariant(status)}>{bookingStatusLabel(status)}</Badge>;
}
