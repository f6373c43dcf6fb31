import "server-only";
/**
 * Published reviews as the public pages show them: the home page (every county) and each location
 * page (its county). Only `published` reviews are ever read here; pending and hidden ones never
 * leave the back office.
 *
 * These pages are prerendered and regenerated in the background (ISR), so this runs at build time
 * too, where there may be no database (a Docker image build): then the pages keep their standing
 * claims until the first regeneration finds the reviews. What the pages make of these figures is
 * lib/reviews/display.shared.ts.
 */
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { roomPhotoUrl } from "@/lib/uploads/room-photos";
import { PUBLIC_REVIEWS_SHOWN, type PublishedReviews, type ReviewStats } from "./display.shared";
import { averageRating } from "./rating";
import { reviewAuthor } from "./serialize";

const publishedIn = (county?: string) => ({ status: "published" as const, ...(county ? { county } : {}) });

/** How many reviews are published (of one county, or of all) and their average rating. */
export async function reviewStats(db: PrismaClient, county?: string): Promise<ReviewStats> {
  const aggregate = await db.review.aggregate({
    where: publishedIn(county),
    _count: { _all: true },
    _sum: { rating: true },
  });
  const count = aggregate._count._all;
  const average = averageRating(aggregate._sum.rating ?? 0, count);
  return { count, average: average === null ? null : average.toFixed(1) };
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
