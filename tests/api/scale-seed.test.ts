/**
 * The scale data set (npm run bench:scale, npm run db:seed -- --scale) at a small factor: it must
 * keep loading as the schema changes, and hold what the bench relies on (painter 1's history in the
 * hot zip, the four counties, statuses that follow the date, the columns the triggers would keep).
 */
import { listAdminBookings } from "@/lib/admin/booking-list";
import { verifyPassword } from "@/lib/auth/password";
import { jobSummary } from "@/lib/contractors/job-summary";
import { db } from "@/lib/db";
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
