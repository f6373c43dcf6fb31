import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { jobStatusSql } from "@/lib/bookings/status-sql";
import { decodeCursor, encodeCursor, invalidCursor } from "@/lib/http/cursor";
import { DAY_MS, fromDbDate } from "@/lib/scheduling/dates.shared";
import type { AdminBookingsFilter } from "@/lib/validations/admin-bookings-query";
import type { AdminBookingSort } from "@/lib/validations/admin-bookings-sort.shared";
import { zipsByCounty } from "@/lib/zips/index.shared";
import { containsPattern, storedTimestamp } from "@/lib/db/sql";
import { bookingSearchFor } from "./booking-search";

/**
 * The FROM … WHERE … ORDER BY shared by the bookings page and its CSV export, so both
 * always select the same rows in the same order. Every key has an index: (createdAt, id),
 * (scheduledDate, id), the same under status, trigram indexes for substring search.
 */

/** Where the previous page or batch ended: its last row's sort key and id. */
export interface BookingKeyset {
  /** createdAt (a Date, milliseconds kept) or scheduledDate ("YYYY-MM-DD"), after the sort. */
  key: Date | string;
  id: string;
}

const sortColumn = (sort: AdminBookingSort) =>
  sort === "scheduled" ? Prisma.sql`b."scheduledDate"` : Prisma.sql`b."createdAt"`;

function keyValue(sort: AdminBookingSort, key: Date | string) {
  if (sort === "scheduled") return Prisma.sql`${typeof key === "string" ? key : fromDbDate(key)}::date`;
  return storedTimestamp(key instanceof Date ? key : new Date(key));
}

/** True when a condition reads the quote (a search other than by id; the county reads the booking's copy of the zip). */
function needsQuote(filter: AdminBookingsFilter): boolean {
  return Boolean(filter.q && bookingSearchFor(filter.q).kind !== "id");
}

function searchCondition(q: string): Prisma.Sql {
  const search = bookingSearchFor(q);
  switch (search.kind) {
    case "id":
      return Prisma.sql`(b.id = ${search.id}::uuid OR b."quoteId" = ${search.id}::uuid)`;
    case "email":
      return Prisma.sql`q.email ILIKE ${containsPattern(search.text)}`;
    case "phone":
      return Prisma.sql`q."phoneDigits" LIKE ${containsPattern(search.digits)}`;
    case "text": {
      const pattern = containsPattern(search.text);
      return Prisma.sql`(q."customerName" ILIKE ${pattern} OR q.address ILIKE ${pattern})`;
    }
  }
}

function conditions(filter: AdminBookingsFilter, after?: BookingKeyset): Prisma.Sql[] {
  const where: Prisma.Sql[] = [];
  if (filter.q) where.push(searchCondition(filter.q));
  if (filter.status) where.push(Prisma.sql`b.status = ${filter.status}::"BookingStatus"`);
  if (filter.from) where.push(Prisma.sql`b."scheduledDate" >= ${filter.from}::date`);
  if (filter.to) where.push(Prisma.sql`b."scheduledDate" <= ${filter.to}::date`);
  if (filter.county) {
    const zips = zipsByCounty(filter.county).map((zip) => zip.zipCode);
    // The booking's copy of its quote's zip (kept by a trigger): no quote is read to filter by county.
    where.push(Prisma.sql`b."quoteZipCode" IN (${Prisma.join(zips)})`);
  }
  if (filter.painter) {
    where.push(Prisma.sql`EXISTS (
      SELECT 1 FROM "JobAssignment" j
      WHERE j."bookingId" = b.id AND j."contractorId" = ${filter.painter}::uuid AND j.status <> ${jobStatusSql("rejected")})`);
  }
  if (after) {
    const column = sortColumn(filter.sort);
    const value = keyValue(filter.sort, after.key);
    where.push(
      filter.dir === "asc"
        ? Prisma.sql`(${column}, b.id) > (${value}, ${after.id}::uuid)`
        : Prisma.sql`(${column}, b.id) < (${value}, ${after.id}::uuid)`,
    );
  }
  return where;
}

/**
 * `FROM "Booking" b [JOIN "Quote" q]`: the quote is joined only when a condition reads it,
 * or when the caller selects its columns (`withQuote`).
 */
export function bookingFrom(filter: AdminBookingsFilter, { withQuote = false } = {}): Prisma.Sql {
  return withQuote || needsQuote(filter)
    ? Prisma.sql`FROM "Booking" b JOIN "Quote" q ON q.id = b."quoteId"`
    : Prisma.sql`FROM "Booking" b`;
}

/** `WHERE …` for the filter and, past the first page, the keyset; empty when nothing applies. */
export function bookingWhere(filter: AdminBookingsFilter, after?: BookingKeyset): Prisma.Sql {
  const where = conditions(filter, after);
  return where.length ? Prisma.sql`WHERE ${Prisma.join(where, " AND ")}` : Prisma.empty;
}

/**
 * A scheduled-date range up to this long holds at most a few tens of thousands of bookings: reading it
 * through (status, scheduledDate) and sorting is bounded. Walking the (createdAt, id) index instead and
 * filtering is what the planner prefers under LIMIT, and for a range years back it passes hundreds of
 * thousands of newer bookings first (0.3-0.6 s at a million bookings).
 */
export const RANGE_FIRST_MAX_DAYS = 92;

const rangeDays = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;

/** Newest bookings first, but read from a short scheduled-date range rather than from the newest down. */
function readsRangeFirst(filter: Pick<AdminBookingsFilter, "sort" | "from" | "to">): boolean {
  return (
    filter.sort === "created" &&
    !!filter.from &&
    !!filter.to &&
    rangeDays(filter.from, filter.to) <= RANGE_FIRST_MAX_DAYS
  );
}

/** Sort key then id, both the same direction, so the (key, id) row comparison walks one index. */
export function bookingOrderBy(
  filter: Pick<AdminBookingsFilter, "sort" | "dir" | "from" | "to">,
): Prisma.Sql {
  // "+ interval '0'" orders exactly as the column does, but no index provides that order, so the
  // planner reads the short date range and sorts it instead of walking the createdAt index.
  const column = readsRangeFirst(filter)
    ? Prisma.sql`(b."createdAt" + interval '0 seconds')`
    : sortColumn(filter.sort);
  return filter.dir === "asc"
    ? Prisma.sql`ORDER BY ${column} ASC, b.id ASC`
    : Prisma.sql`ORDER BY ${column} DESC, b.id DESC`;
}

/** The cursor names its sort, so a cursor from another ordering is refused, not misread. */
const cursorTag = (filter: Pick<AdminBookingsFilter, "sort" | "dir">) => `${filter.sort}-${filter.dir}`;

export function encodeBookingCursor(
  filter: Pick<AdminBookingsFilter, "sort" | "dir">,
  last: { id: string; createdAt: Date; scheduledDate: Date },
): string {
  const key = filter.sort === "scheduled" ? fromDbDate(last.scheduledDate) : last.createdAt;
  return encodeCursor([cursorTag(filter), key, last.id]);
}

export function decodeBookingCursor(
  filter: Pick<AdminBookingsFilter, "sort" | "dir">,
  cursor: string,
): BookingKeyset {
  const [tag, key, id] =
    filter.sort === "scheduled"
      ? decodeCursor(cursor, ["string", "date", "uuid"])
      : decodeCursor(cursor, ["string", "timestamp", "uuid"]);
  if (tag !== cursorTag(filter)) throw invalidCursor();
  return { key, id };
}
