/**
 * JSON-LD builders (schema.org) for the public pages. Pure functions: pages render their output
 * with <JsonLd>, tests check it as data.
 */
import type {
  BreadcrumbList,
  City,
  FAQPage,
  LocalBusinessLeaf,
  OpeningHoursSpecificationLeaf,
  Place,
  Thing,
  WithContext,
} from "schema-dts";
import { siteConfig } from "@/lib/site";
import type { ZipInfo } from "@/lib/zips";

/** A top-level JSON-LD node; schema-dts checks property names and value shapes against schema.org. */
export type JsonLdObject = WithContext<Thing>;

const CONTEXT = "https://schema.org";

/** An absolute address on the public site. */
export function absoluteUrl(path = "/", base: string = siteConfig.url): string {
  return new URL(path, base.endsWith("/") ? base : `${base}/`).toString();
}

export interface FaqEntry {
  question: string;
  /** Plain text (no markup). */
  answer: string;
}

export function faqPageJsonLd(entries: readonly FaqEntry[]): WithContext<FAQPage> {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: entries.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

export interface Crumb {
  name: string;
  /** Site path ("/location/19103"); made absolute. */
  path: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], base?: string): WithContext<BreadcrumbList> {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path, base),
    })),
  };
}

export const EVERY_DAY = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

/** Business hours (spec §9): every day, 08:00–18:00. */
export function openingHoursJsonLd(): OpeningHoursSpecificationLeaf[] {
  return [
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...EVERY_DAY],
      opens: siteConfig.businessHours.opens,
      closes: siteConfig.businessHours.closes,
    },
  ];
}

export const SERVICE_TYPE = "Interior painting";

/** The places a location page serves: its city (in its county) and its zip code. */
export function areaServedJsonLd(zip: ZipInfo): [City, Place] {
  return [
    {
      "@type": "City",
      name: `${zip.city}, ${zip.state}`,
      containedInPlace: { "@type": "AdministrativeArea", name: `${zip.county} County, ${zip.state}` },
    },
    {
      "@type": "Place",
      name: `ZIP code ${zip.zipCode}`,
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

/**
 * LocalBusiness for a location page: the business serving one city and zip, with opening hours
 * every day 08:00–18:00, price range "$$" and the interior painting service it offers there.
 * schema.org has no serviceType on LocalBusiness itself, so the service is an Offer's Service.
 * Typed as the leaf, not the LocalBusiness union (which admits a bare string), so callers can read fields.
 */
export function localBusinessJsonLd(zip: ZipInfo, base?: string): WithContext<LocalBusinessLeaf> {
  const pageUrl = absoluteUrl(`/location/${zip.zipCode}`, base);
  const areaServed = areaServedJsonLd(zip);
  return {
    "@context": CONTEXT,
    "@type": "LocalBusiness",
    additionalType: "https://schema.org/HousePainter",
    "@id": `${pageUrl}#business`,
    name: `${siteConfig.name} – ${zip.city}, ${zip.state} ${zip.zipCode}`,
    description: `Interior painting in ${zip.city}, ${zip.state} ${zip.zipCode}${
      zip.neighborhoods.length ? ` (${zip.neighborhoods.join(", ")})` : ""
    }: instant room-by-room quotes and vetted local painters.`,
    url: pageUrl,
    image: absoluteUrl("/opengraph-image", base),
    telephone: siteConfig.phone,
    email: siteConfig.email,
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      streetAddress: siteConfig.address.street,
      addressLocality: siteConfig.address.city,
      addressRegion: siteConfig.address.region,
      postalCode: siteConfig.address.postalCode,
      addressCountry: "US",
    },
    openingHoursSpecification: openingHoursJsonLd(),
    areaServed,
    makesOffer: {
      "@type": "Offer",
      itemOffered: {
        "@type": "Service",
        serviceType: SERVICE_TYPE,
        name: `Interior painting in ${zip.city}, ${zip.state} ${zip.zipCode}`,
        areaServed,
        provider: { "@id": `${pageUrl}#business` },
      },
    },
  };
}

/**
 * The JSON for a <script type="application/ld+json">: "<" is escaped so that text such as
 * "</script>" inside a value can never close the script element early.
 */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
