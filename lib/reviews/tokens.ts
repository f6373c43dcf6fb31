import "server-only";
/**
 * The review link of the completion e-mail (and its one reminder): the booking id, signed as
 * lib/security/signed-token.ts describes with the purpose "review", valid for 30 days from the
 * request. The reminder carries the same expiry: a link lasts 30 days, however many e-mails hold it.
 */
import { localizedPath, type Locale } from "@/lib/i18n/locales.shared";
import { DAY_MS } from "@/lib/scheduling/dates.shared";
import { siteConfig } from "@/lib/site.shared";
import { signToken, verifyToken } from "@/lib/security/signed-token";

export const REVIEW_LINK_DAYS = 30;

export const reviewLinkExpiry = (requestedAt: Date) =>
  new Date(requestedAt.getTime() + REVIEW_LINK_DAYS * DAY_MS);

export function createReviewToken(bookingId: string, expiresAt: Date): string {
  return signToken("review", { b: bookingId }, expiresAt);
}

/** The booking id of a valid, unexpired review token; null otherwise. */
export function verifyReviewToken(token: string, now: Date = new Date()): string | null {
  const claims = verifyToken("review", token, now);
  return claims && typeof claims.b === "string" ? claims.b : null;
}

/** The page the e-mails link to: /review/{token}. */
/** The review page's link, in the customer's language (/es/review/… for Spanish). */
export const reviewUrl = (bookingId: string, requestedAt: Date, locale: Locale = "en") =>
  `${siteConfig.url}${localizedPath(locale, `/review/${createReviewToken(bookingId, reviewLinkExpiry(requestedAt))}`)}`;
