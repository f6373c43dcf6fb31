"use client";

import { DatabaseIcon, RefreshCwIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { useAdminApi } from "../admin-api";
import type { Resource } from "@/components/api/use-resource";
import { ADMIN_MESSAGES, NETWORK_ERROR } from "../messages";
import { pendingFigure, plural, statFigure } from "./cleanup-figures";
import type { CleanupResultDto as CleanupResult, CleanupStatsDto as CleanupStats } from "@/lib/admin/cleanup";
import { SectionHeader } from "@/components/admin/back-office/section-header";

export { CLEANUP_REFRESH_MS, pendingFigure, statFigure } from "./cleanup-figures";

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

export function cleanupSummary(
  r: Pick<CleanupResult, "deletedQuotes" | "deletedBookings" | "deletedAssignments">,
): string {
  return `Removed ${plural(r.deletedQuotes, "old quote", "old quotes")}, ${plural(r.deletedBookings, "old booking", "old bookings")} and ${plural(r.deletedAssignments, "orphaned assignment", "orphaned assignments")}.`;
}

/**
 * docs/product.md §2 Cleanup: totals and pending counts (refetched every 30 s by the
 * dashboard), Run Cleanup disabled while nothing is pending, with a confirm.
 */
export function CleanupTab({
  stats,
  lastLoadedAt,
  onReload,
  onCleaned,
}: {
  stats: Resource<CleanupStats>;
  lastLoadedAt: Date | null;
  onReload: () => void;
  onCleaned: () => void;
}) {
  const api = useAdminApi();
  const [running, setRunning] = useState(false);
  const data = stats.data;

  async function run() {
    setRunning(true);
    const result = await api.send<CleanupResult>("POST", "/api/admin/cleanup/manual");
    setRunning(false);
    if (result.sessionEnded) return;
    if (result.ok && result.data) {
      toast.success(ADMIN_MESSAGES.cleanupComplete, { description: cleanupSummary(result.data) });
      onCleaned();
    } else {
      toast.error(ADMIN_MESSAGES.cleanupFailed, { description: result.error ?? NETWORK_ERROR });
    }
  }

  return (
    <section aria-labelledby="cleanup-heading" className="space-y-4">
      <SectionHeader
        headingId="cleanup-heading"
        title="Database Cleanup"
        description="Removes quotes never booked and older than 30 days, cancelled bookings older than 90 days, and open assignments of cancelled bookings. It also runs daily on its own; booked quotes, upcoming bookings and W9 documents are never touched."
      >
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button type="button" variant="outline" className="min-h-11" onClick={onReload}>
            <RefreshCwIcon aria-hidden />
            Refresh
          </Button>
          <ConfirmDialog
            trigger={
              <Button
                type="button"
                variant="destructive"
                className="min-h-11"
                disabled={!data || data.pending === 0 || running}
              >
                <Trash2Icon aria-hidden />
                {running ? "Cleaning Up..." : "Run Cleanup"}
              </Button>
            }
            title="Run the cleanup now?"
            description={
              data
                ? `This permanently deletes ${plural(data.oldQuotesCount, "old quote", "old quotes", statFigure(data, data.oldQuotesCount))}, ${plural(data.oldBookingsCount, "old booking", "old bookings", statFigure(data, data.oldBookingsCount))} and ${plural(data.orphanedAssignmentsCount, "orphaned assignment", "orphaned assignments", statFigure(data, data.orphanedAssignmentsCount))}.`
                : "This permanently deletes old records."
            }
            confirmLabel="Run Cleanup"
            destructive
            pending={running}
            buttonClassName="min-h-11"
            onConfirm={() => void run()}
          />
        </div>
      </SectionHeader>

      {!data && stats.status === "error" ? (
        <p role="alert" className="text-sm text-destructive">
          The cleanup statistics could not be loaded. {stats.error ?? NETWORK_ERROR}
        </p>
      ) : !data ? (
        <div role="status">
          <Skeleton className="h-40 w-full" />
          <span className="sr-only">Loading cleanup statistics…</span>
        </div>
      ) : (
        <>
          <div className="space-y-2">
            <h3 className="flex items-center gap-2 text-sm font-semibold">
              <DatabaseIcon aria-hidden className="size-4" />
              Totals
            </h3>
            <dl className="grid gap-3 sm:grid-cols-3">
              <Stat label="Total quotes" value={statFigure(data, data.totalQuotes, "totalQuotes")} />
              <Stat label="Total bookings" value={statFigure(data, data.totalBookings, "totalBookings")} />
              <Stat
                label="Total assignments"
                value={statFigure(data, data.totalAssignments, "totalAssignments")}
              />
            </dl>
          </div>
          <div className="space-y-2">
            <h3 className="text-sm font-semibold">Pending cleanup</h3>
            <dl className="grid gap-3 sm:grid-cols-3">
              <Stat
                label="Old quotes"
                value={statFigure(data, data.oldQuotesCount)}
                hint="Never booked, older than 30 days"
              />
              <Stat
                label="Old bookings"
                value={statFigure(data, data.oldBookingsCount)}
                hint="Cancelled more than 90 days ago"
              />
              <Stat
                label="Orphaned assignments"
                value={statFigure(data, data.orphanedAssignmentsCount)}
                hint="Open jobs of cancelled bookings"
              />
            </dl>
          </div>
          <div className="space-y-2">
            <h3 className="text-sm font-semibold">Due under the retention rules</h3>
            <p className="text-xs text-muted-foreground">
              Personal data past its retention period; the daily cleanup removes it.
            </p>
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              <Stat
                label="Completed bookings to anonymise"
                value={statFigure(data, data.retention.expiredPersonalData.count)}
                hint={`Completed more than ${data.retention.expiredPersonalData.days} days ago`}
              />
              <Stat
                label="Old e-mails"
                value={statFigure(data, data.retention.oldEmails.count)}
                hint={`Sent or given up more than ${data.retention.oldEmails.days} days ago`}
              />
              <Stat
                label="Commercial inquiries"
                value={statFigure(data, data.retention.oldInquiries.count)}
                hint={`Received more than ${data.retention.oldInquiries.days} days ago`}
              />
              <Stat
                label="Unverified applicants' W9s"
                value={statFigure(data, data.retention.unverifiedW9s.count)}
                hint={`Applied more than ${data.retention.unverifiedW9s.days} days ago, never verified`}
              />
            </dl>
          </div>
          <p className="text-sm text-muted-foreground">
            {data.pending === 0
              ? "Nothing to clean up."
              : `${plural(data.pending, "item", "items", pendingFigure(data))} pending.`}
            {lastLoadedAt
              ? ` Updated ${lastLoadedAt.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit" })}; refreshed every 30 seconds.`
              : ""}
          </p>
        </>
      )}
    </section>
  );
}
