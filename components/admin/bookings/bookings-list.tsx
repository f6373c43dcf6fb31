"use client";

import { EyeIcon, LogInIcon, PencilIcon, SearchIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LoadError, LoadingState } from "@/components/dashboard/list-state";
import type { Resource } from "@/components/api/use-resource";
import { assignmentStatusLabel } from "@/lib/bookings/lifecycle";
import { formatMoney } from "@/lib/format";
import { adminSlotLabel, formatDate } from "../format";
import { ADMIN_MESSAGES, NETWORK_ERROR } from "../messages";
import type { AdminBookingDto as AdminBooking } from "@/lib/admin/bookings";
import { BookingStatusBadge } from "@/components/booking/booking-status-badge";
import { DataTable, RowAction, RowActions, srHeader, type DataColumn } from "../data-table";
import { BookingStatusSelect } from "./booking-status-select";

export const RECENT_BOOKINGS = 10;

export interface BookingActions {
  onDetails: (booking: AdminBooking) => void;
  onEdit: (booking: AdminBooking) => void;
}

/** Loading, session-expired and error states shared by both booking lists (spec §8). */
function BookingsState({
  resource,
  onReload,
  onLogin,
  children,
}: {
  resource: Resource<AdminBooking[]>;
  onReload: () => void;
  onLogin: () => void;
  children: (bookings: AdminBooking[]) => React.ReactNode;
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
    return (
      <LoadError onRetry={onReload}>
        <p className="font-semibold text-destructive">{ADMIN_MESSAGES.bookingsError}</p>
        <p className="text-sm text-muted-foreground">
          {resource.httpStatus > 0
            ? `Failed to fetch bookings: ${resource.httpStatus} ${resource.error ?? ""}`.trim()
            : NETWORK_ERROR}
        </p>
      </LoadError>
    );
  if (resource.status === "loading" || !resource.data)
    return (
      <LoadingState
        label="Loading bookings…"
        skeletons={["h-24 w-full", "h-24 w-full"]}
        className="space-y-2"
      />
    );
  return <>{children(resource.data)}</>;
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
  resource: Resource<AdminBooking[]>;
  onReload: () => void;
  onLogin: () => void;
} & BookingActions;

/** Spec §2 Overview: the 10 most recent bookings with customer, contractor assignment, financial split and View Job Details. */
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

/** Every booking (newest first) with status filter and search, status badges, Edit and Details. */
export function AllBookingsTable({ resource, onReload, onLogin, onDetails, onEdit }: BookingListProps) {
  const [status, setStatus] = useState("all");
  const [query, setQuery] = useState("");
  const all = useMemo(() => resource.data ?? [], [resource.data]);
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return all.filter(
      (b) =>
        (status === "all" || b.status === status) &&
        (!q ||
          [b.customerName, b.customerEmail, b.contractorName, b.address, b.id].some((v) =>
            v?.toLowerCase().includes(q),
          )),
    );
  }, [all, query, status]);

  const columns: DataColumn<AdminBooking>[] = [
    {
      header: "Customer",
      cell: (b) => (
        <>
          <div className="font-medium">{b.customerName || "—"}</div>
          <div className="text-xs text-muted-foreground">{b.customerEmail}</div>
        </>
      ),
    },
    {
      header: "Scheduled",
      cell: (b) => (
        <>
          <div>{formatDate(b.scheduledDate)}</div>
          <div className="text-xs text-muted-foreground">{adminSlotLabel(b.timeSlot)}</div>
        </>
      ),
    },
    { header: "Status", cell: (b) => <BookingStatusBadge status={b.status} /> },
    {
      header: "Contractor",
      cell: (b) => b.contractorName ?? <span className="text-muted-foreground">Unassigned</span>,
    },
    {
      header: "Total",
      className: "text-right",
      cellClassName: "tabular-nums",
      cell: (b) => formatMoney(b.financials.totalCost),
    },
    {
      header: "Contractor / Platform",
      className: "text-right",
      cellClassName: "text-xs tabular-nums",
      cell: (b) => (
        <>
          {formatMoney(b.financials.contractorEarnings)} / {formatMoney(b.financials.platformShare)}
        </>
      ),
    },
    {
      header: srHeader("Actions"),
      cell: (b) => {
        const of = `${b.customerName || "customer"} on ${formatDate(b.scheduledDate)}`;
        return (
          <RowActions>
            <RowAction icon={PencilIcon} label="Edit" of={`booking of ${of}`} onClick={() => onEdit(b)} />
            <RowAction
              icon={EyeIcon}
              label="Details"
              of={`of the booking of ${of}`}
              variant="ghost"
              onClick={() => onDetails(b)}
            />
          </RowActions>
        );
      },
    },
  ];

  // The recent-bookings list above already explains a failed load and offers Refresh / Log In Again.
  if (!resource.data && (resource.status === "error" || resource.status === "unauthorized"))
    return <p className="text-sm text-muted-foreground">The bookings are not available right now.</p>;

  return (
    <BookingsState resource={resource} onReload={onReload} onLogin={onLogin}>
      {() => (
        <div className="space-y-3">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="grid flex-1 gap-1.5">
              <Label htmlFor="bookings-search">Search bookings</Label>
              <div className="relative">
                <SearchIcon
                  aria-hidden
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                />
                <Input
                  id="bookings-search"
                  type="search"
                  className="h-11 pl-9"
                  placeholder="Customer, contractor, address or ID"
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                />
              </div>
            </div>
            <div className="grid gap-1.5 sm:w-48">
              <Label htmlFor="bookings-status-filter">Status</Label>
              <BookingStatusSelect
                id="bookings-status-filter"
                value={status}
                onValueChange={setStatus}
                allLabel="All statuses"
              />
            </div>
          </div>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {shown.length} of {all.length} bookings
          </p>
          <DataTable
            aria-label="All bookings"
            columns={columns}
            rows={shown}
            rowKey={(b) => b.id}
            empty="No bookings match."
          />
        </div>
      )}
    </BookingsState>
  );
}
