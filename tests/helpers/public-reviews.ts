import type { PublicReview, PublishedReviews } from "@/lib/reviews/display.shared";

/** A published review as the public pages receive it. */
export function publicReview(n: number, overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    rating: 5,
    text: `Review ${n}: the painter was on time and the walls look great.`,
    author: `Reviewer ${n} from Media`,
    county: "Delaware",
    publishedOn: "2026-11-20",
    reply: null,
    photos: [],
    ...overrides,
  };
}

/** `count` published reviews, of which the latest `listed` (up to 6) are listed, averaging `average`. */
export function publishedReviewsOf(
  count: number,
  average: string | null = count ? "4.8" : null,
  listed = Math.min(count, 6),
): PublishedReviews {
  return {
    stats: { count, average },
    latest: Array.from({ length: listed }, (_, i) => publicReview(i + 1)),
  };
}
