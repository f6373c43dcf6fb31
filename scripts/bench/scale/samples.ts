/**
 * Real values from the scale database for the requests: every search looks for a booking that
 * exists, and consecutive requests look for different ones (no answer is served from a warm cache
 * of the previous request's rows alone).
 */
import type pg from "pg";
import { SERVED_COUNTIES } from "@/lib/zips/index.shared";

export interface Samples {
  bookingIds: string[];
  emails: string[];
  phones: string[];
  names: string[];
  painterIds: string[];
  /** Inclusive [from, to] ranges of 30 days within the scheduled dates of the data set. */
  ranges: [string, string][];
  counties: readonly string[];
  statuses: string[];
  /** Invoices of the Payments list's searches: numbers, e-mails and names that exist. */
  invoiceNumbers: string[];
  invoiceEmails: string[];
  invoiceNames: string[];
}

/** Data: the status filters the bench requests, in its own rotation (not the table's order, kept for comparable runs). */
const STATUSES = ["scheduled", "confirmed", "completed", "cancelled", "in_progress", "pending"];
const SAMPLE = 300;

export async function loadSamples(db: pg.Client, bookingCount: number): Promise<Samples> {
  // Bernoulli sampling reads the table once, without sorting a million rows by random().
  const percent = Math.min(100, ((SAMPLE * 4) / Math.max(1, bookingCount)) * 100);
  const { rows } = await db.query<{ id: string; email: string; phone: string; name: string | null }>(
    `SELECT b.id, q.email, q.phone, q."customerName" AS name
       FROM "Booking" b TABLESAMPLE BERNOULLI (${percent.toFixed(4)})
       JOIN "Quote" q ON q.id = b."quoteId"
      ORDER BY random() LIMIT ${SAMPLE}`,
  );
  if (rows.length < 20) throw new Error(`the database has too few bookings to sample (${rows.length})`);
  const { rows: painters } = await db.query<{ id: string }>(
    `SELECT DISTINCT "contractorId" AS id FROM "JobAssignment" TABLESAMPLE BERNOULLI (${percent.toFixed(4)})
      LIMIT ${SAMPLE}`,
  );
  const { rows: span } = await db.query<{ first: string; last: string }>(
    `SELECT to_char(min("scheduledDate"), 'YYYY-MM-DD') AS first,
            to_char(max("scheduledDate"), 'YYYY-MM-DD') AS last FROM "Booking"`,
  );
  const { rows: invoices } = await db.query<{ number: string; email: string; name: string }>(
    `SELECT number, "billedEmail" AS email, "billedName" AS name
       FROM "Invoice" TABLESAMPLE BERNOULLI (${percent.toFixed(4)}) ORDER BY random() LIMIT ${SAMPLE}`,
  );
  if (invoices.length < 20)
    throw new Error(`the database has too few invoices to sample (${invoices.length})`);
  const first = Date.parse(`${span[0]!.first}T00:00:00Z`);
  const last = Date.parse(`${span[0]!.last}T00:00:00Z`);
  const DAY = 86_400_000;
  const ranges: [string, string][] = Array.from({ length: 50 }, (_, i) => {
    const start = first + Math.floor(((last - first - 30 * DAY) * i) / 50 / DAY) * DAY;
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    return [iso(start), iso(start + 29 * DAY)];
  });
  return {
    bookingIds: rows.map((r) => r.id),
    emails: rows.map((r) => r.email),
    phones: rows.map((r) => r.phone),
    names: rows.map((r) => r.name).filter((n): n is string => !!n && n.length >= 3),
    painterIds: painters.map((r) => r.id),
    ranges,
    counties: SERVED_COUNTIES,
    statuses: STATUSES,
    invoiceNumbers: invoices.map((r) => r.number),
    invoiceEmails: invoices.map((r) => r.email),
    invoiceNames: invoices.map((r) => r.name),
  };
}
