import { Badge } from "@/components/ui/badge";
import { statusLabel } from "./format";

/** Spec §4: default style for scheduled, destructive for cancelled, secondary otherwise. */
export function bookingStatusVariant(status: string) {
  if (status === "scheduled") return "default" as const;
  if (status === "cancelled") return "destructive" as const;
  return "secondary" as const;
}

export function BookingStatusBadge({ status }: { status: string }) {
  return <Badge variant={bookingStatusVariant(status)}>{statusLabel(status)}</Badge>;
}
