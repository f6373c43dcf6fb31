"use client";

import { useAdminResource } from "../admin-api";
import type { BookingAnalyticsDto as BookingAnalytics } from "@/lib/admin/analytics";
import type { ServiceAreaDto as ServiceArea } from "@/lib/admin/service-areas";
import { ContractorsTab } from "./contractors-tab";

/**
 * /admin/contractors: the list, with the service areas an invitation may name and the counts of
 * the analytics' totals (a changed contractor may move them).
 */
export function ContractorsPage() {
  const areas = useAdminResource<ServiceArea[]>("/api/admin/service-areas?showInactive=true");
  const analytics = useAdminResource<BookingAnalytics>("/api/admin/analytics");
  return (
    <ContractorsTab
      serviceAreas={areas.resource.data ?? []}
      totals={analytics.resource.data?.totals}
      onChanged={() => void analytics.reload()}
    />
  );
}
