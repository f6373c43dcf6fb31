import "server-only";
/**
 * The back office's Reviews view: pending, published and hidden reviews, newest first, keyset
 * paged by (createdAt, id); publish, hide and a short public reply. Every decision is written to
 * the audit log in the same transaction.
 */
import type { Prisma, PrismaClient, ReviewStatus } from "@/lib/generated/prisma/client";
import { audit } from "@/lib/admin/audit";
import { notFound } from "@/lib/http/errors";
import { decodeCursor, encodeCursor } from "@/lib/http/cursor";
import { parseId } from "@/lib/http/ids";
import { adminReviewsQuerySchema, REVIEW_MESSAGES, reviewReplySchema } from "@/lib/validations/review.shared";
import { refreshPublicPages } from "@/lib/pages/public-pages";
import { adminReviewInclude, serializeAdminReview } from "./serialize";

export const ADMIN_REVIEWS_PAGE_SIZE = 25;

/** GET /api/admin/reviews?status=&cursor= */
export async function listAdminReviews(
  db: PrismaClient,
  query: unknown,
  limit: number = ADMIN_REVIEWS_PAGE_SIZE,
) {
  const { status, cursor } = adminReviewsQuerySchema.parse(query);
  const after = cursor ? decodeCursor(cursor, ["timestamp", "uuid"] as const) : null;
  const where: Prisma.ReviewWhereInput = {
    ...(status ? { status } : {}),
    ...(after
      ? {
          OR: [{ createdAt: { lt: after[0] } }, { createdAt: after[0], id: { lt: after[1] } }],
        }
      : {}),
  };
  const page = await db.review.findMany({
    where,
    include: adminReviewInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit + 1,
  });
  const rows = page.slice(0, limit);
  const last = rows.at(-1);
  return {
    reviews: rows.map(serializeAdminReview),
    nextCursor: page.length > limit && last ? encodeCursor([last.createdAt, last.id]) : null,
  };
}

async function decide(
  db: PrismaClient,
  rawId: string,
  action: string,
  change: (review: { status: ReviewStatus; publishedAt: Date | null }) => Prisma.ReviewUpdateInput,
) {
  const id = parseId(rawId, "Invalid review ID");
  const decided = await db.$transaction(async (tx) => {
    const before = await tx.review.findUnique({ where: { id } });
    if (!before) throw notFound(REVIEW_MESSAGES.notFound);
    const after = await tx.review.update({
      where: { id },
      data: change(before),
      include: adminReviewInclude,
    });
    await audit(tx, {
      action,
      entity: "Review",
      entityId: id,
      before: { status: before.status, reply: before.reply },
      after: { status: after.status, reply: after.reply },
    });
    return serializeAdminReview(after);
  });
  await refreshPublicPages(db, "reviews");
  return decided;
}

/** Publishes a review (its first publication date is kept when it is published again). */
export const publishReview = (db: PrismaClient, id: string, now: Date = new Date()) =>
  decide(db, id, "review.publish", (r) => ({ status: "published", publishedAt: r.publishedAt ?? now }));

/** Takes a review off the site (it stays in the back office, and its link can no longer edit it). */
export const hideReview = (db: PrismaClient, id: string) =>
  decide(db, id, "review.hide", () => ({ status: "hidden" }));

/** The business's short public reply (1–500 characters), replacing any earlier one. */
export function replyToReview(db: PrismaClient, id: string, input: unknown, now: Date = new Date()) {
  const { reply } = reviewReplySchema.parse(input);
  return decide(db, id, "review.reply", () => ({ reply, repliedAt: now }));
}
