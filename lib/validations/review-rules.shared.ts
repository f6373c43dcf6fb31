/**
 * The review rules, in one place for both sides: the server's schemas (lib/validations/review.shared.ts)
 * are built from these limits and texts, and the review page checks them in the browser with
 * these few lines instead of zod, which would be most of the page's JavaScript. No zod here.
 * tests/unit/lib/validations/review-rules.shared.test.ts holds the two to the same verdicts and texts.
 *
 * Why not one zod/mini schema for the form and the handler: measured on the production build
 * (first-load JavaScript, gzip), the page went over its budget of 160 kB: /review/[token] 146.5 →
 * 172.6 kB. Turbopack keeps about 25 kB of zod's core for the few checks these schemas use, even
 * imported by name.
 */

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

/** The optional texts: blank counts as none, anything else is judged trimmed. */
const OPTIONAL_TEXTS = [
  {
    field: "text",
    min: REVIEW_LIMITS.textMin,
    max: REVIEW_LIMITS.textMax,
    message: REVIEW_MESSAGES.textLength,
  },
  { field: "displayName", min: 0, max: REVIEW_LIMITS.nameMax, message: REVIEW_MESSAGES.nameTooLong },
  { field: "town", min: 0, max: REVIEW_LIMITS.townMax, message: REVIEW_MESSAGES.townTooLong },
] as const;

/** A string's length as zod measures it: code points, a lone surrogate counting as one. */
export const codePointLength = (text: string) => Array.from(text).length;

const validRating = (rating: number) =>
  Number.isInteger(rating) && rating >= REVIEW_LIMITS.ratingMin && rating <= REVIEW_LIMITS.ratingMax;

/** What reviewSubmitSchema would refuse in the form's values, field by field, with its texts. */
export function reviewProblems(values: ReviewValues): ReviewProblems {
  const problems: ReviewProblems = {};
  if (!validRating(values.rating)) problems.rating = REVIEW_MESSAGES.ratingRequired;
  for (const { field, min, max, message } of OPTIONAL_TEXTS) {
    const text = values[field].trim();
    if (!text) continue;
    const length = codePointLength(text);
    if (length < min || length > max) problems[field] = message;
  }
  return problems;
}

/** The PUT /api/reviews/[token] payload of valid values, as the schema outputs it: trimmed, blanks left out. */
export function reviewPayload(values: ReviewValues, photos: string[]) {
  const payload: { rating: number; text?: string; displayName?: string; town?: string; photos: string[] } = {
    rating: values.rating,
    photos,
  };
  for (const { field } of OPTIONAL_TEXTS) {
    const text = values[field].trim();
    if (text) payload[field] = text;
  }
  return payload;
}

/** The business's public reply: what reviewReplySchema would refuse. */
export function replyProblem(reply: string): string | undefined {
  const length = codePointLength(reply.trim());
  return length < REVIEW_LIMITS.replyMin || length > REVIEW_LIMITS.replyMax
    ? REVIEW_MESSAGES.replyLength
    : undefined;
}
