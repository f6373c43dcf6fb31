import "server-only";
/**
 * The JSON-LD of the local pages in either language. English is structured-data.ts's, unchanged;
 * a Spanish page's says in Spanish what the page shows (its address under /es, the service, the
 * places, the prices' names), and a WebPage node marks the page's language (inLanguage "es").
 */
import type { City, LocalBusinessLeaf, Offer, Place, WebPageLeaf, WithContext } from "schema-dts";
import { getT } from "@/lib/i18n/server";
import { localizedPath, type Locale } from "@/lib/i18n/locales.shared";
import type { ZipInfo } from "@/lib/zips/index.shared";
import { countyLabel, locationPath } from "./local-words";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  costGuideJsonLd,
  localBusinessJsonLd,
  shownPriceOfferJsonLd,
  type Crumb,
  type FaqEntry,
  type JsonLdObject,
  type ReviewMarkup,
  type ShownPrice,
} from "./structured-data";

/** The page itself, in its language: what a Spanish page adds so its language is stated. */
export function webPageJsonLd(locale: Locale, path: string, name: string): WithContext<WebPageLeaf> {
  const url = absoluteUrl(path);
  return { "@context": "https://schema.org", "@type": "WebPage", "@id": url, url, name, inLanguage: locale };
}

function spanishAreaServed(locale: Locale, zip: ZipInfo): [City, Place] {
  const t = getT(locale, "location");
  return [
    {
      "@type": "City",
      name: `${zip.city}, ${zip.state}`,
      containedInPlace: {
        "@type": "AdministrativeArea",
        name: t("jsonLd.county", { county: countyLabel(locale, zip.county), state: zip.state }),
      },
    },
    {
      "@type": "Place",
      name: t("jsonLd.zip", { zip: zip.zipCode }),
      address: {
        "@type": "PostalAddress",
        postalCode: zip.zipCode,
        addressLocality: zip.city,
        addressRegion: zip.state,
        addressCountry: "US",
      },
    },
  ];
}

/** A location page's LocalBusiness (localBusinessJsonLd) and breadcrumb trail, in `locale`. */
export function locationJsonLd(
  locale: Locale,
  zip: ZipInfo,
  {
    reviews,
    prices,
    crumbs,
    title,
  }: { reviews: ReviewMarkup; prices: readonly ShownPrice[]; crumbs: Crumb[]; title: string },
): JsonLdObject[] {
  const english = localBusinessJsonLd(zip, undefined, reviews, prices);
  if (locale === "en") return [english, breadcrumbJsonLd(crumbs)];
  const t = getT(locale, "location");
  const path = locationPath(locale, zip.zipCode);
  const pageUrl = absoluteUrl(path);
  const place = `${zip.city}, ${zip.state} ${zip.zipCode}`;
  const areaServed = spanishAreaServed(locale, zip);
  const serviceType = t("jsonLd.service");
  const priceOffer = (price: ShownPrice): Offer => {
    const offer = shownPriceOfferJsonLd(price, areaServed);
    return { ...offer, itemOffered: { "@type": "Service", serviceType, name: price.name } };
  };
  const business: WithContext<LocalBusinessLeaf> = {
    ...english,
    "@id": `${pageUrl}#business`,
    description: t("jsonLd.description", {
      place,
      areas: zip.neighborhoods.length ? ` (${zip.neighborhoods.join(", ")})` : "",
    }),
    url: pageUrl,
    areaServed,
    makesOffer: [
      {
        "@type": "Offer",
        itemOffered: {
          "@type": "Service",
          serviceType,
          name: t("jsonLd.name", { place }),
          areaServed,
          provider: { "@id": `${pageUrl}#business` },
        },
      },
      ...prices.map(priceOffer),
    ],
  };
  return [
    business,
    breadcrumbJsonLd(crumbs),
    { ...webPageJsonLd(locale, path, title), about: { "@id": `${pageUrl}#business` } },
  ];
}

/** A cost-guide page's JSON-LD (costGuideJsonLd) in `locale`: the FAQ and HowTo state their language. */
export function costGuideJsonLdIn(
  locale: Locale,
  crumbs: readonly Crumb[],
  shown: {
    questions: readonly FaqEntry[];
    steps: readonly { name: string; text: string }[];
    howTo: string;
  } | null,
  page: { path: string; title: string },
): JsonLdObject[] {
  const nodes = costGuideJsonLd(crumbs, shown);
  if (locale === "en") return nodes;
  return [
    ...nodes.map((node) => {
      const fields = node as unknown as Record<string, unknown>;
      if (fields["@type"] === "HowTo" && shown) return { ...fields, name: shown.howTo, inLanguage: locale };
      return fields["@type"] === "FAQPage" ? { ...fields, inLanguage: locale } : fields;
    }),
    webPageJsonLd(locale, localizedPath(locale, page.path), page.title),
  ] as JsonLdObject[];
}

/** A hub page's JSON-LD: its trail, and on a Spanish page the WebPage in Spanish. */
export function hubJsonLd(
  locale: Locale,
  crumbs: readonly Crumb[],
  page: { path: string; title: string },
): JsonLdObject | JsonLdObject[] {
  const trail = breadcrumbJsonLd(crumbs);
  return locale === "en"
    ? trail
    : [trail, webPageJsonLd(locale, localizedPath(locale, page.path), page.title)];
}
