"use client";

import { InfoIcon, UserPlusIcon } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { LoadError } from "@/components/dashboard/list-state";
import type { AdminContractorDto as AdminContractor } from "@/lib/admin/contractors";
import type { ServiceAreaDto as ServiceArea } from "@/lib/admin/service-areas";
import type { BookingAnalyticsDto } from "@/lib/admin/analytics";
import { DataTable, RowAction, srHeader, type DataColumn } from "../data-table";
import { contractorName } from "../format";
import { NETWORK_ERROR } from "../messages";
import { PagedList, usePagedList } from "../paged-list";
import { SearchBox } from "../search-box";
import { ContractorStatusBadges, JobsOutsideHoursBadge } from "./contractor-badges";
import { ContractorDetailsDialog } from "./contractor-details-dialog";
import { ProductivityInput } from "./productivity-input";
import { useOpenedOnce } from "../use-opened-once";
import { SectionHeader } from "@/components/admin/back-office/section-header";

// The invitation's form (react-hook-form and zod) loads when first opened, not with the list.
const InviteContractorDialog = lazy(() =>
  import("./invite-contractor-dialog").then((m) => ({ default: m.InviteContractorDialog })),
);

const STATUS_FILTERS = [
  { value: "all", label: "All contractors" },
  { value: "active", label: "Active" },
  { value: "inactive", label: "Inactive" },
  { value: "unverified", label: "Pending verification" },
] as const;

export interface ContractorFilter {
  q: string;
  status: string;
}

/** GET /api/admin/contractors for a search, a status and a page. */
export function contractorsListUrl({ q, status }: ContractorFilter, cursor: string): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (status && status !== "all") params.set("status", status);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return `/api/admin/contractors${query ? `?${query}` : ""}`;
}

type Totals = Pick<BookingAnalyticsDto["totals"], "contractors" | "activeContractors">;

export function ContractorsTab({
  serviceAreas,
  totals,
  reloadKey = 0,
  onChanged,
}: {
  serviceAreas: ServiceArea[];
  /** All contractors and the active ones (the analytics' totals); undefined while they load. */
  totals: Totals | undefined;
  /** Changes when contractors changed elsewhere: the page shown reloads. */
  reloadKey?: number;
  /** A contractor was invited or changed here (the counts above may have moved). */
  onChanged: () => void;
}) {
  const [text, setText] = useState("");
  const [filter, setFilter] = useState<ContractorFilter>({ q: "", status: "all" });
  const [version, setVersion] = useState(0);
  const page = usePagedList<"contractors", AdminContractor>({
    key: "contractors",
    url: (cursor) => contractorsListUrl(filter, cursor),
    reloadKey: `${reloadKey}:${version}`,
  });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const inviteLoaded = useOpenedOnce(inviting);
  const selected = page.rows.find((c) => c.id === selectedId) ?? null;

  const applyFilter = (next: ContractorFilter) => {
    setFilter(next);
    page.reset();
  };
  /** Shows the contractor the API returned at once, then loads the page again. */
  const changed = (c?: AdminContractor) => {
    if (c)
      page.update((data) => ({
        ...data,
        contractors: data.contractors.map((row) => (row.id === c.id ? c : row)),
      }));
    setVersion((n) => n + 1);
    onChanged();
  };

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
      cell: (c) => <ProductivityInput key={`${c.id}-${c.sqFtPerDay}`} contractor={c} onSaved={changed} />,
    },
    {
      header: "Status",
      cell: (c) => (
        <div className="flex flex-wrap gap-1">
          <ContractorStatusBadges isActive={c.isActive} isVerified={c.isVerified} />
          <JobsOutsideHoursBadge count={c.jobsOutsideHours} />
        </div>
      ),
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

  const filtered = filter.q !== "" || filter.status !== "all";
  return (
    <section aria-labelledby="contractors-heading" className="space-y-4">
      <SectionHeader
        headingId="contractors-heading"
        title="Contractors"
        description={
          totals && (
            <>
              {totals.contractors} contractors, {totals.activeContractors} active.
            </>
          )
        }
      >
        <Button type="button" className="min-h-11" onClick={() => setInviting(true)}>
          <UserPlusIcon aria-hidden />
          Invite Contractor
        </Button>
      </SectionHeader>

      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          id="contractors-search"
          name="Contractors"
          label="Search contractors"
          placeholder="Name, e-mail, business or phone"
          value={text}
          onValueChange={setText}
          onSearch={(q) => applyFilter({ ...filter, q })}
          className="flex-1"
        />
        <div className="grid gap-1.5 sm:w-56">
          <Label htmlFor="contractors-status-filter">Status</Label>
          <Select value={filter.status} onValueChange={(status) => applyFilter({ ...filter, status })}>
            <SelectTrigger id="contractors-status-filter" className="min-h-11 w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {STATUS_FILTERS.map((s) => (
                <SelectItem key={s.value} value={s.value}>
                  {s.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>

      <PagedList
        list={page}
        noun={["contractor", "contractors"]}
        pagerLabel="Contractors pages"
        skeletons={["h-48 w-full"]}
        failure={(failure, retry) => (
          <LoadError onRetry={retry}>
            <p className="text-sm text-destructive">
              The contractors could not be loaded.{" "}
              {failure.httpStatus > 0 ? (failure.error ?? "") : NETWORK_ERROR}
            </p>
          </LoadError>
        )}
      >
        {(rows, busy) => (
          <DataTable
            aria-labelledby="contractors-heading"
            aria-busy={busy}
            columns={columns}
            rows={rows}
            rowKey={(c) => c.id}
            empty={filtered ? "No contractors match." : "No contractors yet."}
          />
        )}
      </PagedList>

      {inviteLoaded && (
        <Suspense fallback={null}>
          <InviteContractorDialog
            open={inviting}
            onOpenChange={setInviting}
            serviceAreas={serviceAreas}
            onInvited={() => changed()}
          />
        </Suspense>
      )}
      <ContractorDetailsDialog
        contractor={selected}
        onOpenChange={(open) => !open && setSelectedId(null)}
        onChanged={changed}
      />
    </section>
  );
}
