/**
 * How the back-office bookings list sorts: by booking or by scheduled date, either way, newest first
 * unless the URL says otherwise. The query schema (lib/validations/admin-bookings-query.ts) and the
 * list's URL state (components/admin/bookings/booking-filters.ts) both read these. Browser-safe.
 */
export const ADMIN_BOOKING_SORTS = ["created", "scheduled"] as const;
export const SORT_DIRECTIONS = ["desc", "asc"] as const;

export type AdminBookingSort = (typeof ADMIN_BOOKING_SORTS)[number];
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** What a URL without `sort` or `dir` means. */
export const DEFAULT_ADMIN_BOOKING_SORT: { sort: AdminBookingSort; dir: SortDirection } = {
  sort: "created",
  dir: "desc",
};

export const isAdminBookingSort = (value: string): value is AdminBookingSort =>
  (ADMIN_BOOKING_SORTS as readonly string[]).includes(value);

export const isSortDirection = (value: string): value is SortDirection =>
  (SORT_DIRECTIONS as readonly string[]).includes(value);
