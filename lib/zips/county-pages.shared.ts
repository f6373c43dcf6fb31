import { SERVED_COUNTIES } from "./index.shared";
import type { CountyName } from "./types";

/**
 * The addresses of the service-area pages: the hub (/locations) and one page per served county
 * (/locations/chester-county). The one place their slugs are made and read.
 */
export const SERVICE_AREAS_PATH = "/locations";

export function countySlug(county: CountyName): string {
  return `${county.toLowerCase()}-county`;
}

export function countyPath(county: CountyName): string {
  return `${SERVICE_AREAS_PATH}/${countySlug(county)}`;
}

/** "chester-county" → "Chester"; undefined for any other slug (a county we don't serve, a typo). */
export function countyBySlug(slug: string): CountyName | undefined {
  return SERVED_COUNTIES.find((county) => countySlug(county) === slug);
}
