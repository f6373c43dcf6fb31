/**
 * The All Bookings view as it lives in the dashboard's query string, so a view can be shared and
 * reloaded. Values are kept as written: the server validates them and explains a bad one (400),
 * which the list shows instead of guessing here.
 */
import {
  DEFAULT_ADMIN_BOOKING_SORT,
  isAdminBookingSort,
  isSortDirection,
  type AdminBookingSort,
  type SortDirection,
} from "@/lib/validations/admin-bookings-sort.shared";
import { FIRST_PAGE, type Paging } from "../paging";

export const BOOKING_FILTER_KEYS = ["q", "status", "from", "to", "county", "painter"] as const;
export type BookingFilterKey = (typeof BOOKING_FILTER_KEYS)[number];
export type BookingFilters = Record<BookingFilterKey, string>;

export type BookingSortKey = AdminBookingSort;

export interface BookingListView extends BookingFilters {
  /** "" means the server's default (DEFAULT_ADMIN_BOOKING_SORT: created). */
  sort: string;
  /** "" means the server's default (DEFAULT_ADMIN_BOOKING_SORT: desc). */
  dir: string;
  /** The cursor of the page shown; "" for the first page. */
  after: string;
  /** The page's number when `after` is set, for the "Page N" text after a reload. */
  page: number;
  /** Page size; "" for the server's default. Lets a link (or a test) ask for short pages. */
  limit: string;
}

export const EMPTY_FILTERS: BookingFilters = {
  q: "",
  status: "",
  from: "",
  to: "",
  county: "",
  painter: "",
};

export const DEFAULT_VIEW: BookingListView = {
  ...EMPTY_FILTERS,
  sort: "",
  dir: "",
  after: "",
  page: 1,
  limit: "",
};

/** The URL's order of parameters, so equal views give equal links. */
const URL_KEYS = [...BOOKING_FILTER_KEYS, "sort", "dir", "after", "page", "limit"] as const;

/** Reads a view from the query string; missing, blank or repeated parameters take the first non-blank value or the default. */
export function readBookingView(params: { get(name: string): string | null }): BookingListView {
  const text = (name: string) => params.get(name)?.trim() ?? "";
  const after = text("after");
  const page = Number.parseInt(text("page"), 10);
  return {
    q: text("q"),
    status: text("status"),
    from: text("from"),
    to: text("to"),
    county: text("county"),
    painter: text("painter"),
    sort: text("sort"),
    dir: text("dir"),
    after,
    // Without a cursor the page is the first, whatever the link says.
    page: after && Number.isSafeInteger(page) && page > 1 ? page : after ? 2 : 1,
    limit: text("limit"),
  };
}

/** The query string (without "?") of a view; defaults and blanks are left out. */
export function writeBookingView(view: BookingListView): string {
  const params = new URLSearchParams();
  for (const key of URL_KEYS) {
    if (key === "page") {
      if (view.after && view.page > 1) params.set("page", String(view.page));
      continue;
    }
    const value = view[key].trim();
    if (value) params.set(key, value);
  }
  return params.toString();
}

/** The filters and sort of a view, as the export (and the list) take them. */
function filterParams(view: BookingListView): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [...BOOKING_FILTER_KEYS, "sort", "dir"] as const) {
    const value = view[key].trim();
    if (value) params.set(key, value);
  }
  return params;
}

/** GET /api/admin/bookings for the view's page. */
export function bookingsListUrl(view: BookingListView): string {
  const params = filterParams(view);
  if (view.after) params.set("cursor", view.after);
  if (view.limit) params.set("limit", view.limit);
  return `/api/admin/bookings?${params.toString()}`;
}

/** The CSV of every booking the view's filters select, in the view's order. */
export function bookingsExportUrl(view: BookingListView): string {
  const query = filterParams(view).toString();
  return `/api/admin/bookings/export${query ? `?${query}` : ""}`;
}

export function hasFilters(view: BookingListView): boolean {
  return BOOKING_FILTER_KEYS.some((key) => view[key] !== "");
}

/** A view with some filters changed: a new result set, so back to its first page. */
export function withFilters(view: BookingListView, change: Partial<BookingFilters>): BookingListView {
  return { ...view, ...change, after: "", page: 1 };
}

/** Every filter cleared; the sort and page size stay. */
export function clearFilters(view: BookingListView): BookingListView {
  return withFilters(view, EMPTY_FILTERS);
}

/** The sort in force, or null when the link names one the server will refuse. */
export function activeSort(view: BookingListView): { key: BookingSortKey; dir: SortDirection } | null {
  const key = view.sort || DEFAULT_ADMIN_BOOKING_SORT.sort;
  const dir = view.dir || DEFAULT_ADMIN_BOOKING_SORT.dir;
  if (!isAdminBookingSort(key) || !isSortDirection(dir)) return null;
  return { key, dir };
}

/** A click on a column's sort button: the same column flips its direction, another starts newest first. */
export function toggleSort(view: BookingListView, key: BookingSortKey): BookingListView {
  const current = activeSort(view);
  const dir: SortDirection = current?.key === key && current.dir === "desc" ? "asc" : "desc";
  return {
    ...view,
    sort: key === "created" ? "" : key,
    dir: dir === "desc" ? "" : dir,
    after: "",
    page: 1,
  };
}

/** The paging part of a view, with the stack of earlier cursors kept by the list. */
export function viewPaging(view: BookingListView, previous: readonly string[]): Paging {
  return view.after ? { cursor: view.after, page: view.page, previous } : FIRST_PAGE;
}

export function withPaging(view: BookingListView, paging: Paging): BookingListView {
  return { ...view, after: paging.cursor, page: paging.cursor ? paging.page : 1 };
}
