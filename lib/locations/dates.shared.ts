/**
 * The dates the local pages show, in either language: English keeps its formatters
 * (formatBookingDate, components/content/published-on.ts); Spanish writes "sábado, 5 de diciembre"
 * and "25 de noviembre de 2026". YYYY-MM-DD calendar dates are formatted as UTC days, so the day
 * written is the day stored, wherever the page is rendered.
 */
import { formatBookingDate } from "@/lib/bookings/format.shared";
import { INTL_LOCALE, type Locale } from "@/lib/i18n/locales.shared";

// Building a formatter costs far more than using one: made once per process.
const SPANISH_DAY = new Intl.DateTimeFormat(INTL_LOCALE.es, {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});
const SPANISH_PUBLISHED_ON = new Intl.DateTimeFormat(INTL_LOCALE.es, {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** "Saturday, December 5" / "sábado, 5 de diciembre". */
export function calendarDate(locale: Locale, isoDate: string): string {
  return locale === "en" ? formatBookingDate(isoDate) : SPANISH_DAY.format(utcDay(isoDate));
}

/** When a review was published, in Spanish: "25 de noviembre de 2026". */
export function spanishPublishedOn(isoDate: string): string {
  return SPANISH_PUBLISHED_ON.format(utcDay(isoDate));
}
