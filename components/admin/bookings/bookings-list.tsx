"use client";

import { EyeIcon, LogInIcon, PencilIcon, RefreshCwIcon, SearchIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { Resource } from "@/components/api/use-resource";
import { assignmentStatusLabel, BOOKING_STATUS_OPTIONS } from "@/lib/bookings/lifecycle";
import { formatMoney } from "@/lib/format";
import { adminSlotLabel, formatDate } from "../format";
import { ADMIN_MESSAGES, NETWORK_ERROR } from "../messages";
import type { AdminBookingDto as AdminBooking } from "@/lib/admin/bookings";
import { BookingStatusBadge } from "@/components/booking/booking-status-badge";

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
      <div role="alert" className="space-y-3 rounded-xl border border-destructive/40 p-4">
        <p className="font-semibold text-destructive">{ADMIN_MESSAGES.bookingsError}</p>
        <p className="text-sm text-muted-foreground">
          {resource.httpStatus > 0
            ? `Failed to fetch bookings: ${resource.httpStatus} ${resource.error ?? ""}`.trim()
            : NETWORK_ERROR}
        </p>
        <Button type="button" variant="outline" className="min-h-11" onClick={onReload}>
          <RefreshCwIcon aria-hidden />
          Refresh
        </Button>
      </div>
    );
  if (resource.status === "loading" || !resource.data)
    return (
      <div role="status" className="space-y-2">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
        <span className="sr-only">Loading bookings…</span>
      </div>
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

/** Spec §2 Overview: the 10 most recent bookings with customer, contractor assignment, financial split and View Job Details. */
export function RecentBookings({
  resource,
  onReload,
  onLogin,
  onDetails,
  onEdit,
}: { resource: Resource<AdminBooking[]>; onReload: () => void; onLogin: () => void } & BookingActions) {
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
                  <Button
                    type="button"
                    variant="outline"
                    className="min-h-11 flex-1"
                    onClick={() => onDetails(b)}
                  >
                    <EyeIcon aria-hidden />
                    View Job Details
                    <span className="sr-only"> for {b.customerName || "this booking"}</span>
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    className="min-h-11 flex-1"
                    onClick={() => onEdit(b)}
                  >
                    <PencilIcon aria-hidden />
                    Edit
                    <span className="sr-only"> booking of {b.customerName || "this customer"}</span>
                  </Button>
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
export function AllBookingsTable({
  resource,
  onReload,
  onLogin,
  onDetails,
  onEdit,
}: { resource: Resource<AdminBooking[]>; onReload: () => void; onLogin: () => void } & BookingActions) {
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
              <Select value={status} onValueChange={setStatus}>
                <SelectTrigger id="bookings-status-filter" className="min-h-11 w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="all">All statuses</SelectItem>
                  {BOOKING_STATUS_OPTIONS.map((o) => (
                    <SelectItem key={o.value} value={o.value}>
                      {o.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Showing {shown.length} of {all.length} bookings
          </p>
          <div className="rounded-xl border">
            <Table aria-label="All bookings">
              <TableHeader>
                <TableRow>
                  <TableHead>Customer</TableHead>
                  <TableHead>Scheduled</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Contractor</TableHead>
                  <TableHead className="text-right">Total</TableHead>
                  <TableHead className="text-right">Contractor / Platform</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {shown.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={7} className="py-6 text-center text-muted-foreground">
                      No bookings match.
                    </TableCell>
                  </TableRow>
                ) : (
                  shown.map((b) => (
                    <TableRow key={b.id}>
                      <TableCell>
                        <div className="font-medium">{b.customerName || "—"}</div>
                        <div className="text-xs text-muted-foreground">{b.customerEmail}</div>
                      </TableCell>
                      <TableCell>
                        <div>{formatDate(b.scheduledDate)}</div>
                        <div className="text-xs text-muted-foreground">{adminSlotLabel(b.timeSlot)}</div>
                      </TableCell>
                      <TableCell>
                        <BookingStatusBadge status={b.status} />
                      </TableCell>
                      <TableCell>
                        {b.contractorName ?? <span className="text-muted-foreground">Unassigned</span>}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {formatMoney(b.financials.totalCost)}
                      </TableCell>
                      <TableCell className="text-right text-xs tabular-nums">
                        {formatMoney(b.financials.contractorEarnings)} /{" "}
                        {formatMoney(b.financials.platformShare)}
                      </TableCell>
                      <TableCell>
                        <div className="flex justify-end gap-1">
                          <Button
                            type="button"
                            variant="outline"
                            size="sm"
                            className="min-h-9"
                            onClick={() => onEdit(b)}
                          >
                            <PencilIcon aria-hidden />
                            Edit
                            <span className="sr-only">
                              {" "}
                              booking of {b.customerName || "customer"} on {formatDate(b.scheduledDate)}
                            </span>
                          </Button>
                          <Button
                            type="button"
                            variant="ghost"
                            size="sm"
                            className="min-h-9"
                            onClick={() => onDetails(b)}
                          >
                            <EyeIcon aria-hidden />
                            Details
                            <span className="sr-only">
                              {" "}
                              of the booking of {b.customerName || "customer"} on{" "}
                              {formatDate(b.scheduledDate)}
                            </span>
                          </Button>
                        </div>
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </div>
        </div>
      )}
    </BookingsState>
  );
}
