import "server-only";
import type { Prisma, Review } from "@/lib/generated/prisma/client";
import { roomPhotoUrl } from "@/lib/uploads/room-photos";

/**
 * How a review's author is shown: the name and town the customer chose, else "a homeowner in
 * Chester County". The review holds no other personal data (the county is copied from the quote),
 * so deleting the booking's personal data leaves it whole, anonymised.
 */
export function reviewAuthor(review: Pick<Review, "displayName" | "town" | "county">): string {
  if (review.displayName)
    return review.town ? `${review.displayName} from ${review.town}` : review.displayName;
  return `a homeowner in ${review.county} County`;
}

export const reviewInclude = {
  photos: { select: { id: true }, orderBy: { createdAt: "asc" } },
} satisfies Prisma.ReviewInclude;

type ReviewWithPhotos = Prisma.ReviewGetPayload<{ include: typeof reviewInclude }>;

/** The customer's own review, as the review page shows it. */
export function serializeReview(review: ReviewWithPhotos) {
  return {
    id: review.id,
    rating: review.rating,
    text: review.text,
    displayName: review.displayName,
    town: review.town,
    county: review.county,
    author: reviewAuthor(review),
    status: review.status,
    photos: review.photos.map((p) => ({ id: p.id, url: roomPhotoUrl(p.id) })),
    reply: review.reply,
    publishedAt: review.publishedAt?.toISOString() ?? null,
    updatedAt: review.updatedAt.toISOString(),
  };
}
export type ReviewDto = ReturnType<typeof serializeReview>;

export const adminReviewInclude = {
  ...reviewInclude,
  booking: { select: { id: true, scheduledDate: true } },
  contractor: { select: { id: true, firstName: true, lastName: true } },
} satisfies Prisma.ReviewInclude;

type AdminReviewRow = Prisma.ReviewGetPayload<{ include: typeof adminReviewInclude }>;

/** A row of the back office's Reviews view: the review with its booking, painter and county. */
export function serializeAdminReview(review: AdminReviewRow) {
  return {
    ...serializeReview(review),
    heldReason: review.heldReason,
    repliedAt: review.repliedAt?.toISOString() ?? null,
    createdAt: review.createdAt.toISOString(),
    booking: {
      id: review.booking.id,
      scheduledDate: review.booking.scheduledDate.toISOString().slice(0, 10),
    },
    painter: {
      id: review.contractor.id,
      name: `${review.contractor.firstName} ${review.contractor.lastName}`,
    },
  };
}
export type AdminReviewDto = ReturnType<typeof serializeAdminReview>;
