import "server-only";
/**
 * The invoice link of the invoice e-mail and its reminders: the invoice id, signed as
 * lib/security/signed-token.ts describes with the purpose "invoice". No login, like the review link:
 * the link is the credential, and it shows only that invoice. It lasts a year from issue, long past
 * the reminders; after that the page says to ask us for a copy.
 */
import { localizedPath, type Locale } from "@/lib/i18n/locales.shared";
import { DAY_MS } from "@/lib/scheduling/dates.shared";
import { signToken, verifyToken } from "@/lib/security/signed-token";
import { siteConfig } from "@/lib/site.shared";

export const INVOICE_LINK_DAYS = 365;

export function createInvoiceToken(invoiceId: string, issuedAt: Date): string {
  return signToken("invoice", { i: invoiceId }, new Date(issuedAt.getTime() + INVOICE_LINK_DAYS * DAY_MS));
}

/** The invoice id of a valid, unexpired invoice token; null otherwise. */
export function verifyInvoiceToken(token: string, now: Date = new Date()): string | null {
  const claims = verifyToken("invoice", token, now);
  return claims && typeof claims.i === "string" ? claims.i : null;
}

export const invoicePath = (invoiceId: string, issuedAt: Date) =>
  `/invoice/${createInvoiceToken(invoiceId, issuedAt)}`;

/** The invoice page's link, in the customer's language (/es/invoice/… for Spanish). */
export const invoiceUrl = (invoiceId: string, issuedAt: Date, locale: Locale = "en") =>
  `${siteConfig.url}${localizedPath(locale, invoicePath(invoiceId, issuedAt))}`;
