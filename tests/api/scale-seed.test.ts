/**
 * The scale data set (npm run bench:scale, npm run db:seed -- --scale) at a small factor: it must
 * keep loading as the schema changes, and hold what the bench relies on (painter 1's history in the
 * hot zip, the four counties, statuses that follow the date, the columns the triggers would keep, the
 * money the app would have issued and recorded).
 */
import { listAdminBookings } from "@/lib/admin/booking-list";
import { verifyPassword } from "@/lib/auth/password";
import { jobSummary } from "@/lib/contractors/job-summary";
import { db } from "@/lib/db";
import { listAdminInvoices } from "@/lib/invoices/admin-list";
import { balanceOf } from "@/lib/invoices/balance";
import { paintersOwed } from "@/lib/payouts/payouts";
import { decimalToCents } from "@/lib/pricing/money.shared";
import { runSeed } from "@/lib/seed";
import {
  SCALE_HOT_ZIP,
  SCALE_PAINTER_PASSWORD,
  scalePainterEmail,
  scaleVolumes,
  seedScale,
} from "@/scripts/bench/scale/data-set";
import { todayInNewYork } from "@/lib/scheduling/dates.shared";
import { eligibleContractors } from "@/lib/scheduling/matching";
import { parseAdminBookingsQuery } from "@/lib/validations/admin-bookings-query";
import { findZip, SERVED_COUNTIES } from "@/lib/zips/index.shared";

// Bulk statements of a data load, not a request's: not bound by a request's time limits (lib/env.ts).
process.env.DATABASE_STATEMENT_TIMEOUT_MS = "3600000";
process.env.DATABASE_QUERY_TIMEOUT_MS = "3600000";

const FACTOR = 0.002;
const now = new Date();
const today = todayInNewYork(now);

const one = async <T>(sql: string) => (await db.$queryRawUnsafe<T[]>(sql))[0]!;

beforeAll(async () => {
  await runSeed(db, { demo: false });
  await seedScale(db, { factor: FACTOR, now, log: () => undefined });
}, 180_000);

it("loads the volumes of its factor", async () => {
  const volumes = scaleVolumes(FACTOR);
  const counts = await one<{ painters: number; bookings: number; quotes: number; jobs: number }>(
    `SELECT (SELECT count(*) FROM "Contractor")::int AS painters, (SELECT count(*) FROM "Booking")::int AS bookings,
            (SELECT count(*) FROM "Quote")::int AS quotes, (SELECT count(*) FROM "JobAssignment")::int AS jobs`,
  );
  expect(counts.painters).toBe(volumes.painters);
  expect(counts.quotes).toBe(volumes.quotes);
  expect(counts.jobs).toBe(counts.bookings);
  expect(counts.bookings).toBeGreaterThan(volumes.bookings * 0.9);
  expect(counts.bookings).toBeLessThanOrEqual(volumes.bookings * 1.1);
});

it("keeps what the triggers keep, and every zip in the four counties", async () => {
  const wrong = await one<{ digits: number; flags: number; zips: string[] }>(
    `SELECT (SELECT count(*) FROM "Quote" WHERE "phoneDigits" <> regexp_replace(phone, '[^0-9]', '', 'g'))::int AS digits,
            (SELECT count(*) FROM "Quote" q
              WHERE q."hasBooking" <> EXISTS (SELECT 1 FROM "Booking" b WHERE b."quoteId" = q.id))::int AS flags,
            (SELECT array_agg(DISTINCT "zipCode") FROM "Quote") AS zips`,
  );
  expect([wrong.digits, wrong.flags]).toEqual([0, 0]);
  for (const zip of wrong.zips) expect(SERVED_COUNTIES).toContain(findZip(zip)?.county);
  // The load leaves the triggers on.
  const triggers = await one<{ off: number }>(
    `SELECT count(*)::int AS off FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND NOT t.tgisinternal AND t.tgenabled = 'D'`,
  );
  expect(triggers.off).toBe(0);
});

it("lets the status follow the date, and never books a painter twice in a slot", async () => {
  const misplaced = await one<{ n: number }>(
    `SELECT count(*)::int AS n FROM "Booking"
      WHERE (status = 'completed' AND "scheduledDate" >= '${today}'::date)
         OR (status IN ('scheduled', 'confirmed') AND "scheduledDate" < '${today}'::date)`,
  );
  expect(misplaced.n).toBe(0);
  const statuses = await db.$queryRawUnsafe<{ status: string }[]>(
    `SELECT DISTINCT status::text FROM "Booking"`,
  );
  const seen = statuses.map((s) => s.status);
  expect(seen).toEqual(expect.arrayContaining(["completed", "cancelled"]));
  // Upcoming bookings are scheduled or confirmed at random: at this small factor there may be few,
  // so either one proves the upcoming ones are live.
  expect(seen.some((status) => status === "scheduled" || status === "confirmed")).toBe(true);
  // The unique index was rebuilt after the load: a duplicate would have failed it.
  const unique = await one<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_indexes
      WHERE schemaname = current_schema() AND indexname = 'SlotReservation_contractorId_date_timeSlot_key'`,
  );
  expect(unique.n).toBe(1);
});

it("gives painter 1 a long history in the hot zip, and a working login", async () => {
  const painter = await db.contractor.findUniqueOrThrow({ where: { email: scalePainterEmail(1) } });
  expect(await verifyPassword(SCALE_PAINTER_PASSWORD, painter.passwordHash!)).toBe(true);
  expect(painter).toMatchObject({ isActive: true, isVerified: true });
  const summary = await jobSummary(db, painter.id);
  expect(summary.completed).toBeGreaterThan(100);
  const hot = await eligibleContractors(db, SCALE_HOT_ZIP, today);
  expect(hot.map((p) => p.id)).toContain(painter.id);
  expect(hot.length).toBeGreaterThanOrEqual(200);
});

it("is refused on a database that holds bookings", async () => {
  await expect(seedScale(db, { factor: FACTOR, now, log: () => undefined })).rejects.toThrow(
    "seedScale: the database already holds quotes or bookings; seed a fresh, config-only one",
  );
});

it("serves the back office's pages from it", async () => {
  const first = await listAdminBookings(db, parseAdminBookingsQuery(new URLSearchParams()));
  expect(first.bookings).toHaveLength(25);
  const next = await listAdminBookings(
    db,
    parseAdminBookingsQuery(new URLSearchParams({ cursor: first.nextCursor! })),
  );
  expect(next.bookings).toHaveLength(25);
  expect(next.bookings[0]!.createdAt <= first.bookings[24]!.createdAt).toBe(true);
});

it("issues the money as the app would: invoices, numbers, balances and payouts", async () => {
  const issued = await one<{ jobs: number; completed: number; fees: number; feeBookings: number }>(
    `SELECT (SELECT count(*) FROM "Invoice" WHERE kind = 'job')::int AS jobs,
            (SELECT count(*) FROM "Booking" WHERE status = 'completed')::int AS completed,
            (SELECT count(*) FROM "Invoice" WHERE kind = 'cancellation_fee')::int AS fees,
            (SELECT count(*) FROM "Booking" WHERE status = 'cancelled' AND "cancellationFee" > 0)::int AS "feeBookings"`,
  );
  expect(issued.jobs).toBe(issued.completed);
  expect(issued.fees).toBe(issued.feeBookings);
  // Lines add up to the total; numbers run without gaps per year, and the counters stand at the last.
  const wrong = await one<{
    lines: number;
    gaps: number;
    counters: number;
    paidOut: number;
    payouts: number;
  }>(
    `SELECT (SELECT count(*) FROM "Invoice" i
              WHERE i.total <> (SELECT sum(amount) FROM "InvoiceLine" l WHERE l."invoiceId" = i.id))::int AS lines,
            (SELECT count(*) FROM (SELECT split_part(number, '-', 2) AS year, count(*) AS n,
                                          max(split_part(number, '-', 3)::int) AS last
                                     FROM "Invoice" GROUP BY 1) y WHERE y.n <> y.last)::int AS gaps,
            (SELECT count(*) FROM (SELECT split_part(number, '-', 2)::int AS year, max(split_part(number, '-', 3)::int) AS last
                                     FROM "Invoice" GROUP BY 1) y
              LEFT JOIN "DocumentCounter" c ON c.series = 'BW' AND c.year = y.year
              WHERE c.last IS DISTINCT FROM y.last)::int AS counters,
            (SELECT count(*) FROM "JobAssignment" j
              WHERE j."paidOut" <> EXISTS (SELECT 1 FROM "PayoutItem" p WHERE p."assignmentId" = j.id)
                 OR (j."paidOut" AND j.status <> 'completed'))::int AS "paidOut",
            (SELECT count(*) FROM "Payout" o
              WHERE o.amount <> (SELECT sum(amount) FROM "PayoutItem" p WHERE p."payoutId" = o.id))::int AS payouts`,
  );
  expect(wrong).toEqual({ lines: 0, gaps: 0, counters: 0, paidOut: 0, payouts: 0 });
  // Each balance is what lib/invoices/balance.ts would compute from the payments, refunds and credit notes.
  const invoices = await db.invoice.findMany({ include: { payments: true, creditNotes: true } });
  const mismatched = invoices.filter((invoice) => {
    const paid = invoice.payments.reduce(
      (s, p) => s + decimalToCents(p.amount) - decimalToCents(p.refunded),
      0,
    );
    const credited = invoice.creditNotes.reduce((s, c) => s + decimalToCents(c.amount), 0);
    const balance = balanceOf(decimalToCents(invoice.total), paid, credited);
    return (
      balance.status !== invoice.status ||
      paid !== decimalToCents(invoice.amountPaid) ||
      credited !== decimalToCents(invoice.amountCredited) ||
      (invoice.status === "paid") !== (invoice.paidAt !== null)
    );
  });
  expect(mismatched.map((invoice) => invoice.number)).toEqual([]);
  const statuses = new Set(invoices.map((invoice) => invoice.status));
  expect([...statuses].sort()).toEqual(["open", "paid"].concat(statuses.has("void") ? ["void"] : []));
  // The back office's lists read it: overdue invoices, painters owed.
  const overdue = await listAdminInvoices(db, { status: "overdue" }, now);
  expect(overdue.invoices.length).toBeGreaterThan(0);
  expect((await paintersOwed(db)).length).toBeGreaterThan(0);
});
