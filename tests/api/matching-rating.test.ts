/**
 * Matching's tie-break by published reviews (lib/scheduling/matching.ts, lib/reviews/rating.ts):
 * area priority first, then load, then the rating, then the id.
 */
import { randomUUID } from "node:crypto";
import { db } from "@/lib/db";
import type { ReviewStatus } from "@/lib/generated/prisma/client";
import { eligibleContractors } from "@/lib/scheduling/matching";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { runSeed } from "@/lib/seed";
import { createContractor, createTestQuote } from "../helpers/fixtures";

const today = todayInNewYork();
/** Every painter here works in Chester County, where this zip is. */
const CHESTER_ZIP = "19380";
let quoteId: string;

beforeAll(async () => {
  await runSeed(db, { demo: false });
  quoteId = (await createTestQuote()).id;
});

const painter = (priority = 1) => createContractor({ areas: [["Chester", priority]] });

/** Completed bookings of the painter's, one per rating, each with its review. */
async function reviews(contractorId: string, ratings: number[], status: ReviewStatus = "published") {
  const ids = ratings.map(() => randomUUID());
  await db.booking.createMany({
    data: ids.map((id) => ({
      id,
      quoteId,
      status: "completed" as const,
      scheduledDate: toDbDate(addDays(today, -20)),
      timeSlot: "morning" as const,
    })),
  });
  await db.review.createMany({
    data: ids.map((bookingId, i) => ({
      bookingId,
      contractorId,
      rating: ratings[i]!,
      county: "Chester",
      status,
      publishedAt: status === "published" ? new Date() : null,
    })),
  });
}

/** Upcoming slots reserved for the painter (their load). */
async function load(contractorId: string, slots: number) {
  const booking = await db.booking.create({
    data: { quoteId, status: "scheduled", scheduledDate: toDbDate(addDays(today, 5)), timeSlot: "morning" },
  });
  await db.slotReservation.createMany({
    data: Array.from({ length: slots }, (_, i) => ({
      contractorId,
      bookingId: booking.id,
      date: toDbDate(addDays(today, 5 + i)),
      timeSlot: "morning" as const,
    })),
  });
}

/** The matching order of these painters (others of earlier tests left out). */
async function order(...painters: { id: string }[]) {
  const ids = painters.map((p) => p.id);
  return (await eligibleContractors(db, CHESTER_ZIP, today))
    .map((c) => c.id)
    .filter((id) => ids.includes(id));
}

const repeat = (rating: number, times: number) => Array<number>(times).fill(rating);

describe("the rating breaks ties of equal priority and load", () => {
  it("puts the better rated painter first, whatever their ids", async () => {
    const [a, b] = [await painter(), await painter()];
    const [better, worse] = a.id < b.id ? [b, a] : [a, b];
    await reviews(better.id, repeat(5, 8));
    await reviews(worse.id, repeat(3, 8));
    expect(await order(a, b)).toEqual([better.id, worse.id]);
    const rows = await eligibleContractors(db, CHESTER_ZIP, today);
    expect(rows.find((c) => c.id === better.id)).toMatchObject({ reviewCount: 8, ratingSum: 40 });
  });

  it("counts published reviews only: pending and hidden ones weigh nothing", async () => {
    const [a, b] = [await painter(), await painter()];
    const [first, second] = a.id < b.id ? [a, b] : [b, a];
    // The later id has ten 5-star reviews nobody published: it stays behind on the id.
    await reviews(second.id, repeat(5, 5), "pending");
    await reviews(second.id, repeat(5, 5), "hidden");
    expect(await order(a, b)).toEqual([first.id, second.id]);
    const rows = await eligibleContractors(db, CHESTER_ZIP, today);
    expect(rows.find((c) => c.id === second.id)).toMatchObject({ reviewCount: 0, ratingSum: 0 });
  });

  it("places a painter without reviews below a proven good one and above a proven weaker one", async () => {
    const [proven, unrated, weaker] = [await painter(), await painter(), await painter()];
    await reviews(proven.id, [...repeat(5, 36), ...repeat(4, 4)]); // 40 reviews, 4.9
    await reviews(weaker.id, repeat(4, 10)); // 10 reviews, 4.0
    expect(await order(weaker, unrated, proven)).toEqual([proven.id, unrated.id, weaker.id]);
  });

  it("does not let one 5-star review beat 40 reviews averaging 4.9", async () => {
    const [lucky, proven] = [await painter(), await painter()];
    await reviews(lucky.id, [5]);
    await reviews(proven.id, [...repeat(5, 36), ...repeat(4, 4)]);
    expect(await order(lucky, proven)).toEqual([proven.id, lucky.id]);
  });

  it("does not sink a newcomer below a painter with a single bad review", async () => {
    const [newcomer, unlucky] = [await painter(), await painter()];
    await reviews(unlucky.id, [1]);
    expect(await order(unlucky, newcomer)).toEqual([newcomer.id, unlucky.id]);
  });
});

describe("the rating never overrides", () => {
  it("the load: the less booked painter comes first however they are rated", async () => {
    const [star, idle] = [await painter(), await painter()];
    await reviews(star.id, repeat(5, 20));
    await reviews(idle.id, repeat(2, 5));
    await load(star.id, 1);
    expect(await order(star, idle)).toEqual([idle.id, star.id]);
  });

  it("the area priority: the higher priority comes first however they are rated", async () => {
    const star = await painter(2);
    const plain = await painter(1);
    await reviews(star.id, repeat(5, 20));
    expect(await order(star, plain)).toEqual([plain.id, star.id]);
  });
});
