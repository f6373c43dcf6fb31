/**
 * JSON-LD builders (schema.org) for the public pages. Pure functions: pages render their output
 * with <JsonLd>, tests check it as data.
 */
import type {
  AdministrativeAreaLeaf,
  AggregateRating,
  BreadcrumbList,
  City,
  FAQPage,
  HousePainterLeaf,
  HowTo,
  LocalBusinessLeaf,
  Offer,
  OpeningHoursSpecificationLeaf,
  Place,
  PostalAddress,
  Review,
  Thing,
  WebSiteLeaf,
  WithContext,
} from "schema-dts";
import { centsToDecimalString } from "@/lib/pricing/money.shared";
import { siteConfig } from "@/lib/site.shared";
import type { PublicReview } from "@/lib/reviews/display.shared";
import type { ZipInfo } from "@/lib/zips/index.shared";

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

/** Real steps a page shows (e.g. how a price is worked out), in order. */
export function howToJsonLd(
  name: string,
  steps: readonly { name: string; text: string }[],
): WithContext<HowTo> {
  return {
    "@context": CONTEXT,
    "@type": "HowTo",
    name,
    step: steps.map((step, i) => ({
      "@type": "HowToStep",
      position: i + 1,
      name: step.name,
      text: step.text,
    })),
  };
}

/**
 * A cost-guide page's JSON-LD: its trail, and, when it shows the guide (the pricing could be read),
 * the questions it answers and the method it explains, from the same words the page shows.
 */
export function costGuideJsonLd(
  crumbs: readonly Crumb[],
  shown: { questions: readonly FaqEntry[]; steps: readonly { name: string; text: string }[] } | null,
): JsonLdObject[] {
  return [
    breadcrumbJsonLd(crumbs),
    ...(shown
      ? [
          faqPageJsonLd(shown.questions),
          howToJsonLd("How an interior painting price is worked out", shown.steps),
        ]
      : []),
  ];
}

/** A price a page shows for a described job (integer cents). */
export interface ShownPrice {
  name: string;
  cents: number;
  description?: string;
}

/** An offer of interior painting at a price the page shows. */
export function shownPriceOfferJsonLd(price: ShownPrice, areaServed?: Offer["areaServed"]): Offer {
  const amount = centsToDecimalString(price.cents);
  return {
    "@type": "Offer",
    name: price.name,
    ...(price.description ? { description: price.description } : {}),
    price: amount,
    priceCurrency: "USD",
    priceSpecification: { "@type": "PriceSpecification", price: amount, priceCurrency: "USD" },
    itemOffered: { "@type": "Service", serviceType: SERVICE_TYPE, name: price.name },
    ...(areaServed ? { areaServed } : {}),
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

/** Business hours (docs/product.md §9): every day, 08:00–18:00. */
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

/** The business's own address (siteConfig.address). */
export function businessAddressJsonLd(): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: siteConfig.address.street,
    addressLocality: siteConfig.address.city,
    addressRegion: siteConfig.address.region,
    postalCode: siteConfig.address.postalCode,
    addressCountry: "US",
  };
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
 * schema.org has no serviceType on LocalBusiness itself, so the service is an Offer's Service; the
 * typical jobs' prices the page shows (`prices`) follow as offers of their own.
 * Typed as the leaf, not the LocalBusiness union (which admits a bare string), so callers can read fields.
 */
export function localBusinessJsonLd(
  zip: ZipInfo,
  base?: string,
  reviews?: ReviewMarkup,
  prices: readonly ShownPrice[] = [],
): WithContext<LocalBusinessLeaf> {
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
    address: businessAddressJsonLd(),
    openingHoursSpecification: openingHoursJsonLd(),
    areaServed,
    makesOffer: [
      {
        "@type": "Offer",
        itemOffered: {
          "@type": "Service",
          serviceType: SERVICE_TYPE,
          name: `Interior painting in ${zip.city}, ${zip.state} ${zip.zipCode}`,
          areaServed,
          provider: { "@id": `${pageUrl}#business` },
        },
      },
      // The typical jobs' prices the page shows, and only those.
      ...prices.map((price) => shownPriceOfferJsonLd(price, areaServed)),
    ],
    ...reviewProperties(reviews),
  };
}

/**
 * The published reviews a page shows, for its markup: the figures must be the ones on the page
 * (`average` null when the page shows no average), and `shown` exactly the reviews listed.
 */
export interface ReviewMarkup {
  shown: readonly PublicReview[];
  count: number;
  average: string | null;
}

export function reviewJsonLd(review: PublicReview): Review {
  return {
    "@type": "Review",
    author: { "@type": "Person", name: review.author },
    datePublished: review.publishedOn,
    reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    ...(review.text ? { reviewBody: review.text } : {}),
  };
}

export function aggregateRatingJsonLd(average: string, count: number): AggregateRating {
  return {
    "@type": "AggregateRating",
    ratingValue: average,
    reviewCount: count,
    bestRating: 5,
    worstRating: 1,
  };
}

/** aggregateRating and review for a business node: nothing at all when the page shows no reviews. */
function reviewProperties(reviews: ReviewMarkup | undefined) {
  if (!reviews || reviews.shown.length === 0) return {};
  return {
    review: reviews.shown.map(reviewJsonLd),
    ...(reviews.average ? { aggregateRating: aggregateRatingJsonLd(reviews.average, reviews.count) } : {}),
  };
}

/** The four counties the business serves, as schema.org administrative areas. */
export function servedCountiesJsonLd(): AdministrativeAreaLeaf[] {
  return siteConfig.counties.map((county) => ({
    "@type": "AdministrativeArea",
    name: `${county} County, ${siteConfig.address.region}`,
  }));
}

/**
 * The business as a whole, for the home page: a HousePainter with the contact data, hours and
 * counties the page shows (its footer), and the page's reviews when it shows any.
 */
export function homeBusinessJsonLd(
  reviews?: ReviewMarkup,
  base?: string,
  translated?: TranslatedHome,
): WithContext<HousePainterLeaf> {
  const url = absoluteUrl("/", base);
  return {
    "@context": CONTEXT,
    "@type": "HousePainter",
    // One business, whichever language's home page describes it.
    "@id": `${url}#business`,
    name: siteConfig.name,
    description: translated?.description ?? siteConfig.description,
    url: translated ? absoluteUrl(translated.path, base) : url,
    image: absoluteUrl(translated ? `${translated.path}/opengraph-image` : "/opengraph-image", base),
    telephone: siteConfig.phone,
    email: siteConfig.email,
    priceRange: "$$",
    address: businessAddressJsonLd(),
    openingHoursSpecification: openingHoursJsonLd(),
    areaServed: servedCountiesJsonLd(),
    ...reviewProperties(reviews),
  };
}

/**
 * The home page in another language than English: its address ("/es"), its language ("es") and the
 * business's description in it. Without one, the builders give the English home page's markup.
 */
export interface TranslatedHome {
  path: string;
  language: string;
  description: string;
}

/** The site itself, published by the business (`translated`: its Spanish home, in Spanish). */
export function websiteJsonLd(base?: string, translated?: TranslatedHome): WithContext<WebSiteLeaf> {
  const url = absoluteUrl("/", base);
  if (translated) {
    const translatedUrl = absoluteUrl(translated.path, base);
    return {
      "@context": CONTEXT,
      "@type": "WebSite",
      "@id": `${translatedUrl}#website`,
      name: siteConfig.name,
      url: translatedUrl,
      inLanguage: translated.language,
      publisher: { "@id": `${url}#business` },
    };
  }
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${url}#website`,
    name: siteConfig.name,
    url,
    publisher: { "@id": `${url}#business` },
  };
}

/**
 * The JSON for a <script type="application/ld+json">: "<" is escaped so that text such as
 * "</script>" inside a value can never close the script element early.
 */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
