import { CheckCircle2Icon } from "lucide-react";
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
