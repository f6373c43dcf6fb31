import { CHESTER_ZIPS } from "./data/chester.shared";
import { DELAWARE_ZIPS } from "./data/delaware.shared";
import { MONTGOMERY_ZIPS } from "./data/montgomery.shared";
import { PHILADELPHIA_ZIPS } from "./data/philadelphia.shared";
import type { CountyName, ZipInfo } from "./types";

export type { CountyName, ZipInfo } from "./types";
export * from "./counties.shared";

export const SERVED_COUNTIES: readonly CountyName[] = ["Philadelphia", "Chester", "Delaware", "Montgomery"];

export const ZIP_CODES: readonly ZipInfo[] = [
  ...PHILADELPHIA_ZIPS,
  ...CHESTER_ZIPS,
  ...DELAWARE_ZIPS,
  ...MONTGOMERY_ZIPS,
].sort((a, b) => a.zipCode.localeCompare(b.zipCode));

const ZIP_BY_CODE = new Map(ZIP_CODES.map((zip) => [zip.zipCode, zip]));

export function findZip(zipCode: string): ZipInfo | undefined {
  return ZIP_BY_CODE.get(zipCode.trim());
}

export function isKnownZip(zip: string): boolean {
  return findZip(zip) !== undefined;
}

// A 5-digit group standing alone as a word, optionally followed by a ZIP+4 suffix. The word
// boundaries keep "1910345" or "A19103" from matching; the lookbehind keeps a malformed
// suffix ("19103-12345") from being read as a second zip.
const ZIP_PATTERN = /(?<!\d-)\b(\d{5})(?:-\d{4})?\b/g;

/**
 * The zip in a free-text address. The last match wins, because the zip closes a US address
 * while a five-digit house number opens it ("19103 Main St, Media, PA 19063" → "19063").
 */
export function extractZipCode(address: string): string | undefined {
  let zip: string | undefined;
  for (const match of address.matchAll(ZIP_PATTERN)) zip = match[1];
  return zip;
}

export function zipsByCounty(county: CountyName): ZipInfo[] {
  return ZIP_CODES.filter((zip) => zip.county === county);
}

export interface FooterZipGroup {
  county: CountyName;
  zips: ZipInfo[];
}

/** Each served county's most populous zips (ties broken by zip code, so the footer is stable). */
export function footerZipLinks(perCounty = 4): FooterZipGroup[] {
  return SERVED_COUNTIES.map((county) => ({
    county,
    zips: zipsByCounty(county)
      .sort((a, b) => b.population - a.population || a.zipCode.localeCompare(b.zipCode))
      .slice(0, Math.max(0, perCounty)),
  }));
}
