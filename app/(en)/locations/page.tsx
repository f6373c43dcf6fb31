import type { Metadata } from "next";
import { PageHeader } from "@/components/content/page-header";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { PageLink } from "@/components/site/page-link";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/lib/seo/json-ld";
import { listNames, localName } from "@/lib/seo/location-copy";
import { SERVICE_AREAS_TITLE, countyTitle, serviceAreasCrumbs } from "@/lib/seo/service-areas";
import { siteConfig } from "@/lib/site.shared";
import { SERVICE_AREAS_PATH, countyPath } from "@/lib/zips/county-pages.shared";
import { SERVED_COUNTIES, zipsByCounty } from "@/lib/zips/index.shared";

export const metadata: Metadata = pageMetadata({
  title: "Service Areas",
  path: SERVICE_AREAS_PATH,
  description: `${siteConfig.name} paints homes in Philadelphia, Chester, Delaware and Montgomery counties, Pennsylvania. Find your county and zip code for local interior painting prices and painters.`,
});

/** The towns (or, in Philadelphia, the neighbourhoods) of a county, each named once, A to Z. */
function placesOf(county: (typeof SERVED_COUNTIES)[number]): string[] {
  return [...new Set(zipsByCounty(county).map(localName))].sort((a, b) => a.localeCompare(b));
}

/**
 * The service-area hub: the four counties, each linking to its page, which lists every zip code.
 * Static: nothing on it changes without a deploy.
 */
export default function ServiceAreasPage() {
  const crumbs = serviceAreasCrumbs();
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader eyebrow={SERVICE_AREAS_TITLE} title="Interior Painting Across Philadelphia and Its Suburbs">
        <p>
          Our painters work in four Pennsylvania counties. Pick yours to see every town and zip code we cover,
          then get an instant price for your home.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-6 px-4 pb-20 md:grid-cols-2">
        {SERVED_COUNTIES.map((county) => {
          const zips = zipsByCounty(county);
          const places = placesOf(county);
          const id = `county-${county.toLowerCase()}`;
          return (
            <section key={county} aria-labelledby={id} className="rounded-xl border bg-card p-6 shadow-sm">
              <h2 id={id} className="mb-2 text-2xl font-bold">
                <PageLink
                  href={countyPath(county)}
                  className="rounded-sm text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {countyTitle(county)}
                </PageLink>
              </h2>
              <p className="mb-3 text-sm text-muted-foreground">
                {zips.length} zip codes, {places.length}{" "}
                {county === "Philadelphia" ? "neighbourhoods" : "towns"}
              </p>
              <p className="text-sm">{listNames(places)}.</p>
            </section>
          );
        })}
      </div>
    </>
  );
}
