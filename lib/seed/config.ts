import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { DEFAULT_PRICING_ITEMS } from "@/lib/pricing/defaults.shared";
import { COUNTY_ZIP_CODES, SERVED_COUNTIES } from "@/lib/zips/index.shared";
import { seedId } from "./ids";

/**
 * Pricing items: created with their launch values; on later runs only the
 * descriptive fields are refreshed, so prices an admin changed are kept.
 */
export async function seedPricing(db: PrismaClient) {
  for (const item of DEFAULT_PRICING_ITEMS) {
    await db.pricingConfigItem.upsert({
      where: { name: item.name },
      create: { ...item, value: item.value.toFixed(4) },
      update: { description: item.description, category: item.category, unit: item.unit },
    });
  }
}

export const countyAreaId = (county: string) => seedId(`service-area:${county}`);

/** One county-type service area per served county, its zips filled in from the built-in list. */
export async function seedServiceAreas(db: PrismaClient) {
  for (const county of SERVED_COUNTIES) {
    const data = {
      name: `${county} County`,
      type: "county" as const,
      counties: [county],
      zipCodes: [...COUNTY_ZIP_CODES[county]],
    };
    await db.serviceArea.upsert({
      where: { id: countyAreaId(county) },
      create: { id: countyAreaId(county), ...data, isActive: true },
      update: data,
    });
  }
}
