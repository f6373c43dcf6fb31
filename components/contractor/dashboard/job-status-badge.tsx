import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils.shared";
import { jobStatusLabel } from "@/lib/bookings/lifecycle.shared";
import { jobStatusColor } from "./format";

/** docs/product.md §4 colours: assigned yellow, acknowledged blue, in progress orange, completed green, rejected red, other grey. */
export function JobStatusBadge({
  status,
  label = jobStatusLabel(status),
  className,
}: {
  status: string;
  /** The status's words in the page's language (the portal's); English by default. */
  label?: string;
  className?: string;
}) {
  return (
    <Badge variant="outline" data-status={status} className={cn(jobStatusColor(status), className)}>
      {label}
    </Badge>
  );
}
