import type { Metadata } from "next";
import { CostGuideHead } from "@/components/cost-guide/cost-guide-head";
import { GuideSections } from "@/components/cost-guide/guide-sections";
import { linkClass } from "@/components/cost-guide/typical-job-prices";
import { LocalCta } from "@/components/location/local-cta";
import { PageLink } from "@/components/site/page-link";
import { costGuideInForce } from "@/lib/cost-guide/load";
import { guideIn } from "@/lib/cost-guide/localized";
import { COST_GUIDE_PATH, countyGuidePath } from "@/lib/cost-guide/paths.shared";
import { db } from "@/lib/db";
import { getT } from "@/lib/i18n/server";
import { localizedPath, type Locale } from "@/lib/i18n/locales.shared";
import { pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/lib/seo/json-ld";
import { costGuideJsonLdIn } from "@/lib/seo/local-json-ld";
import { businessHoursIn, countyHeading } from "@/lib/seo/local-words";
import { SERVED_COUNTIES } from "@/lib/zips/index.shared";

export function costGuideMetadata(locale: Locale): Metadata {
  const t = getT(locale, "costGuide");
  return pageMetadata({ title: t("title"), path: COST_GUIDE_PATH, description: t("description"), locale });
}

/** The cost guide's trail: Home › Cost guide (and the county, on a county's guide). */
export function costGuideCrumbs(locale: Locale) {
  return [
    { name: getT(locale, "localFacts")("home"), path: localizedPath(locale, "/") },
    { name: getT(locale, "costGuide")("crumb"), path: localizedPath(locale, COST_GUIDE_PATH) },
  ];
}

/**
 * The interior painting cost guide (/cost/interior-painting, /es/cost/interior-painting): every
 * figure is the pricing in force, worked out by the quote engine (lib/cost-guide/guide.shared.ts).
 */
export async function CostGuidePage({ locale }: { locale: Locale }) {
  const t = getT(locale, "costGuide");
  const loaded = await costGuideInForce(db);
  const shown = loaded ? guideIn(locale, loaded) : null;
  const crumbs = costGuideCrumbs(locale);
  return (
    <>
      <JsonLd data={costGuideJsonLdIn(locale, crumbs, shown, { path: COST_GUIDE_PATH, title: t("title") })} />
      <CostGuideHead locale={locale} crumbs={crumbs} title={t("title")}>
        <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{t("intro")}</p>
      </CostGuideHead>

      <nav aria-labelledby="by-county-title" className="px-4 pb-12">
        <div className="mx-auto max-w-6xl">
          <h2 id="by-county-title" className="mb-3 text-lg font-semibold">
            {t("byCounty")}
          </h2>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {SERVED_COUNTIES.map((county) => (
              <li key={county}>
                <PageLink href={localizedPath(locale, countyGuidePath(county))} className={linkClass}>
                  {countyHeading(locale, county)}
                </PageLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>

      <GuideSections
        locale={locale}
        guide={shown?.guide ?? null}
        jobs={shown?.jobs ?? []}
        steps={shown?.steps ?? []}
        questions={shown?.questions ?? []}
      />

      <LocalCta
        locale={locale}
        id="cost-cta-title"
        title={t("ctaTitle")}
        text={getT(locale, "localFacts")("cta.text")}
        hours={businessHoursIn(locale)}
      />
    </>
  );
}
