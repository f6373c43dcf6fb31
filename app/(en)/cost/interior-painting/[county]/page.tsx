import type { Metadata } from "next";
import { CountyCostGuidePage, countyCostGuideMetadata } from "@/app/_pages/county-cost-guide-page";
import { countySlug } from "@/lib/zips/county-pages.shared";
import { SERVED_COUNTIES } from "@/lib/zips/index.shared";

type Props = { params: Promise<{ county: string }> };

/** As /cost/interior-painting; the county's painters, next start and reviews are refreshed as often. */
export const revalidate = 300;

/** The four served counties, and no other address. */
export const dynamicParams = false;

export function generateStaticParams() {
  return SERVED_COUNTIES.map((county) => ({ county: countySlug(county) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return countyCostGuideMetadata("en", (await params).county);
}

export default async function Page({ params }: Props) {
  return <CountyCostGuidePage locale="en" slug={(await params).county} />;
}
