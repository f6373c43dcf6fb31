"use client";

import { CalendarCheckIcon, DatabaseIcon, MapPinIcon, UsersIcon } from "lucide-react";
import type { ReactNode } from "react";
import { LoadingState } from "@/components/dashboard/list-state";
import { SummaryRow } from "@/components/dashboard/summary-card";
import { AllBookingsTable, RecentBookings, type BookingActions } from "../bookings/bookings-list";
import { BookingsPerWeekChart, CountyChart, RevenueChart } from "../charts/booking-charts";
import type { AdminBookingDto as AdminBooking } from "@/lib/admin/bookings";
import type { AdminContractorDto as AdminContractor } from "@/lib/admin/contractors";
import type { BookingAnalyticsDto as BookingAnalytics } from "@/lib/admin/analytics";
import type { CleanupStatsDto as CleanupStats } from "@/lib/admin/cleanup";
import type { ServiceAreaDto as ServiceArea } from "@/lib/admin/service-areas";
import type { Resource } from "@/components/api/use-resource";

/** A list's size and how many of it are active; nothing while it loads. */
function activeCount(items: readonly { isActive: boolean }[] | null | undefined) {
  return {
    value: items?.length,
    detail: items ? `${items.filter((x) => x.isActive).length} active` : undefined,
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
  contractors,
  bookings,
  areas,
  stats,
  analytics,
  onReloadBookings,
  onLogin,
  ...actions
}: {
  contractors: Resource<AdminContractor[]>;
  bookings: Resource<AdminBooking[]>;
  areas: Resource<ServiceArea[]>;
  stats: Resource<CleanupStats>;
  analytics: Resource<BookingAnalytics>;
  onReloadBookings: () => void;
  onLogin: () => void;
} & BookingActions) {
  const c = contractors.data;
  const a = areas.data;
  const s = stats.data;
  const bookingProps = { resource: bookings, onReload: onReloadBookings, onLogin, ...actions };
  return (
    <div className="space-y-8">
      <SummaryRow
        label="Counts"
        figures={[
          { label: "Contractors", ...activeCount(c), icon: UsersIcon, tone: "text-blue-700" },
          {
            label: "Bookings",
            value: bookings.data?.length,
            detail: bookings.data
              ? `${bookings.data.filter((b) => b.status === "scheduled" || b.status === "confirmed").length} scheduled or confirmed`
              : undefined,
            icon: CalendarCheckIcon,
            tone: "text-green-700",
          },
          { label: "Service Areas", ...activeCount(a), icon: MapPinIcon, tone: "text-orange-700" },
          {
            label: "Cleanup",
            value: s && (s.pending === 0 ? "Clean" : `${s.pending} pending`),
            detail: s && (s.pending === 0 ? "Nothing to clean up" : "See the Cleanup tab"),
            icon: DatabaseIcon,
            tone: "text-purple-700",
          },
        ]}
      />

      <HeadedSection id="analytics-heading" title="Analytics">
        {analytics.data ? (
          <div className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3">
            <BookingsPerWeekChart data={analytics.data.weekly} />
            <RevenueChart data={analytics.data.weekly} />
            <CountyChart data={analytics.data.byCounty} />
          </div>
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
        <RecentBookings {...bookingProps} />
      </HeadedSection>

      <HeadedSection id="all-bookings-heading" title="All Bookings">
        <AllBookingsTable {...bookingProps} />
      </HeadedSection>
    </div>
  );
}
