"use client";

import { LogOutIcon } from "lucide-react";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent } from "@/components/ui/tabs";
import { DashboardTabList } from "@/components/dashboard/dashboard-tab-list";
import { AdminApiProvider, useAdminApi, useAdminResource } from "../admin-api";
import { RECENT_BOOKINGS_URL, type AdminBookingPage } from "../bookings/bookings-list";
import { CLEANUP_REFRESH_MS } from "../cleanup/cleanup-figures";
import { LoadingState } from "@/components/dashboard/list-state";
import type { AdminBookingDto as AdminBooking } from "@/lib/admin/bookings";
import type { BookingAnalyticsDto as BookingAnalytics } from "@/lib/admin/analytics";
import type { CleanupStatsDto as CleanupStats } from "@/lib/admin/cleanup";
import type { ServiceAreaDto as ServiceArea } from "@/lib/admin/service-areas";
import { OverviewTab } from "./overview-tab";

// Every tab but the overview, and the two booking dialogs, load when first opened: the back
// office's first paint carries only what it shows.
const ContractorsTab = lazy(() =>
  import("../contractors/contractors-tab").then((m) => ({ default: m.ContractorsTab })),
);
const PricingTab = lazy(() => import("../pricing/pricing-tab").then((m) => ({ default: m.PricingTab })));
const CleanupTab = lazy(() => import("../cleanup/cleanup-tab").then((m) => ({ default: m.CleanupTab })));
const RecentLockouts = lazy(() =>
  import("../lockouts/recent-lockouts").then((m) => ({ default: m.RecentLockouts })),
);
const FailedEmails = lazy(() => import("../emails/failed-emails").then((m) => ({ default: m.FailedEmails })));
const ServiceAreasTab = lazy(() =>
  import("../service-areas/service-areas-tab").then((m) => ({ default: m.ServiceAreasTab })),
);
const ReviewsTab = lazy(() => import("../reviews/reviews-tab").then((m) => ({ default: m.ReviewsTab })));
const JobDetailsDialog = lazy(() =>
  import("../bookings/job-details-dialog").then((m) => ({ default: m.JobDetailsDialog })),
);
const EditBookingDialog = lazy(() =>
  import("../bookings/edit-booking-dialog").then((m) => ({ default: m.EditBookingDialog })),
);

/** A tab's content once it has been opened (then kept, so unsaved edits survive a switch). */
function Opened({ when, label, children }: { when: boolean; label: string; children: ReactNode }) {
  if (!when) return null;
  return (
    <Suspense
      fallback={<LoadingState label={`Loading ${label}…`} skeletons={["h-10 w-full", "h-64 w-full"]} />}
    >
      {children}
    </Suspense>
  );
}

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "contractors", label: "Contractors" },
  { value: "pricing", label: "Pricing" },
  { value: "cleanup", label: "Cleanup" },
  { value: "service-areas", label: "Service Areas" },
  { value: "reviews", label: "Reviews" },
] as const;

function Dashboard() {
  const api = useAdminApi();
  const recent = useAdminResource<AdminBookingPage>(RECENT_BOOKINGS_URL);
  const areas = useAdminResource<ServiceArea[]>("/api/admin/service-areas?showInactive=true");
  const stats = useAdminResource<CleanupStats>("/api/admin/cleanup/stats", {
    intervalMs: CLEANUP_REFRESH_MS,
  });
  const analytics = useAdminResource<BookingAnalytics>("/api/admin/analytics");
  // The paged lists load their own pages; these keys tell them to load the page shown again.
  const [bookingsKey, setBookingsKey] = useState(0);
  const [contractorsKey, setContractorsKey] = useState(0);
  const [details, setDetails] = useState<AdminBooking | null>(null);
  const [editing, setEditing] = useState<AdminBooking | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(["overview"]));
  const dialogsWanted = details !== null || editing !== null;
  const [dialogsLoaded, setDialogsLoaded] = useState(false);
  if (dialogsWanted && !dialogsLoaded) setDialogsLoaded(true);

  async function logout() {
    setLoggingOut(true);
    await api.send("POST", "/api/admin/logout");
    api.endSession("logout");
  }

  const bookingsChanged = () => {
    void recent.reload();
    setBookingsKey((n) => n + 1);
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

      <Tabs
        defaultValue="overview"
        className="gap-4"
        onValueChange={(tab) =>
          setOpened((current) => (current.has(tab) ? current : new Set([...current, tab])))
        }
      >
        <DashboardTabList tabs={TABS} className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-6" />

        {/* The other tabs stay mounted (hidden when inactive) so unsaved pricing survives a tab switch; the
            overview's charts need a visible box to measure, so it mounts when shown (its data lives here). */}
        <TabsContent value="overview">
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
        </TabsContent>
        <TabsContent value="contractors" forceMount className="data-[state=inactive]:hidden">
          <Opened when={opened.has("contractors")} label="contractors">
            <ContractorsTab
              serviceAreas={areas.resource.data ?? []}
              totals={analytics.resource.data?.totals}
              reloadKey={contractorsKey}
              onChanged={() => void analytics.reload()}
            />
          </Opened>
        </TabsContent>
        <TabsContent value="pricing" forceMount className="data-[state=inactive]:hidden">
          <Opened when={opened.has("pricing")} label="pricing">
            <PricingTab />
          </Opened>
        </TabsContent>
        <TabsContent value="cleanup" forceMount className="data-[state=inactive]:hidden">
          <Opened when={opened.has("cleanup")} label="cleanup">
            <div className="space-y-10">
              <CleanupTab
                stats={stats.resource}
                lastLoadedAt={stats.lastLoadedAt}
                onReload={() => void stats.reload()}
                onCleaned={bookingsChanged}
              />
              {/* The back office's other housekeeping view: logins refused after repeated failures. */}
              <RecentLockouts />
              {/* Mail the provider refused or could not take for 24 hours, with a Resend button each. */}
              <FailedEmails />
            </div>
          </Opened>
        </TabsContent>
        <TabsContent value="service-areas" forceMount className="data-[state=inactive]:hidden">
          <Opened when={opened.has("service-areas")} label="service areas">
            <ServiceAreasTab
              onChanged={() => {
                void areas.reload();
                setContractorsKey((n) => n + 1);
              }}
            />
          </Opened>
        </TabsContent>
        {/* Mounted when shown: the dashboard's first paint already asks for five things at once. */}
        <TabsContent value="reviews">
          <Opened when={opened.has("reviews")} label="reviews">
            <ReviewsTab />
          </Opened>
        </TabsContent>
      </Tabs>

      {dialogsLoaded && (
        <Suspense fallback={null}>
          <JobDetailsDialog
            booking={details}
            onOpenChange={(open) => !open && setDetails(null)}
            onErased={(erased) => {
              setDetails(erased);
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
    </div>
  );
}

/** The admin back office (docs/product.md §2): header with Logout and six tabs. */
export function AdminDashboard() {
  return (
    <AdminApiProvider>
      <Dashboard />
    </AdminApiProvider>
  );
}
