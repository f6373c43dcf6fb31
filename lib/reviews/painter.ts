import "server-only";
/**
 * A painter's own reviews, as their dashboard shows them: published reviews only, and only what
 * the public sees of each (the author line, never the customer's contact details or booking).
 */
import type { DbClient } from "@/lib/db/types";
import { averageRating } from "./rating";
import { reviewAuthor } from "./serialize";

export const PAINTER_RECENT_REVIEWS = 5;

/**
 * Two queries, both ranges of the (contractorId, status, publishedAt) index: the count and sum
 * of the painter's published ratings, and their newest published reviews.
 */
export async function painterReviewSummary(db: DbClient, contractorId: string) {
  const where = { contractorId, status: "published" as const };
  const [totals, recent] = await Promise.all([
    db.review.aggregate({ where, _count: { _all: true }, _sum: { rating: true } }),
    db.review.findMany({
      where,
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      take: PAINTER_RECENT_REVIEWS,
      select: {
        id: true,
        rating: true,
        text: true,
        displayName: true,
        town: true,
        county: true,
        reply: true,
        publishedAt: true,
      },
    }),
  ]);
  const count = totals._count._all;
  return {
    average: averageRating(totals._sum.rating ?? 0, count),
    count,
    recent: recent.map((review) => ({
      id: review.id,
      rating: review.rating,
      text: review.text,
      author: reviewAuthor(review),
      reply: review.reply,
      publishedAt: review.publishedAt?.toISOString() ?? null,
    })),
  };
}

export type PainterReviewSummaryDto = Awaited<ReturnType<typeof painterReviewSummary>>;
export type PainterReviewDto = PainterReviewSummaryDto["recent"][number];
