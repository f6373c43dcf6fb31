import { INTL_LOCALE, type Locale } from "@/lib/i18n/locales.shared";

// Building a formatter costs far more than using one: made once per process and language.
const formatters = new Map<Locale, Intl.DateTimeFormat>();

/**
 * "November 25, 2026" ("25 de noviembre de 2026" in Spanish) for the YYYY-MM-DD date a review was
 * published.
 */
export function formatPublishedOn(isoDate: string, locale: Locale = "en"): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      month: "long",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(`${isoDate}T00:00:00Z`));
}
