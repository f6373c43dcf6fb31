import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { jobStatusesWhere } from "@/lib/bookings/states.shared";
import { jobStatusList, jobStatusSql } from "@/lib/bookings/status-sql";
import type { DbClient } from "@/lib/db/types";
import { log } from "@/lib/log";
import { todayInNewYork } from "@/lib/scheduling/dates.shared";
import type { AdminBookingsFilter } from "@/lib/validations/admin-bookings-query";
import { findZip } from "@/lib/zips/index.shared";
import { bookingFrom, bookingOrderBy, bookingWhere, type BookingKeyset } from "./booking-filter";
import { csvLine } from "./booking-csv";

export const BOOKINGS_CSV_HEADER = [
  "Booking ID",
  "Booked At",
  "Scheduled Date",
  "Time Slot",
  "Status",
  "Customer Name",
  "Email",
  "Phone",
  "Address",
  "ZIP",
  "County",
  "Painter",
  "Total",
  "Contractor Earnings",
  "Platform Share",
  "Cancellation Fee",
] as const;

/** Rows per query: few round trips, and one batch's text stays well under a megabyte. */
export const EXPORT_BATCH_SIZE = 1000;

/** Exactly the CSV's columns, formatted by Postgres: money as numeric text, never a float. */
interface ExportRow {
  id: string;
  /** createdAt as ISO 8601 UTC with milliseconds: a cell, and the keyset of the next batch. */
  bookedAt: string;
  scheduledDate: string;
  timeSlot: string;
  status: string;
  customerName: string | null;
  email: string;
  phone: string;
  address: string;
  zipCode: string;
  painter: string | null;
  total: string;
  contractorEarnings: string;
  platformShare: string;
  cancellationFee: string;
}

/**
 * One batch of the export: the list's filter and order, with the painter of the assignment that
 * counts (the latest not rejected, else the latest, as on the list) and the money split as the
 * list computes it (a cancelled or rejected job earns nothing). Exported for EXPLAIN at scale.
 */
export function bookingExportQuery(
  filter: AdminBookingsFilter,
  after: BookingKeyset | undefined,
  limit: number,
) {
  return Prisma.sql`SELECT b.id,
    to_char(b."createdAt", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "bookedAt",
    to_char(b."scheduledDate", 'YYYY-MM-DD') AS "scheduledDate",
    b."timeSlot"::text AS "timeSlot",
    b.status::text AS status,
    q."customerName", q.email, q.phone, q.address, q."zipCode",
    a.painter,
    q."totalCost"::numeric(12, 2)::text AS total,
    m.earnings::numeric(12, 2)::text AS "contractorEarnings",
    (q."totalCost" - m.earnings)::numeric(12, 2)::text AS "platformShare",
    COALESCE(b."cancellationFee", 0)::numeric(12, 2)::text AS "cancellationFee"
  ${bookingFrom(filter, { withQuote: true })}
  LEFT JOIN LATERAL (
    SELECT j.status, j."contractorEarnings", c."firstName" || ' ' || c."lastName" AS painter
    FROM "JobAssignment" j JOIN "Contractor" c ON c.id = j."contractorId"
    WHERE j."bookingId" = b.id
    ORDER BY (j.status = ${jobStatusSql("rejected")}), j."assignedAt" DESC, j.id DESC
    LIMIT 1
  ) a ON true
  CROSS JOIN LATERAL (
    SELECT CASE WHEN a.status IS NULL OR a.status IN (${jobStatusList(jobStatusesWhere("earns", false))}) THEN 0::numeric
                ELSE a."contractorEarnings" END AS earnings
  ) m
  ${bookingWhere(filter, after)}
  ${bookingOrderBy(filter)}
  LIMIT ${limit}`;
}

const cells = (row: ExportRow) => [
  row.id,
  row.bookedAt,
  row.scheduledDate,
  row.timeSlot,
  row.status,
  row.customerName ?? "",
  row.email,
  row.phone,
  row.address,
  row.zipCode,
  findZip(row.zipCode)?.county ?? "",
  row.painter ?? "",
  row.total,
  row.contractorEarnings,
  row.platformShare,
  row.cancellationFee,
];

export const bookingsCsvFilename = (now: Date = new Date()) => `bookings-${todayInNewYork(now)}.csv`;

/**
 * The export as a byte stream that pulls one keyset batch each time the client is ready
 * for more, so a million rows pass through in constant memory; a client that goes away
 * cancels the stream and no further batch is read.
 */
export function bookingsCsvStream(
  db: DbClient,
  filter: AdminBookingsFilter,
  batchSize: number = EXPORT_BATCH_SIZE,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: BookingKeyset | undefined;
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(csvLine(BOOKINGS_CSV_HEADER)));
      },
      async pull(controller) {
        let rows: ExportRow[];
        try {
          rows = await db.$queryRaw<ExportRow[]>(bookingExportQuery(filter, after, batchSize));
        } catch (error) {
          log.error("bookings export failed", { error });
          throw error;
        }
        if (cancelled) return;
        if (rows.length > 0)
          controller.enqueue(encoder.encode(rows.map((row) => csvLine(cells(row))).join("")));
        const last = rows.at(-1);
        if (!last || rows.length < batchSize) return controller.close();
        after = {
          key: filter.sort === "scheduled" ? last.scheduledDate : new Date(last.bookedAt),
          id: last.id,
        };
      },
      cancel() {
        cancelled = true;
      },
    },
    // Read a batch only when the previous one has been taken: memory is one batch, not the table.
    { highWaterMark: 0 },
  );
}
