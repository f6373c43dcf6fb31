/**
 * Booking creation, the same run on the scale database and on an empty one: unbooked quotes of
 * one day's work in the hot zip (one created through the API, the rest cloned), each booked once,
 * on consecutive dates and slots of the booking window.
 */
import type pg from "pg";
import { todayInNewYork } from "@/lib/scheduling/dates.shared";
import { bookableRange, datesBetween } from "@/lib/scheduling/window";
import { callApi } from "../../shared/http";
import { cloneQuote } from "../fixtures";
import { fixedRate, type OnMeasure, type Stats, type Target } from "../load";
import { SMALL_QUOTE_BODY } from "../quotes";
import { makeTargets } from "../targets";
import {
  BOOKING_RATE,
  CONNECTIONS,
  DURATION,
  SEQUENTIAL_REQUESTS,
  SEQUENTIAL_WARMUP,
  WARMUP,
} from "./options";
import { sequential } from "./sequential";

/** A quote saved through the API, as the wizard saves it. */
export async function saveQuote(base: string): Promise<string> {
  const response = await callApi<{ id: string }>(`${base}/api/quotes`, {
    method: "POST",
    body: SMALL_QUOTE_BODY,
    headers: { origin: base },
  });
  if (response.status !== 201 || !response.json)
    throw new Error(`POST /api/quotes answered ${response.status}: ${response.text ?? response.error}`);
  return response.json.id;
}

export interface BookingRuns {
  single: Stats;
  fixed: Stats;
  /** The quotes created for the runs (the template and its clones), to remove afterwards. */
  quoteIds: string[];
}

/** One client in sequence, then 50 req/s over 50 connections (open loop). */
export async function measureBookings(
  base: string,
  db: pg.Client,
  onMeasure: OnMeasure,
): Promise<BookingRuns> {
  const templateId = await saveQuote(base);
  const needed = SEQUENTIAL_WARMUP + SEQUENTIAL_REQUESTS + BOOKING_RATE * (WARMUP + DURATION) + 50;
  const bookingQuotes = await cloneQuote(db, templateId, needed);
  const { first, last } = bookableRange(todayInNewYork());
  const { targets } = makeTargets({
    base,
    barePort: 0,
    templateId,
    worstId: templateId,
    bookingQuotes,
    bookable: datesBetween(first, last),
  });
  const target: Target = { ...targets.bookings!, url: base };
  const single = await sequential(target, onMeasure);
  const fixed = await fixedRate(target, CONNECTIONS, BOOKING_RATE, onMeasure);
  return { single, fixed, quoteIds: [templateId, ...bookingQuotes] };
}

/** Takes the runs' bookings (jobs and reservations go with them), quotes and e-mails out again. */
export async function removeBookingRuns(db: pg.Client, quoteIds: string[], since: Date): Promise<void> {
  await db.query("BEGIN");
  await db.query(`DELETE FROM "Booking" WHERE "quoteId" = ANY($1::uuid[])`, [quoteIds]);
  await db.query(`DELETE FROM "Quote" WHERE id = ANY($1::uuid[])`, [quoteIds]);
  // Only the bench books on the scale database while it runs: these are its bookings' e-mails.
  await db.query(`DELETE FROM "EmailMessage" WHERE "createdAt" >= ($1::timestamptz AT TIME ZONE 'UTC')`, [
    since.toISOString(),
  ]);
  await db.query("COMMIT");
}
