"use client";

import { EyeIcon, LogInIcon, PencilIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { LoadError, LoadingState } from "@/components/dashboard/list-state";
import type { Resource } from "@/components/api/use-resource";
import { assignmentStatusLabel } from "@/lib/bookings/lifecycle.shared";
import { formatMoney } from "@/lib/format.shared";
import { adminSlotLabel, formatDate } from "../format";
import { ADMIN_MESSAGES, NETWORK_ERROR } from "../messages";
import type { AdminBookingDto as AdminBooking } from "@/lib/admin/bookings";
import type { AdminBookingsPageDto } from "@/lib/admin/booking-list";
import { BookingStatusBadge } from "@/components/booking/booking-status-badge";
import { isPageOf } from "../paging";

/** docs/product.md §2: the overview shows the 10 most recent bookings. */
export const RECENT_BOOKINGS = 10;
export const RECENT_BOOKINGS_URL = `/api/admin/bookings?limit=${RECENT_BOOKINGS}`;

/** One page of GET /api/admin/bookings. */
export type AdminBookingPage = AdminBookingsPageDto;
export const isBookingPage: (data: unknown) => data is AdminBookingPage = isPageOf<"bookings", AdminBooking>(
  "bookings",
);

export interface BookingActions {
  onDetails: (booking: AdminBooking) => void;
  onEdit: (booking: AdminBooking) => void;
}

/** docs/product.md §8: 'Error loading bookings', 'Failed to fetch bookings: {status} {body}' and Refresh. */
export function BookingsLoadError({
  httpStatus,
  error,
  onRetry,
  children,
}: {
  httpStatus: number;
  error: string | null;
  onRetry: () => void;
  /** More ways out, e.g. Clear filters after a refused filter. */
  children?: ReactNode;
}) {
  return (
    <LoadError onRetry={onRetry}>
      <p className="font-semibold text-destructive">{ADMIN_MESSAGES.bookingsError}</p>
      <p className="text-sm text-muted-foreground">
        {httpStatus > 0 ? `Failed to fetch bookings: ${httpStatus} ${error ?? ""}`.trim() : NETWORK_ERROR}
      </p>
      {children}
    </LoadError>
  );
}

/** Loading, session-expired and error states of the recent bookings (docs/product.md §8). */
function BookingsState({
  resource,
  onReload,
  onLogin,
  children,
}: {
  resource: Resource<AdminBookingPage>;
  onReload: () => void;
  onLogin: () => void;
  children: (bookings: AdminBooking[]) => ReactNode;
}) {
  if (resource.status === "unauthorized")
    return (
      <div role="alert" className="space-y-3 rounded-xl border border-destructive/40 p-4">
        <p className="font-semibold">{ADMIN_MESSAGES.authRequired}</p>
        <p className="text-sm text-muted-foreground">{ADMIN_MESSAGES.authRequiredText}</p>
        <Button type="button" className="min-h-11" onClick={onLogin}>
          <LogInIcon aria-hidden />
          Log In Again
        </Button>
      </div>
    );
  if (resource.status === "error" && !resource.data)
    return <BookingsLoadError httpStatus={resource.httpStatus} error={resource.error} onRetry={onReload} />;
  if (resource.status === "loading" || !resource.data)
    return (
      <LoadingState
        label="Loading bookings…"
        skeletons={["h-24 w-full", "h-24 w-full"]}
        className="space-y-2"
      />
    );
  return <>{children(resource.data.bookings)}</>;
}

function SplitBar({ contractor, platform }: { contractor: number; platform: number }) {
  const total = contractor + platform;
  const share = total > 0 ? Math.round((contractor / total) * 100) : 0;
  return (
    <div aria-hidden className="flex h-1.5 w-full overflow-hidden rounded-full bg-muted">
      <div className="bg-chart-2" style={{ width: `${share}%` }} />
      <div className="bg-chart-1" style={{ width: `${total > 0 ? 100 - share : 0}%` }} />
    </div>
  );
}

type BookingListProps = {
  resource: Resource<AdminBookingPage>;
  onReload: () => void;
  onLogin: () => void;
} & BookingActions;

/** docs/product.md §2 Overview: the 10 most recent bookings with customer, contractor assignment, financial split and View Job Details. */
export function RecentBookings({ resource, onReload, onLogin, onDetails, onEdit }: BookingListProps) {
  return (
    <BookingsState resource={resource} onReload={onReload} onLogin={onLogin}>
      {(bookings) =>
        bookings.length === 0 ? (
          <p className="rounded-xl border p-6 text-center text-sm text-muted-foreground">
            {ADMIN_MESSAGES.noRecentBookings}
          </p>
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {bookings.slice(0, RECENT_BOOKINGS).map((b) => (
              <li key={b.id} className="flex min-w-0 flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold break-words">{b.customerName || "Unnamed customer"}</p>
                    <p className="text-sm break-all text-muted-foreground">{b.customerEmail}</p>
                  </div>
                  <BookingStatusBadge status={b.status} />
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-muted-foreground">When</dt>
                  <dd className="min-w-0">
                    {formatDate(b.scheduledDate)}, {adminSlotLabel(b.timeSlot)}
                  </dd>
                  <dt className="text-muted-foreground">Contractor</dt>
                  <dd className="min-w-0 break-words">
                    {b.contractorName ? (
                      <>
                        {b.contractorName}{" "}
                        <span className="text-muted-foreground">
                          ({assignmentStatusLabel(b.assignmentStatus)})
                        </span>
                      </>
                    ) : (
                      <span className="text-muted-foreground">Unassigned</span>
                    )}
                  </dd>
                  <dt className="text-muted-foreground">Total</dt>
                  <dd className="font-medium tabular-nums">{formatMoney(b.financials.totalCost)}</dd>
                </dl>
                <div className="space-y-1">
                  <SplitBar
                    contractor={b.financials.contractorEarnings}
                    platform={b.financials.platformShare}
                  />
                  <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground tabular-nums">
                    <span>Contractor {formatMoney(b.financials.contractorEarnings)}</span>
                    <span>Platform {formatMoney(b.financials.platformShare)}</span>
                  </p>
                </div>
                <div className="mt-auto flex flex-wrap gap-2">
                  {[
                    {
                      Icon: EyeIcon,
                      label: "View Job Details",
                      hint: ` for ${b.customerName || "this booking"}`,
                      onClick: onDetails,
                    },
                    {
                      Icon: PencilIcon,
                      label: "Edit",
                      hint: ` booking of ${b.customerName || "this customer"}`,
                      onClick: onEdit,
                    },
                  ].map(({ Icon, label, hint, onClick }) => (
                    <Button
                      key={label}
                      type="button"
                      variant="outline"
                      className="min-h-11 flex-1"
                      onClick={() => onClick(b)}
                    >
                      <Icon aria-hidden />
                      {label}
                      <span className="sr-only">{hint}</span>
                    </Button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )
      }
    </BookingsState>
  );
}
