import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils.shared";
import { jobStatusLabel } from "@/lib/bookings/lifecycle.shared";
import { jobStatusColor } from "./format";

/** docs/product.md §4 colours: assigned yellow, acknowledged blue, in progress orange, completed green, rejected red, other grey. */
export function JobStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="outline" data-status={status} className={cn(jobStatusColor(status), className)}>
      {jobStatusLabel(status)}
    </Badge>
  );
}
