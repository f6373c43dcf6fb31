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
import { CostGuideLinks, TypicalJobPrices } from "@/components/cost-guide/typical-job-prices";
import { ClosingCta } from "@/components/home/closing-cta";
import { CountyReviews } from "@/components/location/county-reviews";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { Button } from "@/components/ui/button";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import { countyGuidePath } from "@/lib/cost-guide/paths.shared";
import { db } from "@/lib/db";
import { formatDollars, formatHours } from "@/lib/format.shared";
import { localFacts, NEXT_START_JOB, type LocalFacts } from "@/lib/locations/local-facts";
import { shownDoorCost } from "@/lib/pricing/repository";
import { NO_REVIEWS, shownAverage, trustRating } from "@/lib/reviews/display.shared";
import { orWithoutReviews, publishedReviews, reviewStats } from "@/lib/reviews/public";
import { breadcrumbJsonLd, localBusinessJsonLd, pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/lib/seo/json-ld";
import { COUNTY_COPY, listNames, localName } from "@/lib/seo/location-copy";
import { siteConfig } from "@/lib/site.shared";
import { BOOKING_HORIZON_DAYS } from "@/lib/scheduling/window";
import { locationCrumbs, locationImageAlt, placeName } from "@/lib/seo/service-areas";
import { findZip, ZIP_CODES, type ZipInfo } from "@/lib/zips/index.shared";
import { nearestZips } from "@/lib/zips/nearby.shared";
import { LocationNotFoundCard } from "./location-not-found";

type Props = { params: Promise<{ zipCode: string }> };

/**
 * Prerendered, then regenerated in the background at most this often (and at once on the instance
 * where a moderator publishes or hides a review, or the pricing changes): the county's reviews, the
 * typical prices and the next start date stay fresh without a deploy. This is those facts' cache:
 * keep it at 300 s or less, or the next start date goes stale.
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
  "Walls, ceilings, trim and window trim",
  doorCost > 0 ? `Doors at ${formatDollars(doorCost)} each, both sides` : "Doors, both sides",
  "Patching, sanding and caulking",
];

/** The Convenient Service card: a start date only when the calendar has one. */
function convenientService(zip: ZipInfo, facts: LocalFacts): string {
  const booking = "free changes up to 24 hours before";
  if (facts.nextStart) {
    return `First free start for ${NEXT_START_JOB.label.toLowerCase()} in ${zip.zipCode}: ${formatBookingDate(facts.nextStart)}. Morning or afternoon slots, ${booking}.`;
  }
  if (facts.nextStart === null) {
    return `No painter has a free start date in ${zip.zipCode} in the next ${BOOKING_HORIZON_DAYS} days; the booking calendar shows one as soon as a painter offers it.`;
  }
  return `Book a morning or afternoon slot online, ${booking}.`;
}

/** The Community Reputation card: the county's published reviews and this zip's completed jobs, when there are enough. */
function communityReputation(
  zip: ZipInfo,
  facts: LocalFacts,
  reviews: { count: number; average: string | null },
  fallback: string,
) {
  const parts: string[] = [];
  if (reviews.average) {
    parts.push(
      `Homeowners in ${zip.county} County rate our painters ${reviews.average} out of 5 over ${reviews.count.toLocaleString("en-US")} published reviews.`,
    );
  }
  if (facts.completedJobs !== undefined) {
    parts.push(`${facts.completedJobs.toLocaleString("en-US")} jobs completed in ${zip.zipCode} so far.`);
  }
  return parts.length ? parts.join(" ") : fallback;
}

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

  const [countyReviews, allStats, doorCost, facts] = await Promise.all([
    orWithoutReviews(publishedReviews(db, zip.county), NO_REVIEWS, `location ${zip.zipCode}`),
    orWithoutReviews(reviewStats(db), NO_REVIEWS.stats, `location ${zip.zipCode}`),
    shownDoorCost(db),
    localFacts(db, zip.zipCode),
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
      // Only painters who serve the zip make "our painters know" true.
      text: `${facts.painters ? "Our painters know" : "We price for"} the ${copy.homes} of ${listNames([
        name,
        ...zip.neighborhoods.filter((n) => n !== name),
      ])}, and the parking, stairs and plaster that come with them.`,
    },
    {
      icon: Users,
      title: "Community Reputation",
      text: communityReputation(
        zip,
        facts,
        { count: countyReviews.stats.count, average: shownAverage(countyReviews.stats) },
        copy.reputation,
      ),
    },
    { icon: CalendarClock, title: "Convenient Service", text: convenientService(zip, facts) },
  ];
  const shownPrices = (facts.typicalJobs ?? []).map((job) => ({
    name: `${job.label} in ${name}`,
    cents: job.totalCents,
  }));

  return (
    <>
      <JsonLd
        data={[
          localBusinessJsonLd(
            zip,
            undefined,
            {
              shown: countyReviews.latest,
              count: countyReviews.stats.count,
              average: shownAverage(countyReviews.stats),
            },
            shownPrices,
          ),
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
            {neighbourhoods ? `${neighbourhoods}: ` : `${zip.city}: `}
            room-by-room painting prices for {zip.zipCode} online
            {facts.nextStart ? ", and a vetted painter booked in minutes." : "."}
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
            {facts.painters !== undefined && facts.painters > 0 && (
              <li className="flex items-center gap-2">
                <Users className="size-4 text-primary" aria-hidden="true" />
                {facts.painters === 1
                  ? `1 vetted painter serves ${zip.zipCode}`
                  : `${facts.painters.toLocaleString("en-US")} vetted painters serve ${zip.zipCode}`}
              </li>
            )}
            {facts.nextStart && (
              <li className="flex items-center gap-2">
                <CalendarClock className="size-4 text-primary" aria-hidden="true" />
                Next free start: {formatBookingDate(facts.nextStart)}
              </li>
            )}
            {facts.completedJobs !== undefined && (
              <li className="flex items-center gap-2">
                <Paintbrush className="size-4 text-primary" aria-hidden="true" />
                {facts.completedJobs.toLocaleString("en-US")} jobs completed in {zip.zipCode}
              </li>
            )}
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

      {facts.typicalJobs && (
        <ContentSection
          id="local-prices-title"
          title={<>What painting costs in {name} today</>}
          intro={`The total a quote for ${zip.zipCode} gives right now, from the prices in force; they follow every price change.`}
          largeIntro={false}
        >
          <TypicalJobPrices jobs={facts.typicalJobs} where={name} />
          <CostGuideLinks county={{ name: zip.county, path: countyGuidePath(zip.county) }} />
        </ContentSection>
      )}

      <ContentSection
        id="why-title"
        title={
          <>
            Why {name} homeowners choose {siteConfig.name}
          </>
        }
        tone="muted"
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
              One bedroom or the whole house in {zip.zipCode}, priced room by room.
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
                About {zip.population.toLocaleString("en-US")} residents live in {zip.zipCode} (an estimate).
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
        text={
          facts.nextStart
            ? `Your exact price for ${zip.zipCode} in about five minutes; the first free start is ${formatBookingDate(facts.nextStart)}.`
            : `Your exact price for ${zip.zipCode} in about five minutes, and nothing to pay until the work is done.`
        }
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
