/**
 * The review payloads (docs/product.md §9): one schema each for the review page and the
 * handlers, and the moderation's. Written with zod/mini: the review page is light, and the full
 * zod would be most of its JavaScript.
 */
import "./zod-mini";
import {
  _default,
  array,
  enum as enumOf,
  gte,
  int,
  lte,
  maxLength,
  minLength,
  number,
  object,
  optional,
  pipe,
  string,
  transform,
  trim,
  uuid,
  type input,
} from "zod/mini";

/** Exact texts of the review page and the moderation view. */
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

/** Lengths after trimming, in Unicode code points, as zod counts them (an emoji is one). */
export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  textMin: 20,
  textMax: 2000,
  nameMax: 60,
  townMax: 80,
  replyMin: 1,
  replyMax: 500,
} as const;

/** What the review form's inputs hold: blanks are "", 0 stars means none chosen yet. */
export interface ReviewValues {
  rating: number;
  text: string;
  displayName: string;
  town: string;
}

export type ReviewField = keyof ReviewValues;
export type ReviewProblems = Partial<Record<ReviewField, string>>;

/** Optional text: blank (or only spaces) counts as none, anything else is judged trimmed. */
const optionalText = (max: number, message: string, min = 0) =>
  pipe(
    transform((value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value)),
    optional(string().check(trim(), minLength(min, message), maxLength(max, message))),
  );

/** The review form's payload (PUT /api/reviews/[token]), shared by the page and the handler. */
export const reviewSubmitSchema = object({
  rating: number({ error: REVIEW_MESSAGES.ratingRequired }).check(
    int(REVIEW_MESSAGES.ratingRequired),
    gte(REVIEW_LIMITS.ratingMin, REVIEW_MESSAGES.ratingRequired),
    lte(REVIEW_LIMITS.ratingMax, REVIEW_MESSAGES.ratingRequired),
  ),
  text: optionalText(REVIEW_LIMITS.textMax, REVIEW_MESSAGES.textLength, REVIEW_LIMITS.textMin),
  displayName: optionalText(REVIEW_LIMITS.nameMax, REVIEW_MESSAGES.nameTooLong),
  town: optionalText(REVIEW_LIMITS.townMax, REVIEW_MESSAGES.townTooLong),
  photos: _default(
    array(uuid(REVIEW_MESSAGES.invalidPhoto), { error: REVIEW_MESSAGES.invalidPhoto }).check(
      maxLength(MAX_REVIEW_PHOTOS, REVIEW_MESSAGES.tooManyPhotos),
    ),
    [],
  ),
});
export type ReviewSubmitInput = input<typeof reviewSubmitSchema>;

/** The business's public reply (PUT /api/admin/reviews/[id]/reply). */
export const reviewReplySchema = object({
  reply: string({ error: REVIEW_MESSAGES.replyLength }).check(
    trim(),
    minLength(REVIEW_LIMITS.replyMin, REVIEW_MESSAGES.replyLength),
    maxLength(REVIEW_LIMITS.replyMax, REVIEW_MESSAGES.replyLength),
  ),
});

/** GET /api/admin/reviews?status=&cursor= */
export const adminReviewsQuerySchema = object({
  status: optional(enumOf(REVIEW_STATUSES, { error: "Choose pending, published or hidden" })),
  cursor: optional(string().check(maxLength(512))),
});
