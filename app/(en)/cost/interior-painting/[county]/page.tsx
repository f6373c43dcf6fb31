import type { Metadata } from "next";
import { ContentSection } from "@/components/content/content-section";
import { CostGuideHead } from "@/components/cost-guide/cost-guide-head";
import { GuideSections } from "@/components/cost-guide/guide-sections";
import { linkClass } from "@/components/cost-guide/typical-job-prices";
import { ClosingCta } from "@/components/home/closing-cta";
import { CountyReviews } from "@/components/location/county-reviews";
import { PageLink } from "@/components/site/page-link";
import { formatBookingDate } from "@/lib/bookings/format.shared";
import { costGuideInForce } from "@/lib/cost-guide/load";
import { COST_GUIDE_PATH, countyGuidePath } from "@/lib/cost-guide/paths.shared";
import { costQuestions, methodSteps } from "@/lib/cost-guide/words.shared";
import { db } from "@/lib/db";
import { countyFacts, NEXT_START_JOB, type CountyFacts } from "@/lib/locations/local-facts";
import { NO_REVIEWS, shownAverage } from "@/lib/reviews/display.shared";
import { orWithoutReviews, publishedReviews } from "@/lib/reviews/public";
import { costGuideJsonLd, pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/lib/seo/json-ld";
import { BOOKING_HORIZON_DAYS } from "@/lib/scheduling/window";
import { COUNTY_COPY, localName } from "@/lib/seo/location-copy";
import { countyBySlug, countySlug } from "@/lib/zips/county-pages.shared";
import { SERVED_COUNTIES, zipsByCounty, type CountyName } from "@/lib/zips/index.shared";

type Props = { params: Promise<{ county: string }> };

/** As /cost/interior-painting; the county's painters, next start and reviews are refreshed as often. */
export const revalidate = 300;

/** The four served counties, and no other address. */
export const dynamicParams = false;

export function generateStaticParams() {
  return SERVED_COUNTIES.map((county) => ({ county: countySlug(county) }));
}

async function countyOf(params: Props["params"]): Promise<CountyName> {
  // dynamicParams = false: Next.js answers any other slug with 404 before this runs.
  return countyBySlug((await params).county)!;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const county = await countyOf(params);
  return pageMetadata({
    title: `Interior Painting Costs in ${county} County, PA`,
    path: countyGuidePath(county),
    description: `What interior painting costs in ${county} County, Pennsylvania, by room and by paint line, with the painters serving the county and their next free start date.`,
  });
}

/** The county's facts that have data behind them, in words. */
function factLines(
  county: CountyName,
  facts: CountyFacts,
  reviews: { count: number; average: string | null },
) {
  const lines: string[] = [];
  if (facts.painters !== undefined && facts.painters > 0) {
    lines.push(
      facts.painters === 1
        ? `1 vetted painter serves ${county} County.`
        : `${facts.painters.toLocaleString("en-US")} vetted painters serve ${county} County.`,
    );
  }
  if (facts.nextStart) {
    lines.push(
      `The first free start for ${NEXT_START_JOB.label.toLowerCase()} in the county is ${formatBookingDate(facts.nextStart)}.`,
    );
  } else if (facts.nextStart === null) {
    lines.push(
      `No painter has a free start date in ${county} County in the next ${BOOKING_HORIZON_DAYS} days.`,
    );
  }
  if (facts.completedJobs !== undefined) {
    lines.push(`${facts.completedJobs.toLocaleString("en-US")} jobs completed in ${county} County so far.`);
  }
  if (reviews.average) {
    lines.push(
      `Rated ${reviews.average} out of 5 over ${reviews.count.toLocaleString("en-US")} published reviews from ${county} County.`,
    );
  }
  return lines;
}

export default async function CountyCostGuidePage({ params }: Props) {
  const county = await countyOf(params);
  const [guide, facts, reviews] = await Promise.all([
    costGuideInForce(db),
    countyFacts(db, county),
    orWithoutReviews(publishedReviews(db, county), NO_REVIEWS, `cost guide ${county} County`),
  ]);
  const steps = guide ? methodSteps(guide) : [];
  const questions = guide ? costQuestions(guide) : [];
  const crumbs = [
    { name: "Home", path: "/" },
    { name: "Cost guide", path: COST_GUIDE_PATH },
    { name: `${county} County`, path: countyGuidePath(county) },
  ];
  const lines = factLines(county, facts, {
    count: reviews.stats.count,
    average: shownAverage(reviews.stats),
  });
  return (
    <>
      <JsonLd data={costGuideJsonLd(crumbs, guide ? { questions, steps } : null)} />
      <CostGuideHead crumbs={crumbs} title={`Interior Painting Costs in ${county} County, PA`}>
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
          Our prices are the same across the four counties we serve, so a room in {county} County costs what
          it costs anywhere else with us. What differs is who paints it, when, and the homes they paint.
        </p>
        <p className="mt-4 max-w-2xl text-muted-foreground">{COUNTY_COPY[county].craft}</p>
      </CostGuideHead>

      {lines.length > 0 && (
        <ContentSection id="county-facts-title" title={`${county} County today`} largeIntro={false}>
          <ul className="max-w-3xl list-disc space-y-2 pl-5">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </ContentSection>
      )}

      <GuideSections guide={guide} steps={steps} questions={questions} />

      <CountyReviews county={county} published={reviews} />

      <nav aria-labelledby="county-places-title" className="px-4 py-12">
        <div className="mx-auto max-w-6xl">
          <h2 id="county-places-title" className="mb-3 text-lg font-semibold">
            Places we paint in {county} County
          </h2>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-4">
            {zipsByCounty(county).map((zip) => (
              <li key={zip.zipCode}>
                <PageLink href={`/location/${zip.zipCode}`} className={linkClass}>
                  {localName(zip)} {zip.zipCode}
                </PageLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>

      <ClosingCta id="cost-cta-title" title={`See the price of your own rooms in ${county} County`} />
    </>
  );
}
