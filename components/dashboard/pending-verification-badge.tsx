import { ClockIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** A contractor whose W9 an admin has not yet checked. */
export function PendingVerificationBadge() {
  return (
    <Badge variant="outline" className="border-yellow-300 bg-yellow-50 text-yellow-900">
      <ClockIcon aria-hidden />
      Pending Verification
    </Badge>
  );
}
