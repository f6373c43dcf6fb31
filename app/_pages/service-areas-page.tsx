import type { Metadata } from "next";
import { PageHeader } from "@/components/content/page-header";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { PageLink } from "@/components/site/page-link";
import { getT } from "@/lib/i18n/server";
import { localizedPath, type Locale } from "@/lib/i18n/locales.shared";
import { pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/lib/seo/json-ld";
import { hubJsonLd } from "@/lib/seo/local-json-ld";
import { countyHeading, listNamesIn, serviceAreasCrumbsIn } from "@/lib/seo/local-words";
import { localName } from "@/lib/seo/location-copy";
import { siteConfig } from "@/lib/site.shared";
import { SERVICE_AREAS_PATH, countyPath } from "@/lib/zips/county-pages.shared";
import { SERVED_COUNTIES, zipsByCounty } from "@/lib/zips/index.shared";

export function serviceAreasMetadata(locale: Locale): Metadata {
  const t = getT(locale, "locations");
  return pageMetadata({
    title: t("meta.title"),
    path: SERVICE_AREAS_PATH,
    description: t("meta.description", { brand: siteConfig.name }),
    locale,
  });
}

/** The towns (or, in Philadelphia, the neighbourhoods) of a county, each named once, A to Z. */
function placesOf(county: (typeof SERVED_COUNTIES)[number]): string[] {
  return [...new Set(zipsByCounty(county).map(localName))].sort((a, b) => a.localeCompare(b));
}

/**
 * The service-area hub (/locations, /es/locations): the four counties, each linking to its page,
 * which lists every zip code. Static: nothing on it changes without a deploy.
 */
export function ServiceAreasPage({ locale }: { locale: Locale }) {
  const t = getT(locale, "locations");
  const crumbs = serviceAreasCrumbsIn(locale);
  return (
    <>
      <JsonLd data={hubJsonLd(locale, crumbs, { path: SERVICE_AREAS_PATH, title: t("title") })} />
      <Breadcrumbs crumbs={crumbs} label={getT(locale, "localFacts")("breadcrumb")} />
      <PageHeader eyebrow={t("serviceAreas")} title={t("title")}>
        <p>{t("intro")}</p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-20 md:grid-cols-2">
        {SERVED_COUNTIES.map((county) => {
          const zips = zipsByCounty(county);
          const places = placesOf(county);
          const id = `county-${county.toLowerCase()}`;
          const summary = county === "Philadelphia" ? "countyNeighbourhoods" : "countyTowns";
          return (
            <section key={county} aria-labelledby={id} className="rounded-xl border bg-card p-6 shadow-sm">
              <h2 id={id} className="mb-2 text-2xl font-bold">
                <PageLink
                  href={localizedPath(locale, countyPath(county))}
                  className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {countyHeading(locale, county)}
                </PageLink>
              </h2>
              <p className="mb-3 text-sm text-muted-foreground">
                {t(summary, { zips: zips.length, places: places.length })}
              </p>
              <p className="text-sm">{listNamesIn(locale, places)}.</p>
            </section>
          );
        })}
      </div>
    </>
  );
}
