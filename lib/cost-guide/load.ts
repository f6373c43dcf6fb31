import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";
import { loadPricingConfig } from "@/lib/pricing/repository";
import { buildCostGuide, type CostGuide } from "./guide.shared";
import { hasSurfacePrices } from "./typical-jobs.shared";

/**
 * The cost guide with the pricing in force; null when the pricing cannot be read (a build without
 * a database, an outage): the pages then leave the figures out rather than show stale or made-up ones.
 */
export async function costGuideInForce(db: PrismaClient): Promise<CostGuide | null> {
  try {
    const pricing = await loadPricingConfig(db);
    return hasSurfacePrices(pricing) ? buildCostGuide(pricing) : null;
  } catch (error) {
    log.warn("cost-guide.unavailable", { error: String(error) });
    return null;
  }
}
