import "server-only";
/**
 * Published reviews as the public pages show them: the home page (every county) and each location
 * page (its county). Only `published` reviews are ever read here; pending and hidden ones never
 * leave the back office.
 *
 * These pages are prerendered and regenerated in the background (ISR), so this runs at build time
 * too, where there may be no database (a Docker image build): then the pages keep their standing
 * claims until the first regeneration finds the reviews.
 */
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { siteConfig } from "@/lib/site";
import { roomPhotoUrl } from "@/lib/uploads/room-photos";
import { reviewAuthor } from "./serialize";

/** An average is shown (trust badge, AggregateRating) only from this many published reviews on. */
export const MIN_REVIEWS_FOR_AVERAGE = 10;
/**
 * The home page shows three reviews (spec: "three customer reviews"): the latest three published
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

const publishedIn = (county?: string) => ({ status: "published" as const, ...(county ? { county } : {}) });

/** How many reviews are published (of one county, or of all) and their average rating. */
export async function reviewStats(db: PrismaClient, county?: string): Promise<ReviewStats> {
  const aggregate = await db.review.aggregate({
    where: publishedIn(county),
    _count: { _all: true },
    _avg: { rating: true },
  });
  const average = aggregate._avg.rating;
  return { count: aggregate._count._all, average: average === null ? null : average.toFixed(1) };
}

export interface ListedReviews {
  /** How many to list (PUBLIC_REVIEWS_SHOWN by default). */
  take?: number;
  /** Only reviews with words (a rating alone makes no testimonial). */
  withText?: boolean;
}

/** The latest published reviews and the count and average of all published, of one county or of all. */
export async function publishedReviews(
  db: PrismaClient,
  county?: string,
  { take = PUBLIC_REVIEWS_SHOWN, withText = false }: ListedReviews = {},
): Promise<PublishedReviews> {
  const [stats, rows] = await Promise.all([
    reviewStats(db, county),
    db.review.findMany({
      where: { ...publishedIn(county), ...(withText ? { text: { not: null } } : {}) },
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      take,
      include: { photos: { select: { id: true }, orderBy: { createdAt: "asc" } } },
    }),
  ]);
  return {
    stats,
    latest: rows.map((review) => ({
      id: review.id,
      rating: review.rating,
      text: review.text,
      author: reviewAuthor(review),
      county: review.county,
      publishedOn: (review.publishedAt ?? review.updatedAt).toISOString().slice(0, 10),
      reply: review.reply,
      photos: review.photos.map((p) => ({ id: p.id, url: roomPhotoUrl(p.id) })),
    })),
  };
}

/**
 * For a page: a database that cannot be reached (a build without one, an outage) leaves the page
 * with its standing claims instead of failing it.
 */
export async function orWithoutReviews<T>(read: Promise<T>, fallback: T, what: string): Promise<T> {
  try {
    return await read;
  } catch (error) {
    log.warn("reviews.unavailable", { what, error: String(error) });
    return fallback;
  }
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
