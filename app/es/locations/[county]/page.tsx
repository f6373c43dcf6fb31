import type { Metadata } from "next";
import { ServiceAreaCountyPage, serviceAreaCountyMetadata } from "@/app/_pages/service-area-county-page";
import { countySlug } from "@/lib/zips/county-pages.shared";
import { SERVED_COUNTIES } from "@/lib/zips/index.shared";

type Props = { params: Promise<{ county: string }> };

/** Every served county is prerendered at build time, in Spanish too. */
export function generateStaticParams() {
  return SERVED_COUNTIES.map((county) => ({ county: countySlug(county) }));
}

/** As the English page (app/(en)/locations/[county]/page.tsx): the four counties and no other address. */
export const dynamicParams = false;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return serviceAreaCountyMetadata("es", (await params).county);
}

export default async function Page({ params }: Props) {
  return <ServiceAreaCountyPage locale="es" slug={(await params).county} />;
}
