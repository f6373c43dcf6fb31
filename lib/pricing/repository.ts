import "server-only";
import type { DbClient } from "@/lib/db/types";
import { EMPTY_PRICING, PRICING_FIELDS, type PricingConfig, type PricingField } from "./config";

const isPricingField = (name: string): name is PricingField =>
  (PRICING_FIELDS as readonly string[]).includes(name);

/** The pricing in force: active PricingConfigItem rows; a missing field is 0 (spec §3). */
export async function loadPricingConfig(db: DbClient): Promise<PricingConfig> {
  const rows = await db.pricingConfigItem.findMany({
    where: { isActive: true },
    select: { name: true, value: true },
  });
  const config: PricingConfig = { ...EMPTY_PRICING };
  for (const row of rows) {
    if (isPricingField(row.name)) config[row.name] = Number(row.value.toString());
  }
  return config;
}
