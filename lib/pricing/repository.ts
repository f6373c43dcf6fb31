import "server-only";
import type { DbClient } from "@/lib/db/types";
import { log } from "@/lib/log";
import { publicData } from "@/lib/pages/public-data";
import { EMPTY_PRICING, PRICING_FIELDS, type PricingConfig, type PricingField } from "./config.shared";
import { DEFAULT_PRICING_ITEMS } from "./defaults.shared";

const isPricingField = (name: string): name is PricingField =>
  (PRICING_FIELDS as readonly string[]).includes(name);

/** The pricing in force: active PricingConfigItem rows; a missing field is 0 (docs/product.md §3). */
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

/**
 * How long the pricing is kept in memory at most: a change the back office saves forgets it at once;
 * this bounds a change made in SQL, or a notification a silently dead listener missed (noticed only
 * at its next check). One load per 5 s is still nothing next to the answers it saves.
 */
const PRICING_KEPT_MS = 5_000;

/**
 * The pricing in force, kept in memory between the back office's saves while this instance hears
 * of every change (lib/pages/public-data.ts); loaded afresh otherwise.
 */
export const keptPricingConfig = (db: DbClient): Promise<PricingConfig> =>
  publicData("pricing", PRICING_KEPT_MS, () => loadPricingConfig(db));

const DEFAULT_DOOR_COST = DEFAULT_PRICING_ITEMS.find((item) => item.name === "doorCost")!.value;

/**
 * The door price the public pages state: the one in force, or the default when the database cannot
 * say (the build prerenders without one; an outage must not take the page down).
 */
export async function shownDoorCost(db: DbClient): Promise<number> {
  try {
    return (await loadPricingConfig(db)).doorCost;
  } catch (error) {
    log.warn("pricing.unavailable", { what: "door price", error: String(error) });
    return DEFAULT_DOOR_COST;
  }
}
