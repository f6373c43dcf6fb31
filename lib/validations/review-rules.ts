/**
 * The back office's reviews still import the review constants from here; they live in ./review.ts
 * (the one review schema module), so new code imports them from there.
 */
export { REVIEW_LIMITS, REVIEW_STATUSES, type ReviewStatusName } from "./review";
