import type { DbClient } from "@/lib/db/types";
import { extractZipCode, findZip, zipCodesForCounties } from "@/lib/zips";

export interface ServiceAreaCheck {
  isServiceable: boolean;
  message: string;
  zipCode?: string;
}

/** Zip codes covered by an area: its own list, or its counties' built-in lists. */
export function areaZipCodes(area: { type: "county" | "zipcode"; zipCodes: string[]; counties: string[] }): string[] {
  return area.type === "county" ? [...new Set([...area.zipCodes, ...zipCodesForCounties(area.counties)])] : area.zipCodes;
}

/** Active service areas whose coverage includes the zip. */
export async function activeAreasCovering(db: DbClient, zipCode: string) {
  const areas = await db.serviceArea.findMany({ where: { isActive: true } });
  return areas.filter((area) => areaZipCodes(area).includes(zipCode));
}

export async function checkServiceArea(db: DbClient, address: string): Promise<ServiceAreaCheck> {
  const zipCode = extractZipCode(address);
  if (!zipCode) {
    return {
      isServiceable: false,
      message: "Please include your 5-digit ZIP code in the address so we can check our service area.",
    };
  }
  const areas = await activeAreasCovering(db, zipCode);
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
