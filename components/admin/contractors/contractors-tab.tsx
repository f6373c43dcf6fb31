"use client";

import { InfoIcon, RefreshCwIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { Resource } from "@/components/api/use-resource";
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
        <div role="alert" className="space-y-3 rounded-xl border border-destructive/40 p-4">
          <p className="text-sm text-destructive">
            The contractors could not be loaded. {contractors.error ?? NETWORK_ERROR}
          </p>
          <Button type="button" variant="outline" className="min-h-11" onClick={onReload}>
            <RefreshCwIcon aria-hidden />
            Refresh
          </Button>
        </div>
      ) : !contractors.data ? (
        <div role="status">
          <Skeleton className="h-48 w-full" />
          <span className="sr-only">Loading contractors…</span>
        </div>
      ) : (
        <div className="rounded-xl border">
          <Table aria-labelledby="contractors-heading">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Business</TableHead>
                <TableHead className="text-right">Experience</TableHead>
                <TableHead>Productivity (sq ft/day)</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>
                  <span className="sr-only">Details</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={7} className="py-6 text-center text-muted-foreground">
                    No contractors yet.
                  </TableCell>
                </TableRow>
              ) : (
                list.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell className="font-medium">{contractorName(c)}</TableCell>
                    <TableCell>{c.email}</TableCell>
                    <TableCell>
                      {c.businessName || <span className="text-muted-foreground">—</span>}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {c.experienceYears ? `${c.experienceYears} yrs` : "—"}
                    </TableCell>
                    <TableCell>
                      <ProductivityInput key={`${c.id}-${c.sqFtPerDay}`} contractor={c} onSaved={onUpdated} />
                    </TableCell>
                    <TableCell>
                      <ContractorStatusBadges isActive={c.isActive} isVerified={c.isVerified} />
                    </TableCell>
                    <TableCell>
                      <Button
                        type="button"
                        variant="outline"
                        size="sm"
                        className="min-h-9"
                        onClick={() => setSelectedId(c.id)}
                      >
                        <InfoIcon aria-hidden />
                        Details<span className="sr-only"> of {contractorName(c)}</span>
                      </Button>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </div>
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
