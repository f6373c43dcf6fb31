import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { DbClient } from "@/lib/db/types";
import type { AdminBookingsFilter, AdminBookingsPage } from "@/lib/validations/admin-bookings-query";
import { adminBookingInclude, serializeAdminBooking, type AdminBookingDto } from "./bookings";
import {
  bookingFrom,
  bookingOrderBy,
  bookingWhere,
  decodeBookingCursor,
  encodeBookingCursor,
  type BookingKeyset,
} from "./booking-filter";

export interface AdminBookingsPageDto {
  bookings: AdminBookingDto[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/**
 * The ids of one page, in order, plus one more to tell whether a next page exists.
 * Exported so the scale bench can EXPLAIN exactly what the endpoint runs.
 */
export function bookingPageQuery(
  filter: AdminBookingsFilter,
  page: { after?: BookingKeyset; limit: number },
): Prisma.Sql {
  return Prisma.sql`SELECT b.id
  ${bookingFrom(filter)}
  ${bookingWhere(filter, page.after)}
  ${bookingOrderBy(filter)}
  LIMIT ${page.limit + 1}`;
}

/**
 * One keyset page of the back-office list. The ids come from one indexed query; only
 * that page's rows (at most 100) are then loaded with their quote and painter.
 */
export async function listAdminBookings(
  db: DbClient,
  query: AdminBookingsFilter & AdminBookingsPage,
): Promise<AdminBookingsPageDto> {
  const after = query.cursor ? decodeBookingCursor(query, query.cursor) : undefined;
  const found = await db.$queryRaw<{ id: string }[]>(bookingPageQuery(query, { after, limit: query.limit }));
  const ids = found.slice(0, query.limit).map((row) => row.id);
  const rows = await db.booking.findMany({ where: { id: { in: ids } }, include: adminBookingInclude });
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A booking deleted between the two reads is left out of the page.
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const last = ordered.at(-1);
  return {
    bookings: ordered.map(serializeAdminBooking),
    nextCursor: found.length > query.limit && last ? encodeBookingCursor(query, last) : null,
  };
}
