import { CalendarX2Icon, CheckCircle2Icon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { PendingVerificationBadge } from "@/components/dashboard/pending-verification-badge";

export function ContractorStatusBadges({ isActive, isVerified }: { isActive: boolean; isVerified: boolean }) {
  return (
    <div className="flex flex-wrap gap-1">
      {isActive ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>}
      {isVerified ? (
        <Badge variant="outline" className="border-green-300 bg-green-50 text-green-900">
          <CheckCircle2Icon aria-hidden />
          Verified
        </Badge>
      ) : (
        <PendingVerificationBadge />
      )}
    </div>
  );
}

/**
 * Booked jobs the painter's hours or time off no longer cover (docs/product.md §5): the office moves
 * or reassigns them; the details dialog lists them. Nothing when there are none (or none counted).
 */
export function JobsOutsideHoursBadge({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <Badge variant="outline" className="border-yellow-300 bg-yellow-50 text-yellow-950">
      <CalendarX2Icon aria-hidden />
      {count === 1 ? "1 job outside hours" : `${count} jobs outside hours`}
    </Badge>
  );
}
