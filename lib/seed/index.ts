import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { seedPricing, seedServiceAreas } from "./config";
import { seedDemoData } from "./demo";

export interface SeedOptions {
  /** Demo contractors, availability, quotes, bookings and jobs (not for production). */
  demo: boolean;
}

/** Idempotent: running it again leaves the same rows. */
export async function runSeed(db: PrismaClient, { demo }: SeedOptions) {
  await seedPricing(db);
  await seedServiceAreas(db);
  if (demo) await seedDemoData(db);
}

/** True once the configuration has been seeded (used to seed on first start only). */
export async function isSeeded(db: PrismaClient): Promise<boolean> {
  return (await db.pricingConfigItem.count()) > 0;
}
