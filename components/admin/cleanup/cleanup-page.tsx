"use client";

import { useAdminResource } from "../admin-api";
import { FailedEmails } from "../emails/failed-emails";
import { RecentLockouts } from "../lockouts/recent-lockouts";
import type { CleanupStatsDto as CleanupStats } from "@/lib/admin/cleanup";
import { CLEANUP_REFRESH_MS } from "./cleanup-figures";
import { CleanupTab } from "./cleanup-tab";

/** /admin/cleanup: the cleanup, then the back office's other housekeeping views. */
export function CleanupPage() {
  const stats = useAdminResource<CleanupStats>("/api/admin/cleanup/stats", {
    intervalMs: CLEANUP_REFRESH_MS,
  });
  return (
    <div className="space-y-10">
      <CleanupTab
        stats={stats.resource}
        lastLoadedAt={stats.lastLoadedAt}
        onReload={() => void stats.reload()}
        onCleaned={() => void stats.reload()}
      />
      {/* Logins refused after repeated failures. */}
      <RecentLockouts />
      {/* Mail the provider refused or could not take for 24 hours, with a Resend button each. */}
      <FailedEmails />
    </div>
  );
}
