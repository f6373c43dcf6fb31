/** Addresses of the cost guide: one page for the region, one per served county. */
import { SERVED_COUNTIES, type CountyName } from "@/lib/zips/index.shared";

export const COST_GUIDE_PATH = "/cost/interior-painting";

/** "Philadelphia" → "philadelphia-county" */
export function countySlug(county: CountyName): string {
  return `${county.toLowerCase()}-county`;
}

export function countyGuidePath(county: CountyName): string {
  return `${COST_GUIDE_PATH}/${countySlug(county)}`;
}

export function countyFromSlug(slug: string): CountyName | undefined {
  return SERVED_COUNTIES.find((county) => countySlug(county) === slug);
}
