import "server-only";
import type { DbClient } from "@/lib/db/types";
import { publicData } from "@/lib/pages/public-data";
import {
  COUNTY_ZIP_CODES,
  extractZipCode,
  findZip,
  normalizeCountyName,
  zipCodesForCounties,
} from "@/lib/zips/index.shared";

export interface ServiceAreaCheck {
  isServiceable: boolean;
  message: string;
  zipCode?: string;
}

/** Zip codes covered by an area: its own list, or its counties' built-in lists. */
export function areaZipCodes(area: {
  type: "county" | "zipcode";
  zipCodes: string[];
  counties: string[];
}): string[] {
  return area.type === "county"
    ? [...new Set([...area.zipCodes, ...zipCodesForCounties(area.counties)])]
    : area.zipCodes;
}

/** `areaZipCodes(area).includes(zipCode)` without building the list (it runs on every quote, booking and availability request). */
export function areaCovers(
  area: { type: "county" | "zipcode"; zipCodes: string[]; counties: string[] },
  zipCode: string,
): boolean {
  if (area.zipCodes.includes(zipCode)) return true;
  if (area.type !== "county") return false;
  return area.counties.some((name) => {
    const county = normalizeCountyName(name);
    return county !== undefined && COUNTY_ZIP_CODES[county].includes(zipCode);
  });
}

/** Active service areas whose coverage includes the zip. */
export async function activeAreasCovering(db: DbClient, zipCode: string) {
  const areas = await db.serviceArea.findMany({ where: { isActive: true } });
  return areas.filter((area) => areaCovers(area, zipCode));
}

/**
 * How long the active areas are kept in memory at most: a change the back office saves forgets it at once;
 * this bounds a change made in SQL, or a notification a silently dead listener missed (noticed only
 * at its next check). One load per 5 s is still nothing next to the answers it saves.
 */
const AREAS_KEPT_MS = 5_000;

/** activeAreasCovering from the areas kept in memory between the back office's saves (lib/pages/public-data.ts). */
async function keptAreasCovering(db: DbClient, zipCode: string) {
  const areas = await publicData("service-areas", AREAS_KEPT_MS, () =>
    db.serviceArea.findMany({ where: { isActive: true } }),
  );
  return areas.filter((area) => areaCovers(area, zipCode));
}

/**
 * Whether the address's zip is served. `kept`: from the areas kept in memory (the anonymous
 * POST /api/check-service-area), else read now.
 */
export async function checkServiceArea(
  db: DbClient,
  address: string,
  { kept = false } = {},
): Promise<ServiceAreaCheck> {
  const zipCode = extractZipCode(address);
  if (!zipCode) {
    return {
      isServiceable: false,
      message: "Please include your 5-digit ZIP code in the address so we can check our service area.",
    };
  }
  const areas = await (kept ? keptAreasCovering : activeAreasCovering)(db, zipCode);
  if (areas.length === 0) {
    return {
      isServiceable: false,
      zipCode,
      message: `Sorry, we don't serve ZIP code ${zipCode} yet. We currently paint homes in Philadelphia, Chester, Delaware and Montgomery counties.`,
    };
  }
  const place = findZip(zipCode)?.city;
  return {
    isServiceable: true,
    zipCode,
    message: `Great news! We serve ${place ? `${place} (${zipCode})` : `ZIP code ${zipCode}`}.`,
  };
}
