/** Addresses of the cost guide: one page for the region, one per served county (the county slugs of the service-area pages). */
import { countySlug } from "@/lib/zips/county-pages.shared";
import type { CountyName } from "@/lib/zips/index.shared";

export const COST_GUIDE_PATH = "/cost/interior-painting";

export function countyGuidePath(county: CountyName): string {
  return `${COST_GUIDE_PATH}/${countySlug(county)}`;
}
