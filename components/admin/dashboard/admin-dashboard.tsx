"use client";

import { LogOutIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent } from "@/components/ui/tabs";
import { DashboardTabList } from "@/components/dashboard/dashboard-tab-list";
import { AdminApiProvider, useAdminApi, useAdminResource } from "../admin-api";
import { EditBookingDialog } from "../bookings/edit-booking-dialog";
import { JobDetailsDialog } from "../bookings/job-details-dialog";
import { CLEANUP_REFRESH_MS, CleanupTab } from "../cleanup/cleanup-tab";
import { ContractorsTab } from "../contractors/contractors-tab";
import { PricingTab } from "../pricing/pricing-tab";
import { ServiceAreasTab } from "../service-areas/service-areas-tab";
import type { AdminBookingDto as AdminBooking } from "@/lib/admin/bookings";
import type { AdminContractorDto as AdminContractor } from "@/lib/admin/contractors";
import type { BookingAnalyticsDto as BookingAnalytics } from "@/lib/admin/analytics";
import type { CleanupStatsDto as CleanupStats } from "@/lib/admin/cleanup";
import type { ServiceAreaDto as ServiceArea } from "@/lib/admin/service-areas";
import { OverviewTab } from "./overview-tab";

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "contractors", label: "Contractors" },
  { value: "pricing", label: "Pricing" },
  { value: "cleanup", label: "Cleanup" },
  { value: "service-areas", label: "Service Areas" },
] as const;

function Dashboard() {
  const api = useAdminApi();
  const contractors = useAdminResource<AdminContractor[]>("/api/admin/contractors");
  const bookings = useAdminResource<AdminBooking[]>("/api/admin/bookings");
  const areas = useAdminResource<ServiceArea[]>("/api/admin/service-areas?showInactive=true");
  const stats = useAdminResource<CleanupStats>("/api/admin/cleanup/stats", {
    intervalMs: CLEANUP_REFRESH_MS,
  });
  const analytics = useAdminResource<BookingAnalytics>("/api/admin/analytics");
  const [details, setDetails] = useState<AdminBooking | null>(null);
  const [editing, setEditing] = useState<AdminBooking | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);

  async function logout() {
    setLoggingOut(true);
    await api.send("POST", "/api/admin/logout");
    api.endSession("logout");
  }

  const bookingsChanged = () => {
    void bookings.reload();
    void stats.reload();
    void analytics.reload();
  };

  return (
    <div className="mx-auto w-full max-w-7xl space-y-6 px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="text-sm font-medium text-muted-foreground">BrushWise back office</p>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
        </div>
        <Button
          type="button"
          variant="outline"
          className="min-h-11 self-start"
          onClick={() => void logout()}
          disabled={loggingOut}
        >
          <LogOutIcon aria-hidden />
          {loggingOut ? "Logging Out..." : "Logout"}
        </Button>
      </header>

      <Tabs defaultValue="overview" className="gap-4">
        <DashboardTabList
          tabs={TABS}
          className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
          triggerClassName="min-h-11 whitespace-normal last:col-span-2 sm:last:col-span-1"
        />

        {/* The other tabs stay mounted (hidden when inactive) so unsaved pricing survives a tab switch; the
            overview's charts need a visible box to measure, so it mounts when shown (its data lives here). */}
        <TabsContent value="overview">
          <OverviewTab
            contractors={contractors.resource}
            bookings={bookings.resource}
            areas={areas.resource}
            stats={stats.resource}
            analytics={analytics.resource}
            onReloadBookings={() => void bookings.reload()}
            onLogin={() => api.endSession("logout")}
            onDetails={setDetails}
            onEdit={setEditing}
          />
        </TabsContent>
        <TabsContent value="contractors" forceMount className="data-[state=inactive]:hidden">
          <ContractorsTab
            contractors={contractors.resource}
            serviceAreas={areas.resource.data ?? []}
            onReload={() => void contractors.reload()}
            onUpdated={(changed) =>
              contractors.update((list) =>
                list.some((c) => c.id === changed.id)
                  ? list.map((c) => (c.id === changed.id ? changed : c))
                  : [changed, ...list],
              )
            }
          />
        </TabsContent>
        <TabsContent value="pricing" forceMount className="data-[state=inactive]:hidden">
          <PricingTab />
        </TabsContent>
        <TabsContent value="cleanup" forceMount className="data-[state=inactive]:hidden">
          <CleanupTab
            stats={stats.resource}
            lastLoadedAt={stats.lastLoadedAt}
            onReload={() => void stats.reload()}
            onCleaned={() => {
              void stats.reload();
              void bookings.reload();
              void analytics.reload();
            }}
          />
        </TabsContent>
        <TabsContent value="service-areas" forceMount className="data-[state=inactive]:hidden">
          <ServiceAreasTab
            onChanged={() => {
              void areas.reload();
              void contractors.reload();
            }}
          />
        </TabsContent>
      </Tabs>

      <JobDetailsDialog booking={details} onOpenChange={(open) => !open && setDetails(null)} />
      <EditBookingDialog
        booking={editing}
        onOpenChange={(open) => !open && setEditing(null)}
        onSaved={() => {
          setEditing(null);
          bookingsChanged();
        }}
      />
    </div>
  );
}

/** The admin back office (spec §2): header with Logout and five tabs. */
export function AdminDashboard() {
  return (
    <AdminApiProvider>
      <Dashboard />
    </AdminApiProvider>
  );
}
