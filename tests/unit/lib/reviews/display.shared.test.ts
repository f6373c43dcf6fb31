import { MIN_REVIEWS_FOR_AVERAGE, shownAverage, trustRating } from "@/lib/reviews/display.shared";

describe("which rating the public pages show", () => {
  it("shows an average only from ten published reviews on", () => {
    expect(MIN_REVIEWS_FOR_AVERAGE).toBe(10);
    expect(shownAverage({ count: 9, average: "5.0" })).toBeNull();
    expect(shownAverage({ count: 10, average: "4.5" })).toBe("4.5");
    expect(shownAverage({ count: 0, average: null })).toBeNull();
  });

  it("the trust badge keeps the standing claim below ten, then shows the real figures", () => {
    expect(trustRating({ count: 3, average: "3.0" })).toEqual({ value: "4.9/5", reviewCount: null });
    expect(trustRating({ count: 42, average: "4.7" })).toEqual({ value: "4.7/5", reviewCount: 42 });
  });
});
