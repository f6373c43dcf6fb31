import { averageRating, matchingRatingScore, RATING_PRIOR } from "@/lib/reviews/rating";

const sum = (ratings: number[]) => ratings.reduce((a, b) => a + b, 0);
const repeat = (rating: number, times: number) => Array<number>(times).fill(rating);

describe("averageRating", () => {
  it.each([
    [[5, 5, 5, 4], 4.8], // 4.75 rounds up
    [[5, 4], 4.5],
    [[5, 4, 4], 4.3], // 4.333…
    [[4, 4, 5], 4.3],
    [[1], 1],
    [[...repeat(5, 9), 4, 4, ...repeat(5, 9)], 4.9], // 4.9
    [[...repeat(4, 11), ...repeat(5, 9)], 4.5], // 4.45 exactly: half up, not down through a float
    [[...repeat(4, 13), ...repeat(5, 7)], 4.4], // 4.35 exactly
  ])("%p → %p", (ratings, average) => {
    expect(averageRating(sum(ratings), ratings.length)).toBe(average);
  });

  it("is null without reviews", () => {
    expect(averageRating(0, 0)).toBeNull();
  });
});

describe("matchingRatingScore", () => {
  const score = (ratings: number[]) => matchingRatingScore(sum(ratings), ratings.length);
  const unrated = score([]);

  it("scores a painter without reviews as the prior", () => {
    expect(unrated).toBe(RATING_PRIOR.mean);
  });

  it("does not let one 5-star review beat 40 reviews averaging 4.9", () => {
    const proven = [...repeat(5, 36), ...repeat(4, 4)];
    expect(score([5])).toBeLessThan(score(proven));
    expect(score([5, 5, 5])).toBeLessThan(score(proven));
  });

  it("puts a newcomer above a weaker record and below a better one", () => {
    expect(score(repeat(4, 10))).toBeLessThan(unrated);
    expect(score([1])).toBeLessThan(unrated);
    expect(score(repeat(5, 3))).toBeGreaterThan(unrated);
  });

  it("trusts the real average more as reviews add up", () => {
    const threes = (n: number) => score(repeat(3, n));
    expect(threes(1)).toBeGreaterThan(threes(10));
    expect(threes(10)).toBeGreaterThan(threes(100));
    expect(threes(1000)).toBeCloseTo(3, 1);
  });
});
