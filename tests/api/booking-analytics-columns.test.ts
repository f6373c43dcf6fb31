/**
 * The booking's copies for the analytics (quote zip and total, the current assignment's earnings) are
 * kept by database triggers: every path that writes a booking, a job or a quote leaves them right.
 */
import { bookingAnalytics } from "@/lib/admin/analytics";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { createContractor, createTestQuote } from "../helpers/fixtures";

const copies = (id: string) =>
  db.booking.findUniqueOrThrow({
    where: { id },
    select: { quoteZipCode: true, quoteTotal: true, currentEarnings: true },
  });

const plain = async (id: string) => {
  const row = await copies(id);
  return {
    zip: row.quoteZipCode,
    total: row.quoteTotal.toFixed(2),
    earnings: row.currentEarnings?.toFixed(2) ?? null,
  };
};

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

async function booking() {
  const quote = await createTestQuote();
  const row = await db.booking.create({
    data: { quoteId: quote.id, scheduledDate: toDbDate(addDays(todayInNewYork(), 7)), timeSlot: "morning" },
  });
  return { quote, booking: row };
}

it("copies the quote's zip and total when a booking is written, and follows the quote", async () => {
  const { quote, booking: b } = await booking();
  expect(await plain(b.id)).toEqual({
    zip: "19103",
    total: Number(quote.totalCost).toFixed(2),
    earnings: null,
  });
  await db.quote.update({ where: { id: quote.id }, data: { totalCost: "1234.56", zipCode: "19380" } });
  expect(await plain(b.id)).toMatchObject({ zip: "19380", total: "1234.56" });
});

it("follows the current assignment: the latest not rejected, else the latest", async () => {
  const { booking: b } = await booking();
  const [first, second] = [await createContractor({ areas: [] }), await createContractor({ areas: [] })];
  const job = (contractorId: string, earnings: string, minutesAgo: number) =>
    db.jobAssignment.create({
      data: {
        bookingId: b.id,
        contractorId,
        contractorEarnings: earnings,
        assignedAt: new Date(Date.now() - minutesAgo * 60_000),
      },
    });
  const a = await job(first.id, "300.00", 10);
  expect((await plain(b.id)).earnings).toBe("300.00");
  const later = await job(second.id, "320.00", 5);
  expect((await plain(b.id)).earnings).toBe("320.00");
  // The later painter turns it down: the earlier one counts again, and once both did, the latest.
  await db.jobAssignment.update({ where: { id: later.id }, data: { status: "rejected" } });
  expect((await plain(b.id)).earnings).toBe("300.00");
  await db.jobAssignment.update({ where: { id: a.id }, data: { status: "rejected" } });
  expect((await plain(b.id)).earnings).toBe("320.00");
  await db.jobAssignment.update({ where: { id: later.id }, data: { contractorEarnings: "333.33" } });
  expect((await plain(b.id)).earnings).toBe("333.33");
  await db.jobAssignment.deleteMany({ where: { bookingId: b.id } });
  expect((await plain(b.id)).earnings).toBeNull();
});

it("feeds the analytics: this week's revenue split counts the copies", async () => {
  const painter = await createContractor({ areas: [] });
  const { quote, booking: b } = await booking();
  const before = await bookingAnalytics(db);
  await db.jobAssignment.create({
    data: { bookingId: b.id, contractorId: painter.id, contractorEarnings: "100.00" },
  });
  const after = await bookingAnalytics(db);
  const week = (a: typeof before) => a.weekly.at(-1)!;
  expect(week(after).bookings).toBe(week(before).bookings);
  expect(week(after).contractorShare - week(before).contractorShare).toBeCloseTo(100, 2);
  await db.booking.update({ where: { id: b.id }, data: { status: "cancelled" } });
  const cancelled = await bookingAnalytics(db);
  expect(week(after).revenue - week(cancelled).revenue).toBeCloseTo(Number(quote.totalCost), 2);
});
