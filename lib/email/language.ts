import "server-only";
/**
 * Which language an e-mail, calendar invite or job alert speaks, and the words it formats in it. One
 * rule for every recipient: a customer reads their booking's language (copied from the quote), a
 * painter the language they chose in the portal; no choice yet (a painter who never chose, a
 * record from before languages) reads English. English keeps the formatters it always had, so
 * English e-mails stay exactly as they were.
 */
import { formatBookingDate } from "@/lib/bookings/format.shared";
import { getT } from "@/lib/i18n/server";
import { INTL_LOCALE, isLocale, localizedPath, type Locale } from "@/lib/i18n/locales.shared";
import {
  isConsultationSlot,
  slotDefinition,
  slotService,
  timeSlotOf,
} from "@/lib/scheduling/time-slots.shared";
import { siteConfig } from "@/lib/site.shared";

/** The language a recipient reads: their `language` when it is one of the site's, else English. */
export function recipientLanguage(recipient: { language?: string | null } | null | undefined): Locale {
  const language = recipient?.language;
  return isLocale(language) ? language : "en";
}

/** A link to a customer page in the reader's language: ("es", "/manage-booking") → https://…/es/manage-booking. */
export const siteLink = (locale: Locale, englishPath: string) =>
  `${siteConfig.url}${localizedPath(locale, englishPath)}`;

// Built once per process: a formatter costs far more to make than to use.
const SPANISH_DATE = new Intl.DateTimeFormat(INTL_LOCALE.es, {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** A YYYY-MM-DD calendar date: "Tuesday, December 1" / "sábado, 5 de diciembre de 2026". */
export function emailDate(locale: Locale, isoDate: string): string {
  if (locale === "en") return formatBookingDate(isoDate);
  return SPANISH_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A booking's time slot as the customer reads it: "8:00 AM-12:00 PM" / "Mañana (8:00 a. m. – 12:00 p. m.)". */
export function emailSlot(locale: Locale, slot: string): string {
  if (locale === "en") return slotDefinition(slot)?.customerLabel ?? slot;
  const id = timeSlotOf(slot);
  return id ? getT(locale, "emails")(`slots.${id}`) : slot;
}

/** The visit a slot is: "Painting Job" / "Trabajo de pintura". */
export function emailService(locale: Locale, slot: string): string {
  if (locale === "en") return slotService(slot);
  return getT(locale, "emails")(isConsultationSlot(slot) ? "services.consultation" : "services.painting");
}

/** A wall-clock time written the English way ("9:20 AM"), in the reader's language ("9:20 a. m."). */
export function emailClock(locale: Locale, englishClock: string): string {
  if (locale === "en") return englishClock;
  return englishClock.replace(/[\s\u202f]AM$/u, " a. m.").replace(/[\s\u202f]PM$/u, " p. m.");
}
