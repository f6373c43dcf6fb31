/**
 * GET /api/contractor/reviews: the painter's own published reviews on their dashboard,
 * with their average and count; nothing of the customer beyond what the public sees.
 */
import { GET as getReviews } from "@/app/api/contractor/reviews/route";
import { startSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import type { ReviewStatus } from "@/lib/generated/prisma/client";
import { PAINTER_RECENT_REVIEWS } from "@/lib/reviews/painter";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { runSeed } from "@/lib/seed";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { getRequest, params } from "../helpers/http";

const DAY = 86_400_000;

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

async function painter() {
  const contractor = await createContractor({ areas: [["Philadelphia", 1]] });
  const token = (await startSession(db, { role: "contractor", contractorId: contractor.id })).token;
  return { id: contractor.id, headers: { authorization: `Bearer ${token}` } };
}

let made = 0;

/** A completed job of the painter's, for a customer of its own, and its review. */
async function reviewOf(
  contractorId: string,
  {
    rating,
    status = "published",
    publishedDaysAgo = 1,
    displayName = null,
    town = null,
    reply = null,
  }: {
    rating: number;
    status?: ReviewStatus;
    publishedDaysAgo?: number;
    displayName?: string | null;
    town?: string | null;
    reply?: string | null;
  },
) {
  const n = ++made;
  const email = `reviewer-${n}-${Date.now()}@example.com`;
  const quote = await createTestQuote({ email, address: `${100 + n} Walnut St, Philadelphia, PA 19103` });
  const booking = await db.booking.create({
    data: {
      quoteId: quote.id,
      status: "completed",
      scheduledDate: toDbDate(addDays(todayInNewYork(), -10)),
      timeSlot: "morning",
      completedAt: new Date(),
    },
  });
  const review = await db.review.create({
    data: {
      bookingId: booking.id,
      contractorId,
      rating,
      text: `Review number ${n}: careful work, clean edges, on time.`,
      displayName,
      town,
      county: "Philadelphia",
      status,
      reply,
      publishedAt: status === "pending" ? null : new Date(Date.now() - publishedDaysAgo * DAY),
    },
  });
  return { review, booking, quote };
}

const call = (headers: Record<string, string> = {}) =>
  getReviews(getRequest("/api/contractor/reviews", headers), params({}));

describe("GET /api/contractor/reviews", () => {
  it("answers 401 without a session and 403 to an admin", async () => {
    const anonymous = await call();
    expect(anonymous.status).toBe(401);
    const admin = (await startSession(db, { role: "admin" })).token;
    const asAdmin = await call({ authorization: `Bearer ${admin}` });
    expect(asAdmin.status).toBe(403);
    expect(await asAdmin.json()).toMatchObject({ code: "forbidden" });
  });

  it("is empty for a painter without published reviews", async () => {
    const p = await painter();
    await reviewOf(p.id, { rating: 5, status: "pending" });
    const response = await call(p.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    expect(await response.json()).toEqual({ average: null, count: 0, recent: [] });
  });

  it("counts the painter's own published reviews only: pending, hidden and other painters' are left out", async () => {
    const p = await painter();
    const other = await painter();
    for (const rating of [5, 4, 4]) await reviewOf(p.id, { rating });
    await reviewOf(p.id, { rating: 1, status: "pending" });
    await reviewOf(p.id, { rating: 1, status: "hidden" });
    await reviewOf(other.id, { rating: 1 });

    const body = await (await call(p.headers)).json();
    // 13 / 3 = 4.33…
    expect(body).toMatchObject({ average: 4.3, count: 3 });
    expect(body.recent.map((r: { rating: number }) => r.rating).sort()).toEqual([4, 4, 5]);

    const theirs = await (await call(other.headers)).json();
    expect(theirs).toMatchObject({ average: 1, count: 1 });
  });

  it("rounds the average to one decimal, half up (4.75 → 4.8, 4.5 stays 4.5)", async () => {
    const p = await painter();
    for (const rating of [5, 5, 5, 4]) await reviewOf(p.id, { rating });
    expect(await (await call(p.headers)).json()).toMatchObject({ average: 4.8, count: 4 });
    const q = await painter();
    for (const rating of [5, 4]) await reviewOf(q.id, { rating });
    expect(await (await call(q.headers)).json()).toMatchObject({ average: 4.5, count: 2 });
  });

  it(`lists the ${PAINTER_RECENT_REVIEWS} newest published reviews with the reply and the public author line`, async () => {
    const p = await painter();
    for (let daysAgo = 7; daysAgo >= 2; daysAgo--)
      await reviewOf(p.id, { rating: 4, publishedDaysAgo: daysAgo });
    const newest = await reviewOf(p.id, {
      rating: 5,
      publishedDaysAgo: 1,
      displayName: "Ann",
      town: "Wayne",
      reply: "Thank you, Ann!",
    });

    const body = await (await call(p.headers)).json();
    expect(body.count).toBe(7);
    expect(body.recent).toHaveLength(PAINTER_RECENT_REVIEWS);
    const dates = body.recent.map((r: { publishedAt: string }) => r.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.recent[0]).toEqual({
      id: newest.review.id,
      rating: 5,
      text: newest.review.text,
      author: "Ann from Wayne",
      reply: "Thank you, Ann!",
      publishedAt: newest.review.publishedAt!.toISOString(),
    });
    expect(body.recent[1]).toMatchObject({ author: "a homeowner in Philadelphia County", reply: null });
  });

  it("never carries the customer's contact details, address or booking", async () => {
    const p = await painter();
    const { quote, booking } = await reviewOf(p.id, { rating: 5, displayName: "Ann", town: "Wayne" });
    const response = await call(p.headers);
    const text = await response.text();
    for (const secret of [quote.email, quote.phone, quote.address, booking.id, quote.id, "Test Owner"]) {
      expect(text).not.toContain(secret);
    }
    const body = JSON.parse(text);
    expect(Object.keys(body).sort()).toEqual(["average", "count", "recent"]);
    expect(Object.keys(body.recent[0]).sort()).toEqual([
      "author",
      "id",
      "publishedAt",
      "rating",
      "reply",
      "text",
    ]);
  });
});
