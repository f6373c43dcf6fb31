import type { Metadata } from "next";
import { ContentSection } from "@/components/content/content-section";
import { CostGuideHead } from "@/components/cost-guide/cost-guide-head";
import { GuideSections } from "@/components/cost-guide/guide-sections";
import { linkClass } from "@/components/cost-guide/typical-job-prices";
import { CountyReviews } from "@/components/location/county-reviews";
import { LocalCta } from "@/components/location/local-cta";
import { PageLink } from "@/components/site/page-link";
import { costGuideInForce } from "@/lib/cost-guide/load";
import { guideIn, jobLabel } from "@/lib/cost-guide/localized";
import { countyGuidePath } from "@/lib/cost-guide/paths.shared";
import { db } from "@/lib/db";
import { getT } from "@/lib/i18n/server";
import { localizedPath, type Locale } from "@/lib/i18n/locales.shared";
import { countyFacts, type CountyFacts } from "@/lib/locations/local-facts";
import { NO_REVIEWS, shownAverage } from "@/lib/reviews/display.shared";
import { orWithoutReviews, publishedReviews } from "@/lib/reviews/public";
import { pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/lib/seo/json-ld";
import { costGuideJsonLdIn } from "@/lib/seo/local-json-ld";
import {
  businessHoursIn,
  calendarDate,
  countIn,
  countyHeading,
  countyLabel,
  locationPath,
} from "@/lib/seo/local-words";
import { localName } from "@/lib/seo/location-copy";
import { BOOKING_HORIZON_DAYS } from "@/lib/scheduling/window";
import { countyBySlug } from "@/lib/zips/county-pages.shared";
import { zipsByCounty, type CountyName } from "@/lib/zips/index.shared";
import { costGuideCrumbs } from "./cost-guide-page";

/** The county of a cost guide's address (dynamicParams = false: only the four served counties reach here). */
function countyOf(slug: string): CountyName {
  return countyBySlug(slug)!;
}

export function countyCostGuideMetadata(locale: Locale, slug: string): Metadata {
  const t = getT(locale, "costGuide");
  const county = countyOf(slug);
  return pageMetadata({
    title: t("county.title", { county: countyLabel(locale, county) }),
    path: countyGuidePath(county),
    description: t("county.description", { county: countyLabel(locale, county) }),
    locale,
  });
}

/** The county's facts that have data behind them, in words. */
function factLines(
  locale: Locale,
  county: CountyName,
  facts: CountyFacts,
  reviews: { count: number; average: string | null },
) {
  const t = getT(locale, "costGuide");
  const name = countyLabel(locale, county);
  const lines: string[] = [];
  if (facts.painters !== undefined && facts.painters > 0) {
    lines.push(
      t("county.painters", { count: facts.painters, shown: countIn(locale, facts.painters), county: name }),
    );
  }
  if (facts.nextStart) {
    lines.push(
      t("county.firstStart", {
        job: jobLabel(locale, "bedroom").toLowerCase(),
        date: calendarDate(locale, facts.nextStart),
      }),
    );
  } else if (facts.nextStart === null) {
    lines.push(t("county.noStart", { county: name, days: BOOKING_HORIZON_DAYS }));
  }
  if (facts.completedJobs !== undefined) {
    lines.push(t("county.completed", { count: countIn(locale, facts.completedJobs), county: name }));
  }
  if (reviews.average) {
    lines.push(
      t("county.rated", { average: reviews.average, count: countIn(locale, reviews.count), county: name }),
    );
  }
  return lines;
}

/** A county's cost guide (/cost/interior-painting/{county} and its /es twin). */
export async function CountyCostGuidePage({ locale, slug }: { locale: Locale; slug: string }) {
  const county = countyOf(slug);
  const [loaded, facts, reviews] = await Promise.all([
    costGuideInForce(db),
    countyFacts(db, county),
    orWithoutReviews(publishedReviews(db, county), NO_REVIEWS, `cost guide ${county} County`),
  ]);
  const t = getT(locale, "costGuide");
  const name = countyLabel(locale, county);
  const shown = loaded ? guideIn(locale, loaded) : null;
  const path = countyGuidePath(county);
  const crumbs = [
    ...costGuideCrumbs(locale),
    { name: countyHeading(locale, county), path: localizedPath(locale, path) },
  ];
  const title = t("county.title", { county: name });
  const lines = factLines(locale, county, facts, {
    count: reviews.stats.count,
    average: shownAverage(reviews.stats),
  });
  return (
    <>
      <JsonLd data={costGuideJsonLdIn(locale, crumbs, shown, { path, title })} />
      <CostGuideHead locale={locale} crumbs={crumbs} title={title}>
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{t("county.intro", { county: name })}</p>
        <p className="mt-4 max-w-2xl text-muted-foreground">
          {getT(locale, "location")(`countyCopy.${county}.craft`)}
        </p>
      </CostGuideHead>

      {lines.length > 0 && (
        <ContentSection
          id="county-facts-title"
          title={t("county.factsTitle", { county: name })}
          largeIntro={false}
        >
          <ul className="max-w-3xl list-disc space-y-2 pl-5">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </ContentSection>
      )}

      <GuideSections
        locale={locale}
        guide={shown?.guide ?? null}
        jobs={shown?.jobs ?? []}
        steps={shown?.steps ?? []}
        questions={shown?.questions ?? []}
      />

      <CountyReviews locale={locale} county={name} published={reviews} />

      <nav aria-labelledby="county-places-title" className="px-4 py-12">
        <div className="mx-auto max-w-6xl">
          <h2 id="county-places-title" className="mb-3 text-lg font-semibold">
            {t("county.placesTitle", { county: name })}
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-4">
            {zipsByCounty(county).map((zip) => (
              <li key={zip.zipCode}>
                <PageLink href={locationPath(locale, zip.zipCode)} className={linkClass}>
                  {localName(zip)} {zip.zipCode}
                </PageLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>

      <LocalCta
        locale={locale}
        id="cost-cta-title"
        title={t("county.ctaTitle", { county: name })}
        text={getT(locale, "localFacts")("cta.text")}
        hours={businessHoursIn(locale)}
      />
    </>
  );
}
