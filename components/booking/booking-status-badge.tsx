import { bookingStatusLabel, bookingStatusVariant } from "@/lib/bookings/lifecycle.shared";
import { BADGE_CLASSES } from "./booking-classes";

/**
 * docs/product.md §4: default style for scheduled, destructive for cancelled, secondary otherwise. The
 * Badge's markup without its component, whose tailwind-merge the booking pages would ship. The back
 * office shows the English label; a customer's page passes its own language's (`label`).
 */
export function BookingStatusBadge({ status, label }: { status: string; label?: string }) {
  const variant = bookingStatusVariant(status);
  return (
    <span data-slot="badge" data-variant={variant} className={BADGE_CLASSES[variant]}>
      {label ?? bookingStatusLabel(status)}
    </span>
  );
}
