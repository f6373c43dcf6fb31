import type { Metadata } from "next";
import { PageHeader } from "@/components/content/page-header";
import { Breadcrumbs } from "@/components/site/breadcrumbs";
import { PageLink } from "@/components/site/page-link";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import { breadcrumbJsonLd, pageMetadata } from "@/lib/seo";
import { JsonLd } from "@/lib/seo/json-ld";
import { COUNTY_COPY, listNames, localName } from "@/lib/seo/location-copy";
import { countyCrumbs, countyTitle } from "@/lib/seo/service-areas";
import { countyBySlug, countyPath, countySlug } from "@/lib/zips/county-pages.shared";
import { SERVED_COUNTIES, zipsByCounty, type CountyName } from "@/lib/zips/index.shared";

type Props = { params: Promise<{ county: string }> };

/** Every served county is prerendered at build time. */
export function generateStaticParams() {
  return SERVED_COUNTIES.map((county) => ({ county: countySlug(county) }));
}

/**
 * The counties are a closed list: any other slug answers 404 with the site's not-found page at
 * once, instead of being rendered (and kept in Next.js's cache) for whatever a visitor typed.
 */
export const dynamicParams = false;

async function countyOf(params: Props["params"]): Promise<CountyName | undefined> {
  return countyBySlug((await params).county);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const county = await countyOf(params);
  if (!county) return { title: "Not Found", robots: { index: false } };
  return pageMetadata({
    title: `Interior Painting in ${countyTitle(county)}, PA`,
    path: countyPath(county),
    description: `Every town and zip code we paint in ${countyTitle(county)}, Pennsylvania: ${listNames(
      places(county).slice(0, 6),
    )} and more. Instant room-by-room quotes and vetted local painters.`,
  });
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

export default async function CountyPage({ params }: Props) {
  const county = await countyOf(params);
  // Unreachable with dynamicParams = false; kept so a change there cannot render a county of undefined.
  if (!county) return null;
  const crumbs = countyCrumbs(county);
  const zips = zipsAtoZ(county);
  return (
    <>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
      <Breadcrumbs crumbs={crumbs} />
      <PageHeader eyebrow="Service area" title={`Interior Painting in ${countyTitle(county)}, PA`}>
        <p>{COUNTY_COPY[county].craft}</p>
      </PageHeader>
      <section aria-labelledby="county-zips-title" className="px-4 pb-16">
        <div className="mx-auto max-w-6xl">
          <h2 id="county-zips-title" className="mb-2 text-2xl font-bold">
            Every zip code we serve in {countyTitle(county)}
          </h2>
          <p className="mb-8 text-muted-foreground">
            {zips.length} zip codes. Open yours for local prices, reviews and painters.
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {zips.map((zip) => (
              <li key={zip.zipCode} className="rounded-lg border bg-card p-4 shadow-sm">
                <PageLink
                  href={`/location/${zip.zipCode}`}
                  className="rounded-sm font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {localName(zip)} {zip.zipCode}
                </PageLink>
                <p className="mt-1 text-sm text-muted-foreground">{zip.neighborhoods.join(", ")}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10">
            <GetQuoteButton size="lg">Get Quote</GetQuoteButton>
          </div>
        </div>
      </section>
    </>
  );
}
