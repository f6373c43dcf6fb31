import { bookingStatusLabel, bookingStatusVariant } from "@/lib/bookings/lifecycle.shared";
import { BADGE_CLASSES } from "./booking-classes";

/**
 * docs/product.md §4: default style for scheduled, destructive for cancelled, secondary otherwise. The
 * Badge's markup without its component, whose tailwind-merge the booking pages would ship.
 */
export function BookingStatusBadge({ status }: { status: string }) {
  const variant = bookingStatusVariant(status);
  return (
    <span data-slot="badge" data-variant={variant} className={BADGE_CLASSES[variant]}>
      {bookingStatusLabel(status)}
    </span>
  );
}
