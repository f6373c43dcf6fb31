"use client";

import { CalendarCheckIcon, DatabaseIcon, MapPinIcon, UsersIcon } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { SummaryCard } from "@/components/dashboard/summary-card";
import { AllBookingsTable, RecentBookings, type BookingActions } from "../bookings/bookings-list";
import { BookingsPerWeekChart, CountyChart, RevenueChart } from "../charts/booking-charts";
import type { AdminBookingDto as AdminBooking } from "@/lib/admin/bookings";
import type { AdminContractorDto as AdminContractor } from "@/lib/admin/contractors";
import type { BookingAnalyticsDto as BookingAnalytics } from "@/lib/admin/analytics";
import type { CleanupStatsDto as CleanupStats } from "@/lib/admin/cleanup";
import type { ServiceAreaDto as ServiceArea } from "@/lib/admin/service-areas";
import type { Resource } from "@/components/api/use-resource";

const dash = "—";

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
  return (
    <div className="space-y-8">
      <section aria-label="Counts">
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <SummaryCard
            label="Contractors"
            value={c ? c.length : dash}
            detail={c ? `${c.filter((x) => x.isActive).length} active` : undefined}
            icon={<UsersIcon aria-hidden className="size-4 text-blue-700" />}
          />
          <SummaryCard
            label="Bookings"
            value={bookings.data ? bookings.data.length : dash}
            detail={
              bookings.data
                ? `${bookings.data.filter((b) => b.status === "scheduled" || b.status === "confirmed").length} scheduled or confirmed`
                : undefined
            }
            icon={<CalendarCheckIcon aria-hidden className="size-4 text-green-700" />}
          />
          <SummaryCard
            label="Service Areas"
            value={a ? a.length : dash}
            detail={a ? `${a.filter((x) => x.isActive).length} active` : undefined}
            icon={<MapPinIcon aria-hidden className="size-4 text-orange-700" />}
          />
          <SummaryCard
            label="Cleanup"
            value={s ? (s.pending === 0 ? "Clean" : `${s.pending} pending`) : dash}
            detail={s ? (s.pending === 0 ? "Nothing to clean up" : "See the Cleanup tab") : undefined}
            icon={<DatabaseIcon aria-hidden className="size-4 text-purple-700" />}
          />
        </dl>
      </section>

      <section aria-labelledby="analytics-heading" className="space-y-3">
        <h2 id="analytics-heading" className="text-lg font-semibold">
          Analytics
        </h2>
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
          <div role="status" className="grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-80 w-full" />
            <Skeleton className="h-80 w-full" />
            <span className="sr-only">Loading charts…</span>
          </div>
        )}
      </section>

      <section aria-labelledby="recent-bookings-heading" className="space-y-3">
        <h2 id="recent-bookings-heading" className="text-lg font-semibold">
          Recent Bookings
        </h2>
        <RecentBookings resource={bookings} onReload={onReloadBookings} onLogin={onLogin} {...actions} />
      </section>

      <section aria-labelledby="all-bookings-heading" className="space-y-3">
        <h2 id="all-bookings-heading" className="text-lg font-semibold">
          All Bookings
        </h2>
        <AllBookingsTable resource={bookings} onReload={onReloadBookings} onLogin={onLogin} {...actions} />
      </section>
    </div>
  );
}
