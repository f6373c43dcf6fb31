/**
 * The pricing configuration: one PricingConfigItem row per field. The names are
 * the fields of GET /api/pricing/config (docs/product.md §3); the contractor rate is stored
 * and served as `contractorCommissionRate`.
 */
export const PRICING_FIELDS = [
  "wallCostPerSqFt",
  "ceilingCostPerSqFt",
  "trimCostPerLinearFt",
  "doorCost",
  "windowCost",
  "furnitureMovingCost",
  "standardQualityMarkup",
  "premiumQualityMarkup",
  "luxuryQualityMarkup",
  "platformMarginRate",
  "contractorCommissionRate",
  "salesTaxRate",
  "minimumJobSize",
] as const;

export type PricingField = (typeof PRICING_FIELDS)[number];
export type PricingConfig = Record<PricingField, number>;

export type PricingCategoryName =
  "surfaces" | "labor" | "quality" | "materials" | "commission" | "markup" | "business";
export type PricingUnitName = "multiplier" | "percentage" | "flat_rate" | "count";

export interface PricingItemDefinition {
  name: PricingField;
  value: number;
  description: string;
  category: PricingCategoryName;
  unit: PricingUnitName;
}

/** Missing fields count as 0 (docs/product.md §3). */
export const EMPTY_PRICING: PricingConfig = Object.fromEntries(
  PRICING_FIELDS.map((f) => [f, 0]),
) as PricingConfig;

/** Contractor share when no rate is configured (docs/product.md §9). */
export const DEFAULT_CONTRACTOR_RATE = 0.6;
