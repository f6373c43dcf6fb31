/**
 * The facts the location pages and the county cost guides state (lib/locations/local-facts.ts):
 * painters counted by the matcher's own eligibility, the first start date from the booking
 * calendar, completed jobs only from COMPLETED_JOBS_SHOWN_FROM on, and each fact left out when
 * its data cannot be read.
 */
import { db } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { COMPLETED_JOBS_SHOWN_FROM, countyFacts, localFacts } from "@/lib/locations/local-facts";
import { priceTypicalJob } from "@/lib/cost-guide/typical-jobs.shared";
import { loadPricingConfig } from "@/lib/pricing/repository";
import { availableDates } from "@/lib/scheduling/availability";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { runSeed } from "@/lib/seed";
import { createContractor, createTestQuote } from "../helpers/fixtures";

const today = todayInNewYork();
const day = (n: number) => addDays(today, n);

beforeAll(async () => {
  // Pricing and the four county service areas; no painter anywhere yet.
  await runSeed(db, { demo: false });
  // Chester County: two painters who may take jobs, and two the matcher leaves out.
  await createContractor({
    areas: [["Chester", 1]],
    sqFtPerDay: 1000,
    availability: { [day(9)]: ["morning"] },
  });
  await createContractor({
    areas: [["Chester", 2]],
    sqFtPerDay: 1000,
    availability: { [day(6)]: ["afternoon"] },
  });
  await createContractor({
    areas: [["Chester", 1]],
    sqFtPerDay: 1000,
    isActive: false,
    availability: { [day(2)]: ["morning"] },
  });
  const unverified = await createContractor({
    areas: [["Chester", 1]],
    sqFtPerDay: 1000,
    availability: { [day(3)]: ["morning"] },
  });
  await db.contractor.update({ where: { id: unverified.id }, data: { isVerified: false } });
});

/** `count` bookings of a quote in `zip` (West Chester 19380 unless told), straight in the database. */
async function bookings(count: number, status: "completed" | "cancelled", zip = "19380") {
  const town = zip === "19380" ? "West Chester" : "Philadelphia";
  for (let i = 0; i < count; i++) {
    const quote = await createTestQuote({ address: `${100 + i} ${status} ${zip} Rd, ${town}, PA ${zip}` });
    await db.booking.create({
      data: {
        quoteId: quote.id,
        status,
        scheduledDate: toDbDate(day(-10)),
        timeSlot: "morning",
        ...(status === "completed" ? { completedAt: new Date() } : { cancelledAt: new Date() }),
      },
    });
  }
}

describe("a zip's facts", () => {
  it("counts the vetted painters the matcher would use and gives their first free start", async () => {
    const facts = await localFacts(db, "19380", today);
    expect(facts.painters).toBe(2);
    // The inactive and the unverified painters offer earlier dates: not theirs to give.
    expect(facts.nextStart).toBe(day(6));
    // The same answer as the booking calendar (GET /api/availability) for a job of that size.
    const sqFt = priceTypicalJob("bedroom", await loadPricingConfig(db)).paintableSqFt;
    expect((await availableDates(db, { id: "", zipCode: "19380", paintableSqFt: sqFt }, today))[0]).toBe(
      day(6),
    );
  });

  it("leaves the start date out where no painter serves the zip", async () => {
    const facts = await localFacts(db, "19103", today);
    expect(facts.painters).toBe(0);
    expect(facts.nextStart).toBeNull();
  });

  it("gives the typical jobs' prices from the pricing in force", async () => {
    const facts = await localFacts(db, "19380", today);
    // The launch pricing: see tests/unit/lib/cost-guide/typical-jobs.shared.test.ts for the sums.
    expect(facts.typicalJobs?.map((job) => [job.id, job.totalCents])).toEqual([
      ["bedroom", 122_140],
      ["living-room", priceTypicalJob("living-room", await loadPricingConfig(db)).totalCents],
      ["three-bedroom-home", priceTypicalJob("three-bedroom-home", await loadPricingConfig(db)).totalCents],
    ]);
  });

  it(`states completed jobs only from ${COMPLETED_JOBS_SHOWN_FROM} on, of this zip only`, async () => {
    await bookings(COMPLETED_JOBS_SHOWN_FROM - 1, "completed");
    await bookings(3, "cancelled");
    await bookings(2, "completed", "19103");
    expect((await localFacts(db, "19380", today)).completedJobs).toBeUndefined();

    await bookings(1, "completed");
    expect((await localFacts(db, "19380", today)).completedJobs).toBe(COMPLETED_JOBS_SHOWN_FROM);
    expect((await localFacts(db, "19103", today)).completedJobs).toBeUndefined();
  });

  it("leaves every fact out when the database cannot answer, without failing", async () => {
    const down = () => Promise.reject(new Error("connection refused"));
    const broken = {
      pricingConfigItem: { findMany: down },
      serviceArea: { findMany: down },
      booking: { count: down },
      $queryRaw: down,
    } as unknown as PrismaClient;
    expect(await localFacts(broken, "19380", today)).toEqual({
      typicalJobs: undefined,
      painters: undefined,
      nextStart: undefined,
      completedJobs: undefined,
    });
    expect(await countyFacts(broken, "Chester", today)).toEqual({
      painters: undefined,
      nextStart: undefined,
      completedJobs: undefined,
    });
  });
  it("leaves every fact out when there is no database at all (a build's prerender), without failing", async () => {
    // lib/db's client throws on first use when DATABASE_URL is unset: synchronously, not as a rejection.
    const absent = new Proxy({} as PrismaClient, {
      get() {
        throw new Error("DATABASE_URL is not set.");
      },
    });
    expect(await localFacts(absent, "19380", today)).toEqual({
      typicalJobs: undefined,
      painters: undefined,
      nextStart: undefined,
      completedJobs: undefined,
    });
    expect(await countyFacts(absent, "Chester", today)).toEqual({
      painters: undefined,
      nextStart: undefined,
      completedJobs: undefined,
    });
  });
});

describe("a county's facts", () => {
  it("counts each painter once over the county's zips, with the county's first start", async () => {
    const facts = await countyFacts(db, "Chester", today);
    expect(facts.painters).toBe(2);
    expect(facts.nextStart).toBe(day(6));
    expect(facts.completedJobs).toBe(COMPLETED_JOBS_SHOWN_FROM);
  });

  it("has no start date and no painter where none serves", async () => {
    expect(await countyFacts(db, "Montgomery", today)).toEqual({
      painters: 0,
      nextStart: null,
      completedJobs: undefined,
    });
  });
});
