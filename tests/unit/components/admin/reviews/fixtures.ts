import type { AdminReview } from "@/components/admin/reviews/review-list";
import { BOOKING_ID, CONTRACTOR_ID } from "../helpers";

export const REVIEW_ID = "6c5d4e3f-2a1b-4c0d-9e8f-7a6b5c4d3e2f";

/** A pending, clean review of a Chester County job, anonymous. */
export function reviewFixture(overrides: Partial<AdminReview> = {}): AdminReview {
  return {
    id: REVIEW_ID,
    rating: 4,
    text: "Careful crew, clean lines and they covered every piece of furniture.",
    displayName: null,
    town: null,
    county: "Chester",
    author: "a homeowner in Chester County",
    status: "pending",
    photos: [],
    reply: null,
    publishedAt: null,
    updatedAt: "2026-03-04T15:00:00.000Z",
    heldReason: null,
    repliedAt: null,
    createdAt: "2026-03-04T15:00:00.000Z",
    booking: { id: BOOKING_ID, scheduledDate: "2026-03-01" },
    painter: { id: CONTRACTOR_ID, name: "Dana Reyes" },
    ...overrides,
  };
}

/** A review held for a link, by a named customer. */
export const heldReview = (overrides: Partial<AdminReview> = {}) =>
  reviewFixture({
    id: "7d6e5f4a-3b2c-4d1e-8f9a-0b1c2d3e4f5a",
    displayName: "Ana",
    town: "Media",
    county: "Delaware",
    author: "Ana from Media",
    text: "Great job! See more at www.cheap-painters.biz for deals.",
    heldReason: "links",
    ...overrides,
  });
