import type { Locale } from "./locales.shared";

/**
 * The language a browser asks for, for a painter who has not chosen one yet: Spanish when the first
 * language it names is Spanish (es, es-US, es-419…), else English. Reads an Accept-Language header
 * ("es-US,es;q=0.9,en;q=0.8") or navigator.language ("es-US") alike. Browser-safe.
 */
export function browserLocale(acceptLanguage: string | null | undefined): Locale {
  const first = (acceptLanguage ?? "").split(",")[0]?.split(";")[0]?.trim().toLowerCase() ?? "";
  return first === "es" || first.startsWith("es-") ? "es" : "en";
}
