import {
  canHide,
  canPublish,
  heldReasonLabel,
  isReviewPage,
  reviewsListUrl,
  reviewSubject,
} from "@/components/admin/reviews/review-list";
import { reviewFixture } from "./fixtures";

describe("reviewsListUrl", () => {
  it("leaves out 'all' and the first page's empty cursor", () => {
    expect(reviewsListUrl("all", "")).toBe("/api/admin/reviews");
    expect(reviewsListUrl("pending", "")).toBe("/api/admin/reviews?status=pending");
    expect(reviewsListUrl("hidden", "c+/=2")).toBe("/api/admin/reviews?status=hidden&cursor=c%2B%2F%3D2");
    expect(reviewsListUrl("all", "c2")).toBe("/api/admin/reviews?cursor=c2");
  });
});

describe("isReviewPage", () => {
  it("accepts the list's answer and refuses anything else", () => {
    expect(isReviewPage({ reviews: [], nextCursor: null })).toBe(true);
    expect(isReviewPage({ reviews: [reviewFixture()], nextCursor: "c2" })).toBe(true);
    expect(isReviewPage({ reviews: null, nextCursor: null })).toBe(false);
    expect(isReviewPage([])).toBe(false);
    expect(isReviewPage(null)).toBe(false);
  });
});

describe("labels and actions", () => {
  it("names the review by its author line", () => {
    expect(reviewSubject(reviewFixture())).toBe("review by a homeowner in Chester County");
  });

  it("explains both held reasons, and still flags one it does not know", () => {
    expect(heldReasonLabel("links")).toBe("Contains a link");
    expect(heldReasonLabel("email")).toBe("Contains an e-mail address");
    expect(heldReasonLabel("profanity")).toBe("Flagged for moderation");
  });

  it.each([
    ["pending", true, true],
    ["published", false, true],
    ["hidden", true, false],
  ] as const)("a %s review: publish %p, hide %p", (status, publish, hide) => {
    expect(canPublish({ status })).toBe(publish);
    expect(canHide({ status })).toBe(hide);
  });
});
