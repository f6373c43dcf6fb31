import type { Metadata } from "next";
import { CostGuideHead } from "@/components/cost-guide/cost-guide-head";
import { GuideSections } from "@/components/cost-guide/guide-sections";
import { linkClass } from "@/components/cost-guide/typical-job-prices";
import { ClosingCta } from "@/components/home/closing-cta";
import { PageLink } from "@/components/site/page-link";
import { costGuideInForce } from "@/lib/cost-guide/load";
import { COST_GUIDE_PATH, countyGuidePath } from "@/lib/cost-guide/paths.shared";
import { costQuestions, methodSteps } from "@/lib/cost-guide/words.shared";
import { db } from "@/lib/db";
import { costGuideJsonLd, pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/lib/seo/json-ld";
import { SERVED_COUNTIES } from "@/lib/zips/index.shared";

/**
 * Prerendered, then regenerated in the background at most this often, and at once when the back
 * office changes the pricing (lib/pages/public-pages.ts): every figure is the pricing in force.
 */
export const revalidate = 300;

export const metadata: Metadata = pageMetadata({
  title: "Interior Painting Cost Guide",
  path: COST_GUIDE_PATH,
  description:
    "What interior painting costs in Philadelphia and its suburbs, by room, by paint line and for doors, windows, ceilings and trim: worked out by our quote engine with today's prices, the method explained.",
});

const CRUMBS = [
  { name: "Home", path: "/" },
  { name: "Cost guide", path: COST_GUIDE_PATH },
];

export default async function CostGuidePage() {
  const guide = await costGuideInForce(db);
  const steps = guide ? methodSteps(guide) : [];
  const questions = guide ? costQuestions(guide) : [];
  return (
    <>
      <JsonLd data={costGuideJsonLd(CRUMBS, guide ? { questions, steps } : null)} />
      <CostGuideHead crumbs={CRUMBS} title="Interior Painting Cost Guide">
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
          What painting a room costs with us, worked out by the same engine that prices every quote, with the
          prices in force today. They are the same in every county we serve.
        </p>
      </CostGuideHead>

      <nav aria-labelledby="by-county-title" className="px-4 pb-12">
        <div className="mx-auto max-w-6xl">
          <h2 id="by-county-title" className="mb-3 text-lg font-semibold">
            Costs and local facts by county
          </h2>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {SERVED_COUNTIES.map((county) => (
              <li key={county}>
                <PageLink href={countyGuidePath(county)} className={linkClass}>
                  {county} County
                </PageLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>

      <GuideSections guide={guide} steps={steps} questions={questions} />

      <ClosingCta id="cost-cta-title" title="See the price of your own rooms" />
    </>
  );
}
