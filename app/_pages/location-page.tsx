import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { CheckList } from "@/components/content/check-list";
import { ContentSection } from "@/components/content/content-section";
import { FeatureGrid } from "@/components/content/feature-grid";
import { CostGuideLinks, TypicalJobPrices } from "@/components/cost-guide/typical-job-prices";
import { CountyReviews } from "@/components/location/county-reviews";
import { LocalCta } from "@/components/location/local-cta";
import { LocationNotFoundCard } from "@/components/location/location-not-found";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { PageLink } from "@/components/site/page-link";
import { Button } from "@/components/ui/button";
import { CalendarClock } from "@/components/ui/static-icons/calendar-clock";
import { Clock } from "@/components/ui/static-icons/clock";
import { MapPin } from "@/components/ui/static-icons/map-pin";
import { Paintbrush } from "@/components/ui/static-icons/paintbrush";
import { Phone } from "@/components/ui/static-icons/phone";
import { ShieldCheck } from "@/components/ui/static-icons/shield-check";
import { Star } from "@/components/ui/static-icons/star";
import { Users } from "@/components/ui/static-icons/users";
import { jobLabel, shownJobs } from "@/lib/cost-guide/localized";
import { countyGuidePath } from "@/lib/cost-guide/paths.shared";
import { db } from "@/lib/db";
import { formatDollars } from "@/lib/format.shared";
import { getT } from "@/lib/i18n/server";
import { localizedPath, type Locale } from "@/lib/i18n/locales.shared";
import { localFacts, type LocalFacts } from "@/lib/locations/local-facts";
import { shownDoorCost } from "@/lib/pricing/repository";
import { NO_REVIEWS, shownAverage, trustRating } from "@/lib/reviews/display.shared";
import { orWithoutReviews, publishedReviews, reviewStats } from "@/lib/reviews/public";
import { pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/lib/seo/json-ld";
import { locationJsonLd } from "@/lib/seo/local-json-ld";
import {
  businessHoursIn,
  calendarDate,
  countIn,
  countyLabel,
  listNamesIn,
  locationCrumbsIn,
  locationImageAltIn,
  locationPath,
} from "@/lib/seo/local-words";
import { localName } from "@/lib/seo/location-copy";
import { placeName } from "@/lib/seo/service-areas";
import { siteConfig } from "@/lib/site.shared";
import { BOOKING_HORIZON_DAYS } from "@/lib/scheduling/window";
import { findZip, ZIP_CODES, type ZipInfo } from "@/lib/zips/index.shared";
import { nearestZips } from "@/lib/zips/nearby.shared";

type T = ReturnType<typeof getT<"location">>;

export function locationMetadata(locale: Locale, zipCode: string): Metadata {
  const t = getT(locale, "location");
  const zip = findZip(zipCode);
  if (!zip) return { title: t("notFound.title"), robots: { index: false } };
  const place = placeName(zip);
  const serving = zip.neighborhoods.length
    ? t("meta.serving", { names: listNamesIn(locale, zip.neighborhoods) })
    : "";
  return pageMetadata({
    title: t("meta.title", { place }),
    description: t("meta.description", { place, serving }),
    path: `/location/${zip.zipCode}`,
    image: {
      url: `${locationPath(locale, zip.zipCode)}/opengraph-image`,
      alt: locationImageAltIn(locale, zip),
    },
    locale,
  });
}

/** The nearby list's heading: its county when every neighbour is in it, else no county at all. */
function nearbyTitle(t: T, county: string, zip: ZipInfo, nearby: readonly ZipInfo[]): string {
  return nearby.every((other) => other.county === zip.county)
    ? t("service.nearbyIn", { county })
    : t("service.nearby");
}

/** What the price includes; the door price is the one in force (refreshed when it changes). */
const included = (t: T, doorCost: number) => [
  t("service.walls"),
  doorCost > 0 ? t("service.doorsAt", { price: formatDollars(doorCost) }) : t("service.doors"),
  t("service.prep"),
];

/** The Convenient Service card: a start date only when the calendar has one. */
function convenientService(locale: Locale, t: T, zip: ZipInfo, facts: LocalFacts): string {
  if (facts.nextStart) {
    return t("why.firstStart", {
      job: jobLabel(locale, "bedroom").toLowerCase(),
      zip: zip.zipCode,
      date: calendarDate(locale, facts.nextStart),
    });
  }
  if (facts.nextStart === null) return t("why.noStart", { zip: zip.zipCode, days: BOOKING_HORIZON_DAYS });
  return t("why.bookSlot");
}

/** The Community Reputation card: the county's published reviews and this zip's completed jobs, when there are enough. */
function communityReputation(
  locale: Locale,
  t: T,
  zip: ZipInfo,
  facts: LocalFacts,
  reviews: { count: number; average: string | null },
) {
  const parts: string[] = [];
  if (reviews.average) {
    parts.push(
      t("why.countyRating", {
        county: countyLabel(locale, zip.county),
        average: reviews.average,
        count: countIn(locale, reviews.count),
      }),
    );
  }
  if (facts.completedJobs !== undefined) {
    parts.push(t("why.completedSoFar", { count: countIn(locale, facts.completedJobs), zip: zip.zipCode }));
  }
  return parts.length ? parts.join(" ") : t(`countyCopy.${zip.county}.reputation`);
}

/**
 * A location page (docs/product.md §2 "Location page") in one language: app/(en)/location/[zipCode]
 * and app/es/location/[zipCode]. Its facts (typical prices, painters, next start, completed jobs,
 * the county's reviews) are read at render time and kept as long as the route's `revalidate`.
 */
export async function LocationPage({ locale, zipCode }: { locale: Locale; zipCode: string }) {
  const zip = findZip(zipCode);
  if (!zip) {
    return (
      <>
        <LocationNotFoundCard locale={locale} />
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
  const t = getT(locale, "location");
  const local = getT(locale, "localFacts");
  const rating = trustRating(allStats);
  const county = countyLabel(locale, zip.county);
  const homes = t(`countyCopy.${zip.county}.homes`);
  const name = localName(zip);
  const neighbourhoods = listNamesIn(locale, zip.neighborhoods);
  const crumbs = locationCrumbsIn(locale, zip);
  const nearby = nearestZips(zip, ZIP_CODES);
  const hours = businessHoursIn(locale);
  const places = listNamesIn(locale, [name, ...zip.neighborhoods.filter((n) => n !== name)]);
  const benefits = [
    {
      icon: MapPin,
      title: t("why.localKnowledge"),
      // Only painters who serve the zip make "our painters know" true.
      text: t(facts.painters ? "why.know" : "why.priceFor", { homes, places }),
    },
    {
      icon: Users,
      title: t("why.reputation"),
      text: communityReputation(locale, t, zip, facts, {
        count: countyReviews.stats.count,
        average: shownAverage(countyReviews.stats),
      }),
    },
    { icon: CalendarClock, title: t("why.convenient"), text: convenientService(locale, t, zip, facts) },
  ];
  const jobs = facts.typicalJobs ? shownJobs(locale, facts.typicalJobs) : undefined;
  const shownPrices = (jobs ?? []).map((job) => ({
    name: t("prices.jobIn", { job: job.label, name }),
    cents: job.totalCents,
  }));

  return (
    <>
      <JsonLd
        data={locationJsonLd(locale, zip, {
          reviews: {
            shown: countyReviews.latest,
            count: countyReviews.stats.count,
            average: shownAverage(countyReviews.stats),
          },
          prices: shownPrices,
          crumbs,
          title: t("meta.title", { place: placeName(zip) }),
        })}
      />

      <Breadcrumbs crumbs={crumbs} label={local("breadcrumb")} />

      <section aria-labelledby="location-title" className="px-4 pt-8 pb-16">
        <div className="mx-auto max-w-6xl">
          <p className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-primary">
            <MapPin className="size-4" aria-hidden="true" />
            {t("badge", { county })}
          </p>
          <h1
            id="location-title"
            className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl"
          >
            {t("title", { place: placeName(zip) })}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
            {t(facts.nextStart ? "leadBooking" : "lead", {
              places: neighbourhoods || zip.city,
              zip: zip.zipCode,
            })}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <GetQuoteButton size="lg">{local("getQuote")}</GetQuoteButton>
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
                {t("facts.painters", {
                  count: facts.painters,
                  shown: countIn(locale, facts.painters),
                  zip: zip.zipCode,
                })}
              </li>
            )}
            {facts.nextStart && (
              <li className="flex items-center gap-2">
                <CalendarClock className="size-4 text-primary" aria-hidden="true" />
                {t("facts.nextStart", { date: calendarDate(locale, facts.nextStart) })}
              </li>
            )}
            {facts.completedJobs !== undefined && (
              <li className="flex items-center gap-2">
                <Paintbrush className="size-4 text-primary" aria-hidden="true" />
                {t("facts.completed", { count: countIn(locale, facts.completedJobs), zip: zip.zipCode })}
              </li>
            )}
            <li className="flex items-center gap-2">
              <Star className="size-4 text-primary" aria-hidden="true" />
              {rating.reviewCount
                ? t("facts.ratingFrom", { value: rating.value, count: countIn(locale, rating.reviewCount) })
                : t("facts.rating", { value: rating.value })}
            </li>
            <li className="flex items-center gap-2">
              <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
              {t("facts.guarantee")}
            </li>
            <li className="flex items-center gap-2">
              <Clock className="size-4 text-primary" aria-hidden="true" />
              {t("facts.open", { hours })}
            </li>
          </ul>
        </div>
      </section>

      {jobs && (
        <ContentSection
          id="local-prices-title"
          title={t("prices.title", { name })}
          intro={t("prices.intro", { zip: zip.zipCode })}
          largeIntro={false}
        >
          <TypicalJobPrices locale={locale} jobs={jobs} where={name} />
          <CostGuideLinks
            locale={locale}
            county={{ name: county, path: localizedPath(locale, countyGuidePath(zip.county)) }}
          />
        </ContentSection>
      )}

      <ContentSection id="why-title" title={t("why.title", { name, brand: siteConfig.name })} tone="muted">
        <FeatureGrid features={benefits} mark="tile" className="grid gap-6 md:grid-cols-3" />
      </ContentSection>

      <CountyReviews locale={locale} county={county} published={countyReviews} />

      <section aria-labelledby="service-title" className="px-4 py-16">
        <div className="mx-auto grid max-w-6xl gap-8 lg:grid-cols-[1.3fr_1fr]">
          <article className="rounded-xl border-2 border-primary bg-card p-6 shadow-sm sm:p-8">
            <span className="mb-4 flex size-12 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Paintbrush className="size-6" aria-hidden="true" />
            </span>
            <h2 id="service-title" className="mb-2 text-2xl font-bold">
              {t("service.title")}
            </h2>
            <p className="mb-6 text-muted-foreground">{t("service.text", { zip: zip.zipCode })}</p>
            <CheckList
              items={included(t, doorCost)}
              small
              className="mb-8 grid gap-2 text-sm sm:grid-cols-2"
            />
            <GetQuoteButton>{local("getQuote")}</GetQuoteButton>
          </article>
          <div className="space-y-6">
            <div className="rounded-xl border bg-card p-6 shadow-sm">
              <h2 className="mb-3 text-lg font-semibold">{t("service.areas", { zip: zip.zipCode })}</h2>
              {zip.neighborhoods.length ? (
                <ul className="flex flex-wrap gap-2">
                  {zip.neighborhoods.map((n) => (
                    <li key={n} className="rounded-full bg-muted px-3 py-1 text-sm">
                      {n}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">{t("service.allOf", { city: zip.city })}</p>
              )}
              <p className="mt-4 text-sm text-muted-foreground">
                {t("service.residents", { count: countIn(locale, zip.population), zip: zip.zipCode })}
              </p>
            </div>
            <nav aria-labelledby="nearby-title" className="rounded-xl border bg-card p-6 shadow-sm">
              <h2 id="nearby-title" className="mb-3 text-lg font-semibold">
                {nearbyTitle(t, county, zip, nearby)}
              </h2>
              <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
                {nearby.map((other) => (
                  <li key={other.zipCode}>
                    <PageLink
                      href={locationPath(locale, other.zipCode)}
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

      <LocalCta
        locale={locale}
        id="location-cta-title"
        title={t("cta.title", { name })}
        text={
          facts.nextStart
            ? t("cta.withStart", { zip: zip.zipCode, date: calendarDate(locale, facts.nextStart) })
            : t("cta.noStart", { zip: zip.zipCode })
        }
        hours={hours}
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
