/**
 * The breadcrumb trails of the service-area pages and the location pages under them:
 * Home › Service areas › Chester County › West Chester, PA 19380.
 */
import { SERVICE_AREAS_PATH, countyPath } from "@/lib/zips/county-pages.shared";
import type { CountyName, ZipInfo } from "@/lib/zips/index.shared";
import { siteConfig } from "@/lib/site.shared";
import type { Crumb } from "./structured-data";

export const SERVICE_AREAS_TITLE = "Service areas";

export function countyTitle(county: CountyName): string {
  return `${county} County`;
}

/** "West Chester, PA 19380" */
export function placeName(zip: ZipInfo): string {
  return `${zip.city}, ${zip.state} ${zip.zipCode}`;
}

export function serviceAreasCrumbs(): Crumb[] {
  return [
    { name: "Home", path: "/" },
    { name: SERVICE_AREAS_TITLE, path: SERVICE_AREAS_PATH },
  ];
}

export function countyCrumbs(county: CountyName): Crumb[] {
  return [...serviceAreasCrumbs(), { name: countyTitle(county), path: countyPath(county) }];
}

export function locationCrumbs(zip: ZipInfo): Crumb[] {
  return [...countyCrumbs(zip.county), { name: placeName(zip), path: `/location/${zip.zipCode}` }];
}

/** The alt text of a location page's social image (app/location/[zipCode]/opengraph-image.tsx). */
export function locationImageAlt(zip: ZipInfo): string {
  return `${siteConfig.name} — interior painting in ${placeName(zip)}, ${countyTitle(zip.county)}`;
}
