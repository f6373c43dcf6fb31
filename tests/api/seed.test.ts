import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { DEFAULT_PRICING_ITEMS, PRICING_FIELDS } from "@/lib/pricing/index.shared";
import { loadPricingConfig } from "@/lib/pricing/repository";

async function rowCounts() {
  return {
    pricing: await db.pricingConfigItem.count(),
    serviceAreas: await db.serviceArea.count(),
    contractors: await db.contractor.count(),
    contractorAreas: await db.contractorServiceArea.count(),
    availability: await db.contractorAvailability.count(),
    quotes: await db.quote.count(),
    rooms: await db.room.count(),
    bookings: await db.booking.count(),
    assignments: await db.jobAssignment.count(),
    reservations: await db.slotReservation.count(),
    invoices: await db.invoice.count(),
    payments: await db.payment.count(),
    emails: await db.emailMessage.count(),
  };
}

describe("seed", () => {
  beforeAll(async () => {
    await runSeed(db, { demo: true });
  });

  it("is idempotent: a second run leaves the same row counts", async () => {
    const first = await rowCounts();
    await runSeed(db, { demo: true });
    expect(await rowCounts()).toEqual(first);
    expect(first.pricing).toBe(PRICING_FIELDS.length);
    expect(first.serviceAreas).toBe(4);
    expect(first.contractors).toBeGreaterThanOrEqual(6);
  });

  it("invoices every completed demo job, quietly (no e-mail), some paid and some open", async () => {
    const completed = await db.booking.count({ where: { status: "completed" } });
    expect(completed).toBeGreaterThan(1);
    expect(await db.invoice.count({ where: { kind: "job" } })).toBe(completed);
    expect(await db.emailMessage.count({ where: { template: { in: ["invoice", "payment-receipt"] } } })).toBe(
      0,
    );
    expect(await db.invoice.count({ where: { status: "paid" } })).toBeGreaterThan(0);
    expect(await db.invoice.count({ where: { status: "open" } })).toBeGreaterThan(0);
  });

  it("stores every pricing field with the documented launch values", async () => {
    const pricing = await loadPricingConfig(db);
    expect(pricing).toMatchObject({
      doorCost: 65,
      furnitureMovingCost: 50,
      contractorCommissionRate: 0.6,
      standardQualityMarkup: 0.12,
      premiumQualityMarkup: 0.22,
      luxuryQualityMarkup: 0.32,
    });
    // No sales tax until the owner sets a rate (issue 41: residential painting is untaxed in PA).
    expect(pricing.salesTaxRate).toBe(0);
    expect(pricing.minimumJobSize).toBeGreaterThan(0);
    for (const item of DEFAULT_PRICING_ITEMS) expect(item.description.length).toBeGreaterThan(10);
  });

  it("keeps a price an admin changed when it runs again", async () => {
    await db.pricingConfigItem.update({ where: { name: "doorCost" }, data: { value: "70.0000" } });
    await runSeed(db, { demo: false });
    expect((await loadPricingConfig(db)).doorCost).toBe(70);
    await db.pricingConfigItem.update({ where: { name: "doorCost" }, data: { value: "65.0000" } });
  });

  it("has one active county service area per served county with its zips filled in", async () => {
    const areas = await db.serviceArea.findMany({ orderBy: { name: "asc" } });
    expect(areas.map((a) => a.name)).toEqual([
      "Chester County",
      "Delaware County",
      "Montgomery County",
      "Philadelphia County",
    ]);
    for (const area of areas) {
      expect(area.isActive).toBe(true);
      expect(area.type).toBe("county");
      expect(area.zipCodes.length).toBeGreaterThanOrEqual(30);
    }
    expect(areas.find((a) => a.name === "Philadelphia County")?.zipCodes).toContain("19103");
  });

  it("covers contractors in every state, with areas and availability for the active ones", async () => {
    const contractors = await db.contractor.findMany({ include: { serviceAreas: true, availability: true } });
    const states = new Set(
      contractors.map(
        (c) => `${c.isVerified ? "verified" : "pending"}/${c.isActive ? "active" : "inactive"}`,
      ),
    );
    expect(states).toEqual(
      new Set(["verified/active", "pending/active", "verified/inactive", "pending/inactive"]),
    );
    for (const c of contractors) {
      expect(c.serviceAreas.length).toBeGreaterThan(0);
      expect(c.passwordHash).toMatch(/^\$2[aby]\$/);
      if (c.isActive) expect(c.availability.length).toBeGreaterThanOrEqual(20);
      for (const area of c.serviceAreas) expect(area.priority).toBeGreaterThanOrEqual(1);
    }
  });

  it("has bookings and jobs in every status, with exact money", async () => {
    const bookings = await db.booking.findMany({ include: { quote: true, assignments: true } });
    expect(new Set(bookings.map((b) => b.status))).toEqual(
      new Set(["pending", "scheduled", "confirmed", "in_progress", "completed", "cancelled"]),
    );
    const jobs = await db.jobAssignment.findMany();
    expect(new Set(jobs.map((j) => j.status))).toEqual(
      new Set(["assigned", "acknowledged", "in_progress", "completed", "rejected", "cancelled"]),
    );
    for (const booking of bookings) {
      const [job] = booking.assignments;
      expect(job).toBeDefined();
      // 60 % of the total, to the cent
      const expected = Math.round(Number(booking.quote.totalCost) * 0.6 * 100) / 100;
      expect(Number(job!.contractorEarnings)).toBeCloseTo(expected, 2);
    }
  });

  it("never double-books a painter: reservations are unique per contractor, date and slot", async () => {
    const reservation = await db.slotReservation.findFirstOrThrow();
    await expect(
      db.slotReservation.create({
        data: {
          contractorId: reservation.contractorId,
          date: reservation.date,
          timeSlot: reservation.timeSlot,
          bookingId: reservation.bookingId,
        },
      }),
    ).rejects.toMatchObject({ code: "P2002" });
  });
});
