/**
 * The published reviews the home and location pages show (lib/reviews/public.ts): only published
 * ones, newest first, per county, with the count and average of the same set.
 */
import { db } from "@/lib/db";
import { NO_REVIEWS, PUBLIC_REVIEWS_SHOWN } from "@/lib/reviews/display.shared";
import { orWithoutReviews, publishedReviews, reviewStats } from "@/lib/reviews/public";
import { runSeed } from "@/lib/seed";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { createContractor, createTestQuote } from "../helpers/fixtures";

let painterId: string;
let minute = 0;

beforeAll(async () => {
  await runSeed(db, { demo: false });
  painterId = (await createContractor({ firstName: "Rae", areas: [["Chester", 1]] })).id;
});

/** A completed booking with a review in `county`, published `minute` minutes after the first one. */
async function review(
  county: string,
  rating: number,
  status: "pending" | "published" | "hidden" = "published",
  extra: { displayName?: string; town?: string; reply?: string; text?: null } = {},
) {
  const quote = await createTestQuote();
  const booking = await db.booking.create({
    data: {
      quoteId: quote.id,
      status: "completed",
      scheduledDate: toDbDate(addDays(todayInNewYork(), -10)),
      timeSlot: "morning",
    },
  });
  const publishedAt = status === "published" ? new Date(Date.UTC(2026, 10, 1, 9, ++minute)) : null;
  return db.review.create({
    data: {
      bookingId: booking.id,
      contractorId: painterId,
      rating,
      text: `A ${rating}-star job in ${county} County, number ${minute}.`,
      county,
      status,
      publishedAt,
      ...extra,
    },
  });
}

describe("published reviews for the public pages", () => {
  it("count, average and list only published reviews, newest first, of the county asked", async () => {
    await review("Montgomery", 5);
    await review("Montgomery", 4, "published", { displayName: "Ann", town: "Ambler", reply: "Thanks, Ann!" });
    await review("Montgomery", 1, "pending");
    await review("Montgomery", 1, "hidden");
    const newest = await review("Montgomery", 4);
    await review("Delaware", 2);

    const montgomery = await publishedReviews(db, "Montgomery");
    expect(montgomery.stats).toEqual({ count: 3, average: "4.3" });
    expect(montgomery.latest.map((r) => r.rating)).toEqual([4, 4, 5]);
    expect(montgomery.latest[0]).toMatchObject({
      id: newest.id,
      author: "a homeowner in Montgomery County",
      county: "Montgomery",
      publishedOn: "2026-11-01",
      photos: [],
    });
    expect(montgomery.latest[1]).toMatchObject({ author: "Ann from Ambler", reply: "Thanks, Ann!" });
    // Nothing a customer did not choose to show: no e-mail, booking or contact field.
    expect(Object.keys(montgomery.latest[0]!).sort()).toEqual(
      ["author", "county", "id", "photos", "publishedOn", "rating", "reply", "text"].sort(),
    );

    const all = await reviewStats(db);
    expect(all.count).toBeGreaterThanOrEqual(4);
    expect(await reviewStats(db, "Philadelphia")).toEqual({ count: 0, average: null });
    expect(await publishedReviews(db, "Philadelphia")).toEqual(NO_REVIEWS);
  });

  it("list at most the page's share, the newest ones", async () => {
    for (let i = 0; i < PUBLIC_REVIEWS_SHOWN + 2; i++) await review("Chester", 5);
    const chester = await publishedReviews(db, "Chester");
    expect(chester.stats.count).toBe(PUBLIC_REVIEWS_SHOWN + 2);
    expect(chester.latest).toHaveLength(PUBLIC_REVIEWS_SHOWN);
    const texts = chester.latest.map((r) => r.text);
    expect(texts[0]).toContain(`number ${minute}.`);
  });

  it("the home page's share: the latest three with words; the figures still count every published review", async () => {
    const withWords = await review("Delaware", 5);
    await review("Delaware", 3, "published", { text: null });
    const home = await publishedReviews(db, "Delaware", { take: 3, withText: true });
    expect(home.latest[0]!.id).toBe(withWords.id);
    expect(home.latest.every((r) => r.text)).toBe(true);
    expect(home.stats.count).toBe(3); // with the 2-star review of the first test
  });

  it("a page whose database cannot be reached keeps its standing claims", async () => {
    const failing = Promise.reject(new Error("connect ECONNREFUSED"));
    await expect(orWithoutReviews(failing, NO_REVIEWS, "test")).resolves.toEqual(NO_REVIEWS);
  });
});
