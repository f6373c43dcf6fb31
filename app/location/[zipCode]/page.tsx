import type { Metadata } from "next";
import { PageLink } from "@/components/site/page-link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { CalendarClock } from "@/components/ui/static-icons/calendar-clock";
import { Clock } from "@/components/ui/static-icons/clock";
import { MapPin } from "@/components/ui/static-icons/map-pin";
import { Paintbrush } from "@/components/ui/static-icons/paintbrush";
import { Phone } from "@/components/ui/static-icons/phone";
import { ShieldCheck } from "@/components/ui/static-icons/shield-check";
import { Star } from "@/components/ui/static-icons/star";
import { Users } from "@/components/ui/static-icons/users";
import { CheckList } from "@/components/content/check-list";
import { ContentSection } from "@/components/content/content-section";
import { FeatureGrid } from "@/components/content/feature-grid";
import { ClosingCta } from "@/components/home/closing-cta";
import { CountyReviews } from "@/components/location/county-reviews";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { Button } from "@/components/ui/button";
import { db } from "@/lib/db";
import { formatDollars, formatHours } from "@/lib/format.shared";
import { shownDoorCost } from "@/lib/pricing/repository";
import { NO_REVIEWS, shownAverage, trustRating } from "@/lib/reviews/display.shared";
import { orWithoutReviews, publishedReviews, reviewStats } from "@/lib/reviews/public";
import { breadcrumbJsonLd, localBusinessJsonLd, pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/lib/seo/json-ld";
import { COUNTY_COPY, listNames, localName } from "@/lib/seo/location-copy";
import { siteConfig } from "@/lib/site.shared";
import { locationCrumbs, locationImageAlt, placeName } from "@/lib/seo/service-areas";
import { findZip, ZIP_CODES, type ZipInfo } from "@/lib/zips/index.shared";
import { nearestZips } from "@/lib/zips/nearby.shared";
import { LocationNotFoundCard } from "./location-not-found";

type Props = { params: Promise<{ zipCode: string }> };

/**
 * Prerendered, then regenerated in the background at most this often (and at once on the instance
 * where a moderator publishes or hides a review): the county's reviews stay fresh without a deploy.
 */
export const revalidate = 300;

/** Every zip of the built-in list is prerendered at build time. */
export function generateStaticParams() {
  return ZIP_CODES.map((zip) => ({ zipCode: zip.zipCode }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const zip = findZip((await params).zipCode);
  if (!zip) return { title: "Location Not Found", robots: { index: false } };
  const title = `Interior Painting in ${placeName(zip)}`;
  const areas = zip.neighborhoods.length ? ` Serving ${listNames(zip.neighborhoods)}.` : "";
  const description = `Instant interior painting quotes and vetted local painters in ${placeName(zip)}.${areas} Book online, open every day 8 AM–6 PM, and pay only after the work is done.`;
  return pageMetadata({
    title,
    description,
    path: `/location/${zip.zipCode}`,
    image: { url: `/location/${zip.zipCode}/opengraph-image`, alt: locationImageAlt(zip) },
  });
}

/** The nearby list's heading: its county when every neighbour is in it, else no county at all. */
function nearbyTitle(zip: ZipInfo, nearby: readonly ZipInfo[]): string {
  return nearby.every((other) => other.county === zip.county)
    ? `Nearby in ${zip.county} County`
    : "Nearby areas";
}

/** What the price includes; the door price is the one in force (refreshed when it changes). */
const included = (doorCost: number) => [
  "Walls, ceilings, trim, doors and window trim",
  doorCost > 0
    ? `Doors at ${formatDollars(doorCost)} each, both sides and the trim included`
    : "Doors painted on both sides, the trim included",
  "Patching, sanding, caulking and spot priming",
  "Furniture moved and covered, floors protected",
  "Standard, premium or luxury paint — or your own",
  "Daily clean-up and a final walk-through with you",
];

export default async function LocationPage({ params }: Props) {
  const zip = findZip((await params).zipCode);
  if (!zip) {
    return (
      <>
        <LocationNotFoundCard />
        <Suspense fallback={null}>
          <NotFoundStatus />
        </Suspense>
      </>
    );
  }

  const [countyReviews, allStats, doorCost] = await Promise.all([
    orWithoutReviews(publishedReviews(db, zip.county), NO_REVIEWS, `location ${zip.zipCode}`),
    orWithoutReviews(reviewStats(db), NO_REVIEWS.stats, `location ${zip.zipCode}`),
    shownDoorCost(db),
  ]);
  const rating = trustRating(allStats);
  const copy = COUNTY_COPY[zip.county];
  const name = localName(zip);
  const neighbourhoods = listNames(zip.neighborhoods);
  const crumbs = locationCrumbs(zip);
  const nearby = nearestZips(zip, ZIP_CODES);
  const benefits = [
    {
      icon: MapPin,
      title: "Local Knowledge",
      text: `Our painters work in ${zip.county} County every week. They know the ${copy.homes} of ${listNames(
        [name, ...zip.neighborhoods.filter((n) => n !== name)],
      )}, and the parking, stairs and plaster that come with them.`,
    },
    { icon: Users, title: "Community Reputation", text: copy.reputation },
    {
      icon: CalendarClock,
      title: "Convenient Service",
      text: `Book online in minutes, choose a morning or afternoon slot — work can often start within 3 days — and reschedule or cancel free of charge up to 24 hours before through the link in your e-mail.`,
    },
  ];

  return (
    <>
      <JsonLd
        data={[
          localBusinessJsonLd(zip, undefined, {
            shown: countyReviews.latest,
            count: countyReviews.stats.count,
            average: shownAverage(countyReviews.stats),
          }),
          breadcrumbJsonLd(crumbs),
        ]}
      />

      <Breadcrumbs crumbs={crumbs} />

      <section aria-labelledby="location-title" className="px-4 pt-8 pb-16">
        <div className="mx-auto max-w-6xl">
          <p className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-primary">
            <MapPin className="size-4" aria-hidden="true" />
            {zip.county} County, Pennsylvania
          </p>
          <h1
            id="location-title"
            className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            Interior Painting in {zip.city}, {zip.state} {zip.zipCode}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
            Get an instant, room-by-room painting price for your home in {zip.city}
            {neighbourhoods ? ` — ${neighbourhoods}` : ""} — and book a vetted local painter online. No site
            visit, no waiting for a call back, and nothing to pay until the work is done.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <GetQuoteButton size="lg">Get Quote</GetQuoteButton>
            <Button asChild size="lg" variant="outline">
              <a href={siteConfig.phoneHref}>
                <Phone aria-hidden="true" />
                {siteConfig.phone}
              </a>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            <li className="flex items-center gap-2">
              <Star className="size-4 text-primary" aria-hidden="true" />
              {rating.value} customer rating
              {rating.reviewCount ? ` from ${rating.reviewCount.toLocaleString("en-US")} reviews` : ""}
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
              Satisfaction guarantee
            </li>
            <li className="flex items-center gap-2">
              <Clock className="size-4 text-primary" aria-hidden="true" />
              Open every day, {formatHours(siteConfig.businessHours.opens, siteConfig.businessHours.closes)}
            </li>
          </ul>
        </div>
      </section>

      <ContentSection
        id="why-title"
        title={
          <>
            Why {name} homeowners choose {siteConfig.name}
          </>
        }
        tone="muted"
        intro={copy.craft}
        largeIntro={false}
      >
        <FeatureGrid features={benefits} mark="tile" className="grid gap-6 md:grid-cols-3" />
      </ContentSection>

      <CountyReviews county={zip.county} published={countyReviews} />

      <section aria-labelledby="service-title" className="px-4 py-16">
        <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-[1.3fr_1fr]">
          <article className="rounded-xl border-2 border-primary bg-card p-6 shadow-sm sm:p-8">
            <span className="mb-4 flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Paintbrush className="size-6" aria-hidden="true" />
            </span>
            <h2 id="service-title" className="mb-2 text-2xl font-bold">
              Complete Interior Painting
            </h2>
            <p className="mb-6 text-muted-foreground">
              One bedroom or the whole house in {zip.city}: walls, ceilings and trim priced room by room, with
              the paint quality and finish you choose for each surface.
            </p>
            <CheckList items={included(doorCost)} small className="mb-8 grid gap-2 text-sm sm:grid-cols-2" />
            <GetQuoteButton>Get Quote</GetQuoteButton>
          </article>
          <div className="space-y-6">
            <div className="rounded-xl border bg-card p-6 shadow-sm">
              <h2 className="mb-3 text-lg font-semibold">Areas we cover in {zip.zipCode}</h2>
              {zip.neighborhoods.length ? (
                <ul className="flex flex-wrap gap-2">
                  {zip.neighborhoods.map((n) => (
                    <li key={n} className="rounded-full bg-muted px-3 py-1 text-sm">
                      {n}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">All of {zip.city}.</p>
              )}
              <p className="mt-4 text-sm text-muted-foreground">
                About {zip.population.toLocaleString("en-US")} residents live in this zip code. Payment is due
                only after the work is completed, by cash, check or major credit card.
              </p>
            </div>
            <nav aria-labelledby="nearby-title" className="rounded-xl border bg-card p-6 shadow-sm">
              <h2 id="nearby-title" className="mb-3 text-lg font-semibold">
                {nearbyTitle(zip, nearby)}
              </h2>
              <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
                {nearby.map((other) => (
                  <li key={other.zipCode}>
                    <PageLink
                      href={`/location/${other.zipCode}`}
                      className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      {localName(other)} {other.zipCode}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </section>

      <ClosingCta
        id="location-cta-title"
        title={`Ready to paint your ${name} home?`}
        text={`See your exact price in about five minutes, then pick a date with a painter who works in ${zip.city}. Quotes are valid for 30 days, and every job carries our 1-year workmanship warranty.`}
      />
    </>
  );
}

/**
 * Answers an unknown zip with HTTP 404 while the card above stays server-rendered. A plain
 * notFound() from the page makes Next 16 production builds send an empty HTML shell (the card
 * would only appear after hydration, vercel/next.js#98295); thrown inside a Suspense boundary it
 * still sets the 404 status but leaves the rest of the page in the HTML.
 */
async function NotFoundStatus(): Promise<null> {
  notFound();
}
