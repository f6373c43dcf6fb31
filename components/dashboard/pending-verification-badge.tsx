import { ClockIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** A contractor whose W9 an admin has not yet checked (the painter portal passes its own language's label). */
export function PendingVerificationBadge({ label = "Pending Verification" }: { label?: string }) {
  return (
    <Badge variant="outline" className="border-yellow-300 bg-yellow-50 text-yellow-900">
      <ClockIcon aria-hidden />
      {label}
    </Badge>
  );
}
