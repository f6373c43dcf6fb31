"use client";

import { AppDialog } from "@/components/ui/app-dialog";
import { DetailRow } from "@/components/dashboard/detail-row";
import type { AdminContractorDto as AdminContractor } from "@/lib/admin/contractors";
import { contractorName, formatTimestamp, PRODUCTIVITY } from "../format";
import { ContractorStatusBadges } from "./contractor-badges";
import { ContractorAccount } from "./contractor-account";
import { ContractorAvailabilityConflicts } from "./contractor-availability-conflicts";
import { ContractorServiceAreas } from "./contractor-service-areas";
import { W9Viewer } from "./w9-viewer";

function ContractorDetails({
  contractor,
  onChanged,
}: {
  contractor: AdminContractor;
  onChanged: (c?: AdminContractor) => void;
}) {
  return (
    <div className="space-y-5">
      <ContractorStatusBadges isActive={contractor.isActive} isVerified={contractor.isVerified} />
      <dl className="space-y-1.5">
        <DetailRow label="Email">
          <a
            href={`mailto:${contractor.email}`}
            className="break-all text-primary underline-offset-4 hover:underline"
          >
            {contractor.email}
          </a>
        </DetailRow>
        <DetailRow label="Phone">{contractor.phone || "—"}</DetailRow>
        <DetailRow label="Business">{contractor.businessName || "—"}</DetailRow>
        <DetailRow label="Experience">
          {contractor.experienceYears ? `${contractor.experienceYears} years` : "—"}
        </DetailRow>
        <DetailRow label="Productivity">
          {contractor.sqFtPerDay ?? PRODUCTIVITY.fallback} sq ft per day
        </DetailRow>
        <DetailRow label="Total jobs">{contractor.totalJobs}</DetailRow>
        <DetailRow label="Status">
          {contractor.isActive ? "Active" : "Inactive"} ·{" "}
          {contractor.isVerified ? "Verified" : "Pending Verification"}
        </DetailRow>
        <DetailRow label="Joined">{formatTimestamp(contractor.createdAt)}</DetailRow>
        {contractor.licenseNumber && <DetailRow label="License">{contractor.licenseNumber}</DetailRow>}
      </dl>

      <section className="space-y-2" aria-labelledby="job-matching-heading">
        <h3 id="job-matching-heading" className="text-sm font-semibold">
          Job Matching
        </h3>
        {contractor.matchingBlockers.length === 0 ? (
          <p className="text-sm text-muted-foreground">Receives matched jobs in their service areas.</p>
        ) : (
          <div className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-950">
            <p className="font-medium">Receives no jobs:</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {contractor.matchingBlockers.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <ContractorAvailabilityConflicts contractorId={contractor.id} />

      <section className="space-y-2">
        <h3 className="text-sm font-semibold">W9 Document</h3>
        <W9Viewer contractor={contractor} />
      </section>

      <section className="space-y-2">
        <h3 className="text-sm font-semibold">Service Areas</h3>
        <ContractorServiceAreas contractor={contractor} onChanged={() => onChanged()} />
      </section>

      <ContractorAccount contractor={contractor} onChanged={onChanged} />
    </div>
  );
}

export function ContractorDetailsDialog({
  contractor,
  onOpenChange,
  onChanged,
}: {
  contractor: AdminContractor | null;
  onOpenChange: (open: boolean) => void;
  /** With the updated contractor when the call returned it; the list reloads either way. */
  onChanged: (c?: AdminContractor) => void;
}) {
  return (
    <AppDialog
      open={contractor !== null}
      onOpenChange={onOpenChange}
      className="sm:max-w-2xl"
      title={contractor ? contractorName(contractor) : null}
      description="Contractor details, W9, service areas and account actions."
    >
      {contractor && <ContractorDetails key={contractor.id} contractor={contractor} onChanged={onChanged} />}
    </AppDialog>
  );
}
