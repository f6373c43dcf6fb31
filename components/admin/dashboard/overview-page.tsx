"use client";

import { lazy, Suspense, useState } from "react";
import { useAdminApi, useAdminResource } from "../admin-api";
import { RECENT_BOOKINGS_URL, type AdminBookingPage } from "../bookings/bookings-list";
import { CLEANUP_REFRESH_MS } from "../cleanup/cleanup-figures";
import type { AdminBookingDto as AdminBooking } from "@/lib/admin/bookings";
import type { BookingAnalyticsDto as BookingAnalytics } from "@/lib/admin/analytics";
import type { CleanupStatsDto as CleanupStats } from "@/lib/admin/cleanup";
import type { ServiceAreaDto as ServiceArea } from "@/lib/admin/service-areas";
import { useOpenedOnce } from "../use-opened-once";
import { OverviewTab } from "./overview-tab";

// The two booking dialogs load when first opened: the overview's first paint carries only what it shows.
const JobDetailsDialog = lazy(() =>
  import("../bookings/job-details-dialog").then((m) => ({ default: m.JobDetailsDialog })),
);
const EditBookingDialog = lazy(() =>
  import("../bookings/edit-booking-dialog").then((m) => ({ default: m.EditBookingDialog })),
);

/**
 * The back office's entry page (/admin/dashboard): counts, charts, the recent bookings and All
 * Bookings, with the job-details and edit dialogs. An edit, an erasure or a price change reloads
 * everything here that shows bookings.
 */
export function OverviewPage() {
  const api = useAdminApi();
  const recent = useAdminResource<AdminBookingPage>(RECENT_BOOKINGS_URL);
  const areas = useAdminResource<ServiceArea[]>("/api/admin/service-areas?showInactive=true");
  const stats = useAdminResource<CleanupStats>("/api/admin/cleanup/stats", {
    intervalMs: CLEANUP_REFRESH_MS,
  });
  const analytics = useAdminResource<BookingAnalytics>("/api/admin/analytics");
  // All Bookings loads its own pages; this key tells it to load the page shown again.
  const [bookingsKey, setBookingsKey] = useState(0);
  const [details, setDetails] = useState<AdminBooking | null>(null);
  const [editing, setEditing] = useState<AdminBooking | null>(null);
  const dialogsLoaded = useOpenedOnce(details !== null || editing !== null);

  const bookingsChanged = () => {
    void recent.reload();
    setBookingsKey((n) => n + 1);
    void stats.reload();
    void analytics.reload();
  };

  return (
    <>
      <OverviewTab
        recentBookings={recent.resource}
        areas={areas.resource}
        stats={stats.resource}
        analytics={analytics.resource}
        bookingsReloadKey={bookingsKey}
        onReloadRecent={() => void recent.reload()}
        onLogin={() => api.endSession("logout")}
        onDetails={setDetails}
        onEdit={setEditing}
      />

      {dialogsLoaded && (
        <Suspense fallback={null}>
          <JobDetailsDialog
            booking={details}
            onOpenChange={(open) => !open && setDetails(null)}
            onErased={(erased) => {
              setDetails(erased);
              bookingsChanged();
            }}
            onPriceChanged={(repriced) => {
              setDetails(repriced);
              bookingsChanged();
            }}
          />
          <EditBookingDialog
            booking={editing}
            onOpenChange={(open) => !open && setEditing(null)}
            onSaved={() => {
              setEditing(null);
              bookingsChanged();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
