import type { Metadata } from "next";
import { ServiceAreaCountyPage, serviceAreaCountyMetadata } from "@/app/_pages/service-area-county-page";
import { countySlug } from "@/lib/zips/county-pages.shared";
import { SERVED_COUNTIES } from "@/lib/zips/index.shared";

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

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return serviceAreaCountyMetadata("en", (await params).county);
}

export default async function Page({ params }: Props) {
  return <ServiceAreaCountyPage locale="en" slug={(await params).county} />;
}
