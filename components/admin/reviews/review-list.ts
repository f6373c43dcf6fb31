/** The Reviews tab's vocabulary: its URL, its page guard and the words it shows and announces. */
import type { AdminReviewDto } from "@/lib/reviews/serialize";
import type { HeldReason } from "@/lib/reviews/text";
import type { ReviewStatusName } from "@/lib/validations/review-rules.shared";
import { isPageOf, type PageOf } from "../paging";

export type AdminReview = AdminReviewDto;
export type AdminReviewPage = PageOf<"reviews", AdminReview>;
export const isReviewPage: (data: unknown) => data is AdminReviewPage = isPageOf<"reviews", AdminReview>(
  "reviews",
);

/** The answer of publish, hide and reply. */
export interface ReviewChange {
  message: string;
  review: AdminReview;
}

/** "all" is no filter; the others are the server's statuses. */
export type ReviewFilter = "all" | ReviewStatusName;

/** GET /api/admin/reviews for a status and a page. */
export function reviewsListUrl(status: ReviewFilter, cursor: string): string {
  const params = new URLSearchParams();
  if (status !== "all") params.set("status", status);
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return `/api/admin/reviews${query ? `?${query}` : ""}`;
}

export const REVIEW_STATUS_LABELS: Record<ReviewStatusName, string> = {
  pending: "Pending",
  published: "Published",
  hidden: "Hidden",
};

export const HELD_REASON_LABELS: Record<HeldReason, string> = {
  links: "Contains a link",
  email: "Contains an e-mail address",
};

/** The label of a held review's reason; an unknown reason (a newer server) still reads as held. */
export const heldReasonLabel = (reason: string) =>
  HELD_REASON_LABELS[reason as HeldReason] ?? "Flagged for moderation";

export const REVIEW_ADMIN_MESSAGES = {
  published: "Review published",
  hidden: "Review hidden",
  replySaved: "Reply saved",
  publishFailed: "Failed to publish review",
  hideFailed: "Failed to hide review",
  replyFailed: "Failed to save reply",
  loadFailed: "The reviews could not be loaded.",
} as const;

export const EMPTY_TEXT: Record<ReviewFilter, string> = {
  all: "No reviews yet.",
  pending: "No reviews are waiting for moderation.",
  published: "No published reviews.",
  hidden: "No hidden reviews.",
};

/** Which review a button acts on, for its accessible name: "review by a homeowner in Chester County". */
export const reviewSubject = (review: Pick<AdminReview, "author">) => `review by ${review.author}`;

export const canPublish = (review: Pick<AdminReview, "status">) => review.status !== "published";
export const canHide = (review: Pick<AdminReview, "status">) => review.status !== "hidden";
