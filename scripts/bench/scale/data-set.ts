/**
 * The scale data set ("ten years of data"): at factor 1, 5,000 painters, 1,000,000
 * bookings with their jobs and ~1,500,000 slot reservations, 3,000,000 quotes, and every painter's
 * availability for the next 60 days. Written with bulk SQL (INSERT … SELECT over generate_series and
 * staging tables), never row by row, so that a million bookings take minutes.
 *
 * Shape of the data:
 * - Painters `painter${n}@scale.brushwise.test` (password PAINTER_PASSWORD), all active and verified,
 *   each linked to a zip-type service area of ~4 neighbouring zips (some to a second one). Painters
 *   1–200 serve the area holding 19103, the hottest zip (70% of that area's work).
 * - Every painter's bookings are laid on their own calendar: per time slot a lane, the lane's
 *   bookings spread evenly from the day they joined to 60 days ahead, each project no longer than
 *   its spacing. The (painter, date, slot) uniqueness of reservations then holds by construction.
 * - Painter 1 has ~3,400 bookings (≥ 3,000 completed) when the factor allows, painters 2–10 a
 *   couple of thousand each at factor 1; the rest share the remainder by tenure and activity.
 * - Status follows the date: past ones completed (7% cancelled), today's in progress, future ones
 *   scheduled or confirmed (a few cancelled or pending). Bookings are made 2–40 days ahead.
 * - Quotes: one per booking plus twice as many never booked (30% of those by a customer who also
 *   booked, the rest by new ones). Rooms: 1–5 per booked quote, 1 per unbooked quote.
 * - Money (~950,000 invoices at factor 1): a job invoice per completed booking (its lines from the
 *   rooms and tax) and a fee invoice per cancelled booking with a fee, gap-free numbers per year;
 *   ~85% paid in full (card, cash, check), some part-paid, a few refunded in part or credited, the
 *   rest open (overdue after 7 days); weekly payouts cover the painters' completed jobs but the last
 *   two weeks' and one in fifty (money.ts).
 *
 * This file is the seed's order of work; its parts are in data-set/: the numbers (shape.ts), the
 * word lists (words.ts), what is decided in JavaScript (plan.ts), the statement runner (sql.ts),
 * the staging tables (staging.ts), the rows of each table (painters.ts, quotes.ts, bookings.ts, money.ts)
 * and the indexes and triggers a bulk load switches off (bulk-load.ts).
 */
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/auth/password";
import { loadPricingConfig } from "@/lib/pricing/repository";
import { todayInNewYork } from "@/lib/scheduling/dates.shared";
import { insertBookings, insertJobs, insertReservations } from "./data-set/bookings";
import { createIndexes, dropIndexes, setTriggers, type IndexDef } from "./data-set/bulk-load";
import {
  insertCreditsAndRefunds,
  insertDocumentCounters,
  insertInvoiceLines,
  insertInvoices,
  insertPayments,
  insertPayouts,
  stageInvoices,
} from "./data-set/money";
import { insertAreasAndPainters, insertAvailability } from "./data-set/painters";
import { planAreas, planPainters } from "./data-set/plan";
import { insertQuotes, insertRooms, stageBookedQuotes, stageUnbookedQuotes } from "./data-set/quotes";
import { SCALE_PAINTER_PASSWORD, scaleVolumes } from "./data-set/shape";
import { exec, timed, type Db } from "./data-set/sql";
import { dropStaging, loadWords, planBookings, stageAreasAndPainters } from "./data-set/staging";

export {
  SCALE_HOT_ZIP,
  SCALE_PAINTER_PASSWORD,
  scalePainterEmail,
  scaleVolumes,
  type ScaleVolumes,
} from "./data-set/shape";

export interface ScaleOptions {
  /** Fraction of the full volumes, in (0, 1]. */
  factor: number;
  now: Date;
  log: (message: string) => void;
}

async function refuseUnlessEmpty(db: Db): Promise<void> {
  const rows = await db.$queryRawUnsafe<{ bookings: boolean; quotes: boolean; areas: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM "Booking") AS bookings, EXISTS (SELECT 1 FROM "Quote") AS quotes,
            EXISTS (SELECT 1 FROM "ServiceArea") AS areas`,
  );
  const state = rows[0]!;
  if (state.bookings || state.quotes)
    throw new Error(
      "seedScale: the database already holds quotes or bookings; seed a fresh, config-only one",
    );
  if (!state.areas) throw new Error("seedScale: no service areas: run the configuration seed first");
}

/**
 * Fills a migrated, config-only database (pricing and county areas) with the scale data set at
 * `factor` of the full volumes (scaleVolumes: ten years, a million bookings, 5,000 painters). Refuses a database that holds quotes or bookings already.
 */
export async function seedScale(db: PrismaClient, { factor, now, log }: ScaleOptions): Promise<void> {
  if (!(factor > 0 && factor <= 1)) throw new Error(`seedScale: factor must be in (0, 1], not ${factor}`);
  await refuseUnlessEmpty(db);
  const volumes = scaleVolumes(factor);
  const today = todayInNewYork(now);
  const nowIso = now.toISOString();
  const areas = planAreas();
  const painters = planPainters(volumes, areas.length);
  const passwordHash = await hashPassword(SCALE_PAINTER_PASSWORD);
  const pricing = JSON.stringify(await loadPricingConfig(db));
  log(
    `factor ${factor}: ${volumes.painters} painters in ${areas.length} areas, ~${volumes.bookings} bookings, ` +
      `${volumes.quotes} quotes, today ${today}`,
  );

  await dropStaging(db);
  await setTriggers(db, false);
  let indexes: IndexDef[] = [];
  try {
    indexes = await dropIndexes(db);
    await loadWords(db);
    await stageAreasAndPainters(db, areas, painters);
    await timed(log, "service areas, painters and their links", () =>
      insertAreasAndPainters(db, passwordHash, nowIso, today),
    );
    await timed(log, "booking plan", () => planBookings(db, today, nowIso));
    const planned = Number(
      (await db.$queryRawUnsafe<{ n: bigint }[]>(`SELECT count(*) AS n FROM _scale_plan`))[0]!.n,
    );
    await timed(log, "booked quotes staged", () => stageBookedQuotes(db));
    await timed(log, "Quote (booked)", () => insertQuotes(db, "_scale_booked", true, pricing));
    const unbooked = Math.max(0, volumes.quotes - planned);
    await timed(log, "unbooked quotes staged", () => stageUnbookedQuotes(db, unbooked, planned, nowIso));
    await timed(log, "Quote (never booked)", () => insertQuotes(db, "_scale_unbooked", false, pricing));
    await timed(log, "Room (booked quotes)", () =>
      insertRooms(db, "_scale_booked", "least(5, greatest(1, ceil(c.sqft / 350)))::int"),
    );
    await timed(log, "Room (never booked)", () => insertRooms(db, "_scale_unbooked", "1"));
    await timed(log, "Booking", () => insertBookings(db, nowIso, today));
    await timed(log, "JobAssignment", () => insertJobs(db, nowIso));
    await timed(log, "SlotReservation", () => insertReservations(db));
    await timed(log, "ContractorAvailability", () => insertAvailability(db, today, nowIso));
    await timed(log, "invoices staged", () => stageInvoices(db, nowIso));
    await timed(log, "Invoice", () => insertInvoices(db, nowIso));
    await timed(log, "InvoiceLine", () => insertInvoiceLines(db));
    await timed(log, "Payment", () => insertPayments(db));
    await timed(log, "CreditNote and Refund", () => insertCreditsAndRefunds(db, nowIso));
    await timed(log, "DocumentCounter", () => insertDocumentCounters(db));
    await timed(log, "Payout and PayoutItem", () => insertPayouts(db));
  } finally {
    await setTriggers(db, true);
    await dropStaging(db);
    await createIndexes(db, indexes, log);
  }
  // As autovacuum would after a bulk load: statistics, and the visibility map index-only scans rely on.
  // Not through exec: VACUUM is refused inside a transaction (it used to fall back to ANALYZE alone,
  // leaving no page all-visible). The embedded Postgres runs every statement in a transaction: ANALYZE there.
  await timed(log, "VACUUM ANALYZE", async () => {
    await db.$executeRawUnsafe("VACUUM ANALYZE").catch(() => exec(db, "ANALYZE"));
  });
}
