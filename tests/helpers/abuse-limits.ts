/** What the tests of the anonymous endpoints' limits share (tests/api/abuse-limits*.test.ts). */
import { randomUUID } from "node:crypto";
import { POST as postBooking } from "@/app/api/bookings/route";
import { POST as postQuote } from "@/app/api/quotes/route";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { defaultRoomPaintOptions } from "@/lib/pricing/index.shared";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { createContractor } from "./fixtures";
import { freezeDateOnly } from "./freeze-date";
import { jsonRequest, params } from "./http";

export const SLOTS = ["morning", "afternoon", "evening"] as const;
let today: string;
export const day = (n: number) => addDays(today, n);

/**
 * The hooks of a limits test file: only Date frozen (at the start of the run), so every request of a
 * test falls into one rate-limit window; the database seeded; each test starting with no counts, as
 * a new hour would, and with no bookings nor painters but its own.
 */
export function freshLimitsForEachTest() {
  freezeDateOnly();

  beforeAll(async () => {
    today = todayInNewYork();
    await runSeed(db, { demo: false });
  });

  /** Each test starts with no counts, as a new hour would. */
  beforeEach(async () => {
    await db.rateLimitBucket.deleteMany();
  });

  /** Removes every booking and painter, so each test counts only its own. */
  afterEach(async () => {
    await db.slotReservation.deleteMany();
    await db.jobAssignment.deleteMany();
    await db.emailMessage.deleteMany();
    await db.booking.deleteMany();
    await db.contractorAvailability.deleteMany();
    await db.contractorServiceArea.deleteMany();
    await db.contractor.deleteMany();
  });
}

let addresses = 0;
export const newAddress = () => `198.51.${Math.floor(++addresses / 250)}.${addresses % 250}`;

export const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  projectType: "interior",
  address: `${1000 + addresses} Pine St, Philadelphia, PA 19103`,
  propertyType: "single-family",
  customerName: "Lim Itt",
  email: `customer-${randomUUID()}@example.com`,
  phone: "215-555-0142",
  rooms: [
    {
      type: "bedroom",
      length: 12,
      width: 12,
      height: 9,
      paintWalls: true,
      paintOptions: { ...defaultRoomPaintOptions(), customerSupplies: true },
    },
  ],
  ...overrides,
});

export const postQuoteFrom = (ip: string, body: unknown) =>
  postQuote(jsonRequest("/api/quotes", body, "POST", { "x-forwarded-for": ip }), params({}));
export const bookFrom = (ip: string, body: unknown) =>
  postBooking(jsonRequest("/api/bookings", body, "POST", { "x-forwarded-for": ip }), params({}));
export const errorOf = async (response: Response) => ((await response.json()) as { error: string }).error;

/** One painter free every day of the window in every slot, in Philadelphia. */
export async function freePainters(count: number, days = 60) {
  const availability = Object.fromEntries(Array.from({ length: days }, (_, i) => [day(i + 1), [...SLOTS]]));
  return Promise.all(
    Array.from({ length: count }, () => createContractor({ areas: [["Philadelphia", 1]], availability })),
  );
}
