import { hasSpanishTwin, localizedPath, type Locale } from "./locales.shared";

/**
 * Where a link inside a page in `locale` goes: the Spanish twin of `englishPath` when it has one,
 * else the English page itself (the painter portal, a page not yet translated). The query and
 * fragment are kept: ("es", "/#services") → "/es#services", ("es", "/contractor/login") unchanged.
 */
export function sitePath(locale: Locale, englishPath: string): string {
  if (locale === "en") return englishPath;
  const page = englishPath.replace(/[?#].*$/, "") || "/";
  return hasSpanishTwin(page) ? localizedPath(locale, englishPath) : englishPath;
}
