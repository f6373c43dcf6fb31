import type { MetadataRoute } from "next";
import { hasSpanishTwin, localizedPath } from "@/lib/i18n/locales.shared";
import { absoluteUrl } from "./structured-data";

/** A public English page for the sitemap, by its path. */
export interface SitemapPage {
  path: string;
  priority: number;
  changeFrequency: "weekly" | "monthly" | "yearly";
}

type SitemapEntry = MetadataRoute.Sitemap[number];

/** A page's languages for search engines: English, Spanish, and English as the default. */
function languagesOf(path: string, base?: string): Record<string, string> {
  const english = absoluteUrl(path, base);
  return { en: english, es: absoluteUrl(localizedPath("es", path), base), "x-default": english };
}

/**
 * The sitemap's entries for English pages: each English page as before, then the Spanish twin of
 * every page that has one (lib/i18n/locales.shared.ts), at the same priority. A page with a twin
 * and its twin both list the pair (xhtml:link hreflang), as their <head> does.
 */
export function sitemapEntries(pages: readonly SitemapPage[], base?: string): MetadataRoute.Sitemap {
  const entry = (url: string, page: SitemapPage): SitemapEntry => {
    const twin = hasSpanishTwin(page.path);
    return {
      url,
      priority: page.priority,
      changeFrequency: page.changeFrequency,
      ...(twin ? { alternates: { languages: languagesOf(page.path, base) } } : {}),
    };
  };
  const english = pages.map((page) => entry(absoluteUrl(page.path, base), page));
  const spanish = pages
    .filter((page) => hasSpanishTwin(page.path))
    .map((page) => entry(absoluteUrl(localizedPath("es", page.path), base), page));
  return [...english, ...spanish];
}
