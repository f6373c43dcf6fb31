"use client";

import { RefreshCwIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminResource } from "../admin-api";
import { formatMoment } from "../moment";
import { DataTable, type DataColumn } from "../data-table";
import { NETWORK_ERROR } from "../messages";
import type { LockoutDto, RecentLockoutsDto } from "@/lib/admin/lockouts";
import { SectionHeader } from "@/components/admin/back-office/section-header";

export const LOCKOUTS_URL = "/api/admin/lockouts";

/** What each budget counts, in the back office's words. */
export const BUDGET_LABELS: Record<LockoutDto["budget"], string> = {
  address: "Address",
  email: "E-mail",
  "admin-wide": "Admin (all addresses)",
  device: "Device",
};

const COLUMNS: DataColumn<LockoutDto>[] = [
  { header: "When", className: "whitespace-nowrap", cell: (l) => formatMoment(l.at) },
  {
    header: "Budget",
    cell: (l) => `${BUDGET_LABELS[l.budget]}${l.scope === "admin" ? " · admin login" : " · painter login"}`,
  },
  // Long e-mails wrap instead of widening the table past a phone's width.
  { header: "Address or e-mail", cellClassName: "break-all", cell: (l) => l.subject },
  { header: "Failures", className: "text-right tabular-nums", cell: (l) => l.failures },
];

/**
 * Recent login lockouts: when, which budget ran out, for what, after how many failures.
 * An e-mail's or the admin-wide budget only slows guesses down, and a painter or admin who signed
 * in before from a browser is not affected: a row here is a sign of guessing, not of a locked door.
 */
export function RecentLockouts() {
  const { resource, reload } = useAdminResource<RecentLockoutsDto>(LOCKOUTS_URL);
  const rows = resource.data?.lockouts;
  return (
    <section aria-labelledby="lockouts-heading" className="space-y-3">
      <SectionHeader
        headingId="lockouts-heading"
        title="Recent lockouts"
        description="Logins refused after repeated failed passwords, newest first. Browsers that signed in before keep signing in."
      >
        <Button type="button" variant="outline" className="min-h-11 self-start" onClick={() => void reload()}>
          <RefreshCwIcon aria-hidden />
          Refresh<span className="sr-only"> lockouts</span>
        </Button>
      </SectionHeader>
      {!rows && resource.status === "error" ? (
        <p role="alert" className="text-sm text-destructive">
          The lockouts could not be loaded. {resource.error ?? NETWORK_ERROR}
        </p>
      ) : !rows ? (
        <div role="status">
          <Skeleton className="h-24 w-full" />
          <span className="sr-only">Loading lockouts…</span>
        </div>
      ) : (
        <DataTable
          aria-labelledby="lockouts-heading"
          columns={COLUMNS}
          rows={rows}
          rowKey={(l) => l.id}
          empty="No lockouts recently."
        />
      )}
    </section>
  );
}
