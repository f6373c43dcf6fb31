/**
 * The site's languages and where each lives. English keeps the spec's addresses (`/faq`); Spanish
 * lives under `/es` (`/es/faq`). Browser-safe: the language switch and the quote wizard read it too.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The Intl locale each language formats with: US conventions ($1,234.50, 12-hour clock) in both. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** Every date and time of a booking is a New York calendar date or wall-clock time. */
export const TIME_ZONE = "America/New_York";

/** Each language's name, written in that language (the language switch). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

const SPANISH_PREFIX = "/es";

/** The locale a site path belongs to: "/es/faq" → "es", "/faq" → "en". */
export function localeOfPath(pathname: string): Locale {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? "es" : "en";
}

/** A path without its language prefix: "/es/faq" → "/faq", "/es" → "/", "/faq" → "/faq". */
export function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  return pathname.slice(SPANISH_PREFIX.length) || "/";
}

/**
 * An English site path in `locale`: ("es", "/faq") → "/es/faq", ("es", "/") → "/es",
 * ("es", "/#services") → "/es#services", ("es", "/?quote=true") → "/es?quote=true". English is unchanged.
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === "en") return path;
  if (path === "/" || /^\/[?#]/.test(path)) return `${SPANISH_PREFIX}${path.slice(1)}`;
  return `${SPANISH_PREFIX}${path}`;
}

/**
 * The English pages that have a Spanish twin under /es: the customer's whole journey. The painter
 * portal keeps its addresses (each painter chooses a language in it) and the back office is English.
 * tests/api/i18n-routes.test.ts asks every one of them in Spanish.
 */
const SPANISH_TWINS =
  /^\/(?:|about|faq|privacy|terms|color-consultation|style-quiz|become-painter|locations(?:\/[^/]+)?|location\/[^/]+|cost\/interior-painting(?:\/[^/]+)?|manage-booking|cancel-booking(?:\/[^/]+)?|confirm-booking\/[^/]+|reschedule-booking\/[^/]+|review\/[^/]+|invoice\/[^/]+)$/;

/**
 * SPANISH_TWINS as text, for the header's language switch: the server hands it to the switch with the
 * page's data, so the list is not in every page's JavaScript (components/site/language-switch.tsx).
 */
export const SPANISH_TWINS_PATTERN = SPANISH_TWINS.source;

/** Whether an English path ("/faq") has a Spanish page ("/es/faq"). */
export function hasSpanishTwin(englishPath: string): boolean {
  return SPANISH_TWINS.test(englishPath);
}
