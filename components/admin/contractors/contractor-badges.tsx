import { CheckCircle2Icon, ClockIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";

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
        <Badge variant="outline" className="border-yellow-300 bg-yellow-50 text-yellow-900">
          <ClockIcon aria-hidden />
          Pending Verification
        </Badge>
      )}
    </div>
  );
}
