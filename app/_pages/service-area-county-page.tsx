import type { Metadata } from "next";
import { PageHeader } from "@/components/content/page-header";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { PageLink } from "@/components/site/page-link";
import { getT } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locales.shared";
import { pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/lib/seo/json-ld";
import { hubJsonLd } from "@/lib/seo/local-json-ld";
import { countyCrumbsIn, countyLabel, listNamesIn, locationPath } from "@/lib/seo/local-words";
import { localName } from "@/lib/seo/location-copy";
import { countyBySlug, countyPath } from "@/lib/zips/county-pages.shared";
import { zipsByCounty, type CountyName } from "@/lib/zips/index.shared";

/** The county of a /locations/{slug} address (undefined for any other slug). */
export function countyOfSlug(slug: string): CountyName | undefined {
  return countyBySlug(slug);
}

/** The county's zips, A to Z by the name a visitor knows them by (then by zip code). */
function zipsAtoZ(county: CountyName) {
  return zipsByCounty(county).sort(
    (a, b) => localName(a).localeCompare(localName(b)) || a.zipCode.localeCompare(b.zipCode),
  );
}

function places(county: CountyName): string[] {
  return [...new Set(zipsAtoZ(county).map(localName))];
}

export function serviceAreaCountyMetadata(locale: Locale, slug: string): Metadata {
  const t = getT(locale, "locations");
  const county = countyOfSlug(slug);
  if (!county) return { title: t("county.notFound"), robots: { index: false } };
  const six = places(county).slice(0, 6);
  return pageMetadata({
    title: t("county.title", { county: countyLabel(locale, county) }),
    path: countyPath(county),
    description: t("county.description", {
      county: countyLabel(locale, county),
      places: listNamesIn(locale, six),
    }),
    locale,
  });
}

/** A county's page of the service area (/locations/{county}, /es/locations/{county}): every zip code. */
export function ServiceAreaCountyPage({ locale, slug }: { locale: Locale; slug: string }) {
  const county = countyOfSlug(slug);
  // Unreachable with dynamicParams = false; kept so a change there cannot render a county of undefined.
  if (!county) return null;
  const t = getT(locale, "locations");
  const local = getT(locale, "localFacts");
  const name = countyLabel(locale, county);
  const crumbs = countyCrumbsIn(locale, county);
  const zips = zipsAtoZ(county);
  const title = t("county.title", { county: name });
  return (
    <>
      <JsonLd data={hubJsonLd(locale, crumbs, { path: countyPath(county), title })} />
      <Breadcrumbs crumbs={crumbs} label={local("breadcrumb")} />
      <PageHeader eyebrow={t("county.eyebrow")} title={title}>
        <p>{getT(locale, "location")(`countyCopy.${county}.craft`)}</p>
      </PageHeader>
      <section aria-labelledby="county-zips-title" className="px-4 pb-16">
        <div className="mx-auto max-w-6xl">
          <h2 id="county-zips-title" className="mb-2 text-2xl font-bold">
            {t("county.zipsTitle", { county: name })}
          </h2>
          <p className="mb-8 text-muted-foreground">{t("county.zipsIntro", { count: zips.length })}</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {zips.map((zip) => (
              <li key={zip.zipCode} className="rounded-lg border bg-card p-4 shadow-sm">
                <PageLink
                  href={locationPath(locale, zip.zipCode)}
                  className="rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {localName(zip)} {zip.zipCode}
                </PageLink>
                <p className="mt-1 text-sm text-muted-foreground">{zip.neighborhoods.join(", ")}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10">
            <GetQuoteButton size="lg">{local("getQuote")}</GetQuoteButton>
          </div>
        </div>
      </section>
    </>
  );
}
