import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { DEFAULT_PRICING_ITEMS } from "@/lib/pricing/defaults.shared";
import { pricingUpdateSchema } from "@/lib/validations/admin.shared";
import { refreshPublicPages } from "@/lib/pages/public-pages";
import { audit } from "./audit";
import type { Jsonified } from "@/lib/http/json";

export async function listPricingItems(db: PrismaClient) {
  const rows = await db.pricingConfigItem.findMany({ orderBy: [{ category: "asc" }, { name: "asc" }] });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    value: Number(row.value.toString()),
    description: row.description,
    category: row.category,
    unit: row.unit,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * Applies all updates or none. A missing item is created from its definition,
 * so pricing stays complete even if a row was removed by hand.
 */
export async function updatePricing(db: PrismaClient, input: unknown) {
  const { updates } = pricingUpdateSchema.parse(input);
  await db.$transaction(async (tx) => {
    for (const { name, value } of updates) {
      const before = await tx.pricingConfigItem.findUnique({ where: { name } });
      const definition = DEFAULT_PRICING_ITEMS.find((item) => item.name === name)!;
      const stored = value.toFixed(4);
      await tx.pricingConfigItem.upsert({
        where: { name },
        create: { ...definition, value: stored },
        update: { value: stored },
      });
      await audit(tx, {
        action: "pricing.update",
        entity: "PricingConfigItem",
        entityId: name,
        before: before ? Number(before.value) : null,
        after: value,
      });
    }
  });
  // The location pages show the door price.
  await refreshPublicPages(db, "pricing");
  return listPricingItems(db);
}

export type PricingItemDto = Jsonified<Awaited<ReturnType<typeof listPricingItems>>[number]>;
