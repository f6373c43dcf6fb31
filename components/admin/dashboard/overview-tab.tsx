"use client";

import { CalendarCheckIcon, DatabaseIcon, MapPinIcon, UsersIcon } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import { LoadingState } from "@/components/dashboard/list-state";
import { SummaryRow } from "@/components/dashboard/summary-card";
import { AllBookings } from "../bookings/all-bookings";
import { pendingFigure } from "../cleanup/cleanup-figures";
import { RecentBookings, type AdminBookingPage, type BookingActions } from "../bookings/bookings-list";
import type { BookingAnalyticsDto as BookingAnalytics } from "@/lib/admin/analytics";
import type { CleanupStatsDto as CleanupStats } from "@/lib/admin/cleanup";
import type { ServiceAreaDto as ServiceArea } from "@/lib/admin/service-areas";
import type { Resource } from "@/components/api/use-resource";

// The charts (recharts) are most of the back office's code: they load after the first paint,
// while their data is fetched, behind the same skeletons. The download starts as soon as this
// module runs in the browser, so it overlaps the analytics request instead of following it.
const loadCharts = () => import("../charts/booking-charts");
if (typeof window !== "undefined") void loadCharts();
const BookingsPerWeekChart = lazy(() => loadCharts().then((m) => ({ default: m.BookingsPerWeekChart })));
const RevenueChart = lazy(() => loadCharts().then((m) => ({ default: m.RevenueChart })));
const CountyChart = lazy(() => loadCharts().then((m) => ({ default: m.CountyChart })));

/** A list's size and how many of it are active; nothing while it loads. */
function activeCount(items: readonly { isActive: boolean }[] | null | undefined) {
  return {
    value: items?.length,
    detail: items ? `${items.filter((x) => x.isActive).length} active` : undefined,
  };
}

/** The counts of a million bookings and thousands of painters come from the analytics' SQL totals, not from lists. */
function totalsFigures(totals: BookingAnalytics["totals"] | undefined) {
  return {
    contractors: {
      value: totals?.contractors,
      detail: totals && `${totals.activeContractors} active`,
    },
    bookings: {
      value: totals?.bookings,
      detail: totals && `${totals.upcomingBookings} scheduled or confirmed`,
    },
  };
}

/** A section named by its h2. */
function HeadedSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function OverviewTab({
  recentBookings,
  areas,
  stats,
  analytics,
  bookingsReloadKey,
  onReloadRecent,
  onLogin,
  ...actions
}: {
  /** The newest bookings (docs/product.md §2: the 10 most recent). */
  recentBookings: Resource<AdminBookingPage>;
  areas: Resource<ServiceArea[]>;
  stats: Resource<CleanupStats>;
  analytics: Resource<BookingAnalytics>;
  /** Changes when bookings changed elsewhere (an edit, a cleanup): All Bookings reloads its page. */
  bookingsReloadKey: number;
  onReloadRecent: () => void;
  onLogin: () => void;
} & BookingActions) {
  const a = areas.data;
  const s = stats.data;
  const totals = totalsFigures(analytics.data?.totals);
  return (
    <div className="space-y-8">
      <SummaryRow
        label="Counts"
        figures={[
          { label: "Contractors", ...totals.contractors, icon: UsersIcon, tone: "text-blue-700" },
          { label: "Bookings", ...totals.bookings, icon: CalendarCheckIcon, tone: "text-green-700" },
          { label: "Service Areas", ...activeCount(a), icon: MapPinIcon, tone: "text-orange-700" },
          {
            label: "Cleanup",
            value: s && (s.pending === 0 ? "Clean" : `${pendingFigure(s)} pending`),
            detail: s && (s.pending === 0 ? "Nothing to clean up" : "See the Cleanup tab"),
            icon: DatabaseIcon,
            tone: "text-purple-700",
          },
        ]}
      />

      <HeadedSection id="analytics-heading" title="Analytics">
        {analytics.data ? (
          <Suspense
            fallback={<LoadingState label="Loading charts…" skeletons={["h-80 w-full", "h-80 w-full"]} />}
          >
            <div className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3">
              <BookingsPerWeekChart data={analytics.data.weekly} />
              <RevenueChart data={analytics.data.weekly} />
              <CountyChart data={analytics.data.byCounty} />
            </div>
          </Suspense>
        ) : analytics.status === "error" ? (
          <p role="alert" className="text-sm text-destructive">
            The charts could not be loaded. {analytics.error}
          </p>
        ) : (
          <LoadingState
            label="Loading charts…"
            skeletons={["h-80 w-full", "h-80 w-full"]}
            className="grid gap-4 lg:grid-cols-2"
          />
        )}
      </HeadedSection>

      <HeadedSection id="recent-bookings-heading" title="Recent Bookings">
        <RecentBookings resource={recentBookings} onReload={onReloadRecent} onLogin={onLogin} {...actions} />
      </HeadedSection>

      <HeadedSection id="all-bookings-heading" title="All Bookings">
        <AllBookings reloadKey={bookingsReloadKey} {...actions} />
      </HeadedSection>
    </div>
  );
}
