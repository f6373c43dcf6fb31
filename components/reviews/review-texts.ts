import { REVIEW_MESSAGES } from "@/lib/validations/review-rules.shared";

/** The review rules' and the server's known English texts → their keys in the reviewPage namespace. */
const KNOWN = {
  [REVIEW_MESSAGES.cancelled]: "refusals.cancelled",
  [REVIEW_MESSAGES.notCompleted]: "refusals.notCompleted",
  [REVIEW_MESSAGES.alreadyPublished]: "refusals.alreadyPublished",
  [REVIEW_MESSAGES.ratingRequired]: "problems.ratingRequired",
  [REVIEW_MESSAGES.textLength]: "problems.textLength",
  [REVIEW_MESSAGES.nameTooLong]: "problems.nameTooLong",
  [REVIEW_MESSAGES.townTooLong]: "problems.townTooLong",
  [REVIEW_MESSAGES.tooManyPhotos]: "problems.tooManyPhotos",
  [REVIEW_MESSAGES.invalidPhoto]: "problems.invalidPhoto",
  [REVIEW_MESSAGES.invalidLinkText]: "invalidLinkText",
  [REVIEW_MESSAGES.saved]: "saved",
} as const;

export type ReviewTextKey = (typeof KNOWN)[keyof typeof KNOWN];

/**
 * An English review text (the rules' or the server's) in the page's language: its translation when
 * known, else `fallback` (a Spanish page never shows the English sentence); English pages pass none
 * and keep the text as it came.
 */
export function localizeReviewText(
  t: (key: ReviewTextKey) => string,
  text: string,
  fallback?: string,
): string {
  const key = (KNOWN as Record<string, ReviewTextKey | undefined>)[text];
  if (key) return t(key);
  return fallback ?? text;
}
