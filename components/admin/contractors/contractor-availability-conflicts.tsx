"use client";

import { Skeleton } from "@/components/ui/skeleton";
import type { AvailabilityConflictDto } from "@/lib/admin/availability";
import { useAdminResource } from "../admin-api";
import { NETWORK_ERROR } from "../messages";

const isList = (data: unknown): data is AvailabilityConflictDto[] => Array.isArray(data);

/**
 * Booked jobs the painter's weekly hours or time off no longer cover (docs/product.md §5): they stay
 * the painter's until the office moves or reassigns them in the booking's Edit dialog.
 */
export function ContractorAvailabilityConflicts({ contractorId }: { contractorId: string }) {
  const { resource } = useAdminResource(`/api/admin/contractors/${contractorId}/availability-conflicts`, {
    accept: isList,
  });
  return (
    <section className="space-y-2" aria-labelledby="availability-conflicts-heading">
      <h3 id="availability-conflicts-heading" className="text-sm font-semibold">
        Booked jobs outside their hours
      </h3>
      {resource.status === "error" && !resource.data ? (
        <p role="alert" className="text-sm text-destructive">
          The booked jobs could not be checked. {resource.error ?? NETWORK_ERROR}
        </p>
      ) : !resource.data ? (
        <Skeleton className="h-6 w-full" />
      ) : resource.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">None: every booked job is within their hours.</p>
      ) : (
        <div className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-950">
          <p className="font-medium">
            Their hours or time off changed after these were booked. Move or reassign each one from Bookings
            (Edit):
          </p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {resource.data.map((c) => (
              <li key={c.bookingId}>
                {c.label}
                {c.days > 1 ? ` (${c.days} days)` : ""} · {c.customerName}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
