"use client";

import { DownloadIcon, EyeIcon, FilterXIcon, PencilIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { BookingStatusBadge } from "@/components/booking/booking-status-badge";
import { formatMoney } from "@/lib/format.shared";
import type { AdminBookingDto as AdminBooking } from "@/lib/admin/bookings";
import { DataTable, RowAction, RowActions, SortButton, srHeader, type DataColumn } from "../data-table";
import { adminSlotLabel, formatDate, formatTimestamp } from "../format";
import { PagedList, usePagedList } from "../paged-list";
import type { Paging } from "../paging";
import {
  activeSort,
  bookingsExportUrl,
  bookingsListUrl,
  clearFilters,
  hasFilters,
  toggleSort,
  viewPaging,
  withPaging,
  type BookingListView,
  type BookingSortKey,
} from "./booking-filters";
import { BookingFiltersBar } from "./booking-filters-bar";
import { BookingsLoadError, type BookingActions } from "./bookings-list";
import { useBookingView } from "./use-booking-view";

type SortState = "ascending" | "descending" | "none";

function columnsFor(
  sortOf: (key: BookingSortKey) => SortState,
  onSort: (key: BookingSortKey) => void,
  { onDetails, onEdit }: BookingActions,
): DataColumn<AdminBooking>[] {
  const sortable = (key: BookingSortKey, label: string) => ({
    sort: sortOf(key),
    header: <SortButton label={label} sort={sortOf(key)} onClick={() => onSort(key)} />,
  });
  return [
    {
      header: "Customer",
      cell: (b) => (
        <>
          <div className="font-medium">{b.customerName || "—"}</div>
          <div className="text-xs break-all text-muted-foreground">{b.customerEmail}</div>
        </>
      ),
    },
    {
      ...sortable("created", "Booked"),
      cellClassName: "whitespace-nowrap",
      cell: (b) => formatTimestamp(b.createdAt),
    },
    {
      ...sortable("scheduled", "Scheduled"),
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
}

/**
 * Every booking, a page at a time from the server: search, filters, sortable Booked and
 * Scheduled columns, Next/Previous and a CSV of the whole selection. The view lives in the URL.
 * `reloadKey` changing (after an edit) loads the page shown again.
 */
export function AllBookings({ reloadKey, ...actions }: { reloadKey: number } & BookingActions) {
  const [view, setView] = useBookingView();
  // The cursors of the pages before this one: the server only knows the way forward.
  const [previous, setPrevious] = useState<readonly string[]>([]);
  const change = (next: BookingListView) => {
    setPrevious([]);
    setView(next);
  };
  const goTo = (next: Paging) => {
    setPrevious(next.previous);
    setView(withPaging(view, next));
  };
  const page = usePagedList<"bookings", AdminBooking>({
    key: "bookings",
    url: (cursor) => bookingsListUrl({ ...view, after: cursor }),
    reloadKey,
    paging: { value: viewPaging(view, previous), onChange: goTo },
  });

  const sort = activeSort(view);
  const sortOf = (key: BookingSortKey): SortState =>
    sort?.key !== key ? "none" : sort.dir === "asc" ? "ascending" : "descending";
  const columns = columnsFor(sortOf, (key) => change(toggleSort(view, key)), actions);

  return (
    <div className="space-y-4">
      <BookingFiltersBar view={view} onChange={change} />

      <PagedList
        list={page}
        noun={["booking", "bookings"]}
        pagerLabel="Bookings pages"
        skeletons={["h-48 w-full"]}
        // The recent bookings above already explain it and offer Log In Again.
        unauthorized={
          <p className="text-sm text-muted-foreground">The bookings are not available right now.</p>
        }
        failure={(failure, retry) => (
          <BookingsLoadError httpStatus={failure.httpStatus} error={failure.error} onRetry={retry}>
            {hasFilters(view) && (
              <Button
                type="button"
                variant="outline"
                className="min-h-11"
                onClick={() => change(clearFilters(view))}
              >
                <FilterXIcon aria-hidden />
                Clear filters
              </Button>
            )}
          </BookingsLoadError>
        )}
        toolbar={
          <Button asChild variant="outline" className="min-h-11">
            <a href={bookingsExportUrl(view)} download>
              <DownloadIcon aria-hidden />
              Export CSV
            </a>
          </Button>
        }
      >
        {(rows, busy) => (
          <DataTable
            aria-label="All bookings"
            aria-busy={busy}
            columns={columns}
            rows={rows}
            rowKey={(b) => b.id}
            empty={hasFilters(view) ? "No bookings match these filters." : "No bookings yet."}
          />
        )}
      </PagedList>
    </div>
  );
}
