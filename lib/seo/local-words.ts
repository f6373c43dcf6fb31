import "server-only";
/**
 * The words the local pages (location pages, service-area hubs, cost guides) share, in either
 * language: county names, lists of places, dates, counts, hours and breadcrumb trails. English
 * keeps the spec's formatting code paths (formatBookingDate, formatHours, toLocaleString("en-US"));
 * Spanish formats with es-US (US conventions for money and numbers, Spanish words for dates).
 */
import { formatHours } from "@/lib/format.shared";
export { calendarDate } from "@/lib/locations/dates.shared";
import { getT } from "@/lib/i18n/server";
import { INTL_LOCALE, localizedPath, type Locale } from "@/lib/i18n/locales.shared";
import { siteConfig } from "@/lib/site.shared";
import { SERVICE_AREAS_PATH, countyPath } from "@/lib/zips/county-pages.shared";
import type { CountyName, ZipInfo } from "@/lib/zips/index.shared";
import {
  countyCrumbs,
  locationCrumbs,
  locationImageAlt,
  placeName,
  serviceAreasCrumbs,
} from "./service-areas";
import type { Crumb } from "./structured-data";

/** "Philadelphia" / "Filadelfia": the county's own name, for messages that say "{county} County". */
export function countyLabel(locale: Locale, county: CountyName): string {
  return getT(locale, "localFacts")(`county.${county}`);
}

/** "Philadelphia County" / "Condado de Filadelfia": a heading or a crumb. */
export function countyHeading(locale: Locale, county: CountyName): string {
  return getT(locale, "localFacts")("countyTitle", { county: countyLabel(locale, county) });
}

const AND: Record<Locale, string> = { en: " and ", es: " y " };

/** "Rittenhouse Square, Logan Square and Fitler Square" / "… y Fitler Square". */
export function listNamesIn(locale: Locale, names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? "";
  return `${names.slice(0, -1).join(", ")}${AND[locale]}${names.at(-1)}`;
}

/** "1,234" in both languages (es-US groups digits as the US does). */
export function countIn(locale: Locale, count: number): string {
  return count.toLocaleString(INTL_LOCALE[locale]);
}

const SPANISH_CLOCK = new Intl.DateTimeFormat(INTL_LOCALE.es, {
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
});

/** The business hours: "8:00 AM – 6:00 PM" / "8:00 a. m. – 6:00 p. m.". */
export function businessHoursIn(locale: Locale): string {
  const { opens, closes } = siteConfig.businessHours;
  if (locale === "en") return formatHours(opens, closes);
  const clock = (hhmm: string) => SPANISH_CLOCK.format(new Date(`1970-01-01T${hhmm}:00Z`));
  return `${clock(opens)} – ${clock(closes)}`;
}

/** The location page of a zip in `locale` ("/es/location/19103"). */
export function locationPath(locale: Locale, zipCode: string): string {
  return localizedPath(locale, `/location/${zipCode}`);
}

export function serviceAreasCrumbsIn(locale: Locale): Crumb[] {
  if (locale === "en") return serviceAreasCrumbs();
  return [
    { name: getT(locale, "localFacts")("home"), path: localizedPath(locale, "/") },
    { name: getT(locale, "locations")("serviceAreas"), path: localizedPath(locale, SERVICE_AREAS_PATH) },
  ];
}

export function countyCrumbsIn(locale: Locale, county: CountyName): Crumb[] {
  if (locale === "en") return countyCrumbs(county);
  return [
    ...serviceAreasCrumbsIn(locale),
    { name: countyHeading(locale, county), path: localizedPath(locale, countyPath(county)) },
  ];
}

export function locationCrumbsIn(locale: Locale, zip: ZipInfo): Crumb[] {
  if (locale === "en") return locationCrumbs(zip);
  return [
    ...countyCrumbsIn(locale, zip.county),
    { name: placeName(zip), path: locationPath(locale, zip.zipCode) },
  ];
}

/** The alt text of a location page's social image. */
export function locationImageAltIn(locale: Locale, zip: ZipInfo): string {
  if (locale === "en") return locationImageAlt(zip);
  return getT(locale, "location")("meta.imageAlt", {
    brand: siteConfig.name,
    place: placeName(zip),
    county: countyLabel(locale, zip.county),
  });
}
