/**
 * The server's schemas, built from the zod-free rules of ./review-rules (limits and texts), which
 * the review page checks in the browser without zod; a unit test holds both to the same verdicts.
 */
import { z } from "@/lib/validations/zod.shared";
import {
  MAX_REVIEW_PHOTOS,
  REVIEW_LIMITS as L,
  REVIEW_MESSAGES,
  REVIEW_STATUSES,
} from "./review-rules.shared";

export {
  MAX_REVIEW_PHOTOS,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  REVIEW_STATUSES,
  type ReviewStatusName,
} from "./review-rules.shared";

/** Optional text: blank counts as none. */
const optionalText = (max: number, message: string, min = 0, minMessage = message) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string().trim().min(min, minMessage).max(max, message).optional(),
  );

/** The review form's payload (PUT /api/reviews/[token]), shared by the page and the handler. */
export const reviewSubmitSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(L.ratingMin, REVIEW_MESSAGES.ratingRequired)
    .max(L.ratingMax, REVIEW_MESSAGES.ratingRequired),
  text: optionalText(L.textMax, REVIEW_MESSAGES.textLength, L.textMin),
  displayName: optionalText(L.nameMax, REVIEW_MESSAGES.nameTooLong),
  town: optionalText(L.townMax, REVIEW_MESSAGES.townTooLong),
  photos: z
    .array(z.uuid(REVIEW_MESSAGES.invalidPhoto), { error: REVIEW_MESSAGES.invalidPhoto })
    .max(MAX_REVIEW_PHOTOS, REVIEW_MESSAGES.tooManyPhotos)
    .default([]),
});
export type ReviewSubmitInput = z.input<typeof reviewSubmitSchema>;

/** The business's public reply (PUT /api/admin/reviews/[id]/reply). */
export const reviewReplySchema = z.object({
  reply: z
    .string({ error: REVIEW_MESSAGES.replyLength })
    .trim()
    .min(L.replyMin, REVIEW_MESSAGES.replyLength)
    .max(L.replyMax, REVIEW_MESSAGES.replyLength),
});

/** GET /api/admin/reviews?status=&cursor= */
export const adminReviewsQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: "Choose pending, published or hidden" }).optional(),
  cursor: z.string().max(512).optional(),
});
