"use client";

import { InfoIcon } from "lucide-react";
import { useState } from "react";
import { LoadError, LoadingState } from "@/components/dashboard/list-state";
import type { Resource } from "@/components/api/use-resource";
import { DataTable, RowAction, srHeader, type DataColumn } from "../data-table";
import { contractorName } from "../format";
import { NETWORK_ERROR } from "../messages";
import type { AdminContractorDto as AdminContractor } from "@/lib/admin/contractors";
import type { ServiceAreaDto as ServiceArea } from "@/lib/admin/service-areas";
import { ContractorStatusBadges } from "./contractor-badges";
import { ContractorDetailsDialog } from "./contractor-details-dialog";
import { InviteContractorDialog } from "./invite-contractor-dialog";
import { ProductivityInput } from "./productivity-input";

export function ContractorsTab({
  contractors,
  serviceAreas,
  onReload,
  onUpdated,
}: {
  contractors: Resource<AdminContractor[]>;
  serviceAreas: ServiceArea[];
  onReload: () => void;
  /** A changed contractor as the API returned it (shown at once, before the reload). */
  onUpdated: (c: AdminContractor) => void;
}) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = contractors.data ?? [];
  const selected = list.find((c) => c.id === selectedId) ?? null;
  const pending = list.filter((c) => !c.isVerified).length;

  const columns: DataColumn<AdminContractor>[] = [
    { header: "Name", cellClassName: "font-medium", cell: contractorName },
    { header: "Email", cell: (c) => c.email },
    { header: "Business", cell: (c) => c.businessName || <span className="text-muted-foreground">—</span> },
    {
      header: "Experience",
      className: "text-right",
      cellClassName: "tabular-nums",
      cell: (c) => (c.experienceYears ? `${c.experienceYears} yrs` : "—"),
    },
    {
      header: "Productivity (sq ft/day)",
      cell: (c) => <ProductivityInput key={`${c.id}-${c.sqFtPerDay}`} contractor={c} onSaved={onUpdated} />,
    },
    {
      header: "Status",
      cell: (c) => <ContractorStatusBadges isActive={c.isActive} isVerified={c.isVerified} />,
    },
    {
      header: srHeader("Details"),
      cell: (c) => (
        <RowAction
          icon={InfoIcon}
          label="Details"
          of={`of ${contractorName(c)}`}
          onClick={() => setSelectedId(c.id)}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="contractors-heading" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="contractors-heading" className="text-lg font-semibold">
            Contractors
          </h2>
          <p className="text-sm text-muted-foreground">
            {list.length} contractors, {list.filter((c) => c.isActive).length} active
            {pending > 0 ? `, ${pending} pending verification` : ""}.
          </p>
        </div>
        <InviteContractorDialog
          serviceAreas={serviceAreas}
          onInvited={(c) => {
            onUpdated(c);
            onReload();
          }}
        />
      </div>

      {contractors.status === "error" && !contractors.data ? (
        <LoadError onRetry={onReload}>
          <p className="text-sm text-destructive">
            The contractors could not be loaded. {contractors.error ?? NETWORK_ERROR}
          </p>
        </LoadError>
      ) : !contractors.data ? (
        <LoadingState label="Loading contractors…" skeletons={["h-48 w-full"]} />
      ) : (
        <DataTable
          aria-labelledby="contractors-heading"
          columns={columns}
          rows={list}
          rowKey={(c) => c.id}
          empty="No contractors yet."
        />
      )}

      <ContractorDetailsDialog
        contractor={selected}
        onOpenChange={(open) => !open && setSelectedId(null)}
        onChanged={(c) => {
          if (c) onUpdated(c);
          onReload();
        }}
      />
    </section>
  );
}
