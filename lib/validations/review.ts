import { z } from "@/lib/validations/zod";

/** Exact texts of the review page and the moderation view (issue 19). */
export const REVIEW_MESSAGES = {
  ratingRequired: "Choose a rating from 1 to 5 stars",
  textLength: "Your review should be between 20 and 2,000 characters",
  nameTooLong: "Your name can have at most 60 characters",
  townTooLong: "The town can have at most 80 characters",
  tooManyPhotos: "You can add up to 3 photos",
  invalidPhoto: "Invalid photo",
  replyLength: "The reply should be between 1 and 500 characters",
  invalidLink: "Invalid Link",
  invalidLinkText: "This review link is invalid or expired.",
  alreadyPublished: "This review is already published and can no longer be changed. To change it, e-mail us.",
  notCompleted: "Only a completed job can be reviewed.",
  cancelled: "This booking was cancelled, so it cannot be reviewed.",
  saved: "Thank you! Your review was received and will appear once we have checked it.",
  notFound: "Review not found",
} as const;

export const MAX_REVIEW_PHOTOS = 3;
export const REVIEW_STATUSES = ["pending", "published", "hidden"] as const;
export type ReviewStatusName = (typeof REVIEW_STATUSES)[number];

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
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, REVIEW_MESSAGES.ratingRequired),
  text: optionalText(2000, REVIEW_MESSAGES.textLength, 20),
  displayName: optionalText(60, REVIEW_MESSAGES.nameTooLong),
  town: optionalText(80, REVIEW_MESSAGES.townTooLong),
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
    .min(1, REVIEW_MESSAGES.replyLength)
    .max(500, REVIEW_MESSAGES.replyLength),
});

/** GET /api/admin/reviews?status=&cursor= */
export const adminReviewsQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: "Choose pending, published or hidden" }).optional(),
  cursor: z.string().max(512).optional(),
});
