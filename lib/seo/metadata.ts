import type { Metadata } from "next";
import { localeAlternates } from "@/lib/i18n/alternates.shared";
import { localizedPath, type Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { siteConfig } from "@/lib/site.shared";

/** A page's social image: where it is, and what it shows for those who cannot see it. */
export interface SocialImage {
  url: string;
  alt: string;
}

/** The default social image (app/opengraph-image.tsx); pages that set openGraph must list it again. */
export const DEFAULT_OG_IMAGE = {
  url: "/opengraph-image",
  width: 1200,
  height: 630,
  alt: `${siteConfig.name} — instant interior painting quotes in Philadelphia and its suburbs`,
};

/** The Spanish home's social image (app/es/opengraph-image.tsx), described in Spanish. */
export const SPANISH_OG_IMAGE = {
  ...DEFAULT_OG_IMAGE,
  url: "/es/opengraph-image",
  alt: getT("es", "home")("ogImage.alt", { name: siteConfig.name }),
};

const OG_LOCALE: Record<Locale, string> = { en: "en_US", es: "es_US" };

/**
 * Title, description, canonical link, Open Graph and Twitter tags for a public page. `title` is
 * the page's own title; the layout's template adds the brand to <title>, and the social titles
 * get it here. `path` is the English path; a Spanish page (`locale: "es"`) is at its /es twin, and
 * both list the pair as hreflang alternates (lib/i18n/alternates.shared.ts).
 */
export function pageMetadata({
  title,
  description,
  path,
  locale = "en",
  image = locale === "es" ? SPANISH_OG_IMAGE : DEFAULT_OG_IMAGE,
}: {
  title?: string;
  description: string;
  path: string;
  /** A 1200×630 image of the page's own (default: the site's); its alt text goes to both networks' tags. */
  image?: SocialImage;
  locale?: Locale;
}): Metadata {
  const socialTitle = title
    ? `${title} | ${siteConfig.name}`
    : locale === "en"
      ? `${siteConfig.name} | Instant Interior Painting Quotes`
      : `${siteConfig.name} | ${getT(locale, "site")("titleDefault")}`;
  return {
    ...(title ? { title } : {}),
    description,
    alternates: localeAlternates(locale, path),
    openGraph: {
      type: "website",
      url: localizedPath(locale, path),
      siteName: siteConfig.name,
      locale: OG_LOCALE[locale],
      alternateLocale: OG_LOCALE[locale === "en" ? "es" : "en"],
      title: socialTitle,
      description,
      images: [
        { url: image.url, width: DEFAULT_OG_IMAGE.width, height: DEFAULT_OG_IMAGE.height, alt: image.alt },
      ],
    },
    twitter: {
      card: "summary_large_image",
      title: socialTitle,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}
