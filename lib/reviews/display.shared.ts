/**
 * What the public pages show of published reviews, and from when: browser-safe rules and shapes
 * (the pages read the reviews through lib/reviews/public.ts).
 */
import { siteConfig } from "@/lib/site.shared";

/** An average is shown (trust badge, AggregateRating) only from this many published reviews on. */
export const MIN_REVIEWS_FOR_AVERAGE = 10;
/**
 * The home page shows three reviews (docs/product.md §2: "three customer reviews"): the latest three published
 * with words, once there are three; until then its three standing testimonials.
 */
export const HOME_REVIEWS_SHOWN = 3;
/** How many of its county's latest reviews a location page lists. */
export const PUBLIC_REVIEWS_SHOWN = 6;

export interface PublicReview {
  id: string;
  rating: number;
  text: string | null;
  author: string;
  county: string;
  /** ISO date (YYYY-MM-DD) of publication. */
  publishedOn: string;
  reply: string | null;
  photos: { id: string; url: string }[];
}

export interface ReviewStats {
  count: number;
  /** Rounded to one decimal ("4.8"), as shown and as marked up; null when there is nothing to average. */
  average: string | null;
}

export interface PublishedReviews {
  stats: ReviewStats;
  /** The latest published reviews, newest first (at most PUBLIC_REVIEWS_SHOWN). */
  latest: PublicReview[];
}

export const NO_REVIEWS: PublishedReviews = { stats: { count: 0, average: null }, latest: [] };

/** The average shown on the page: one decimal, or null below MIN_REVIEWS_FOR_AVERAGE reviews. */
export function shownAverage(stats: ReviewStats): string | null {
  return stats.count >= MIN_REVIEWS_FOR_AVERAGE ? stats.average : null;
}

/**
 * The trust badge's rating: the real average and count once MIN_REVIEWS_FOR_AVERAGE reviews are
 * published; until then the standing claim (siteConfig.stats.rating), with no count.
 */
export function trustRating(stats: ReviewStats): { value: string; reviewCount: number | null } {
  const average = shownAverage(stats);
  return average
    ? { value: `${average}/5`, reviewCount: stats.count }
    : { value: siteConfig.stats.rating, reviewCount: null };
}
