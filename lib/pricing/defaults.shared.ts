import type { PricingItemDefinition } from "./config.shared";
import type { RoomPricingInput } from "./types.shared";

/** A new room (docs/product.md §3 Room): 9 ft high, walls only, no doors or windows yet. */
export const ROOM_DEFAULTS = {
  height: 9,
  paintWalls: true,
  paintCeiling: false,
  paintTrim: false,
  paintDoors: false,
  paintWindows: false,
  doorCount: 0,
  windowCount: 0,
} as const satisfies Partial<RoomPricingInput>;

/**
 * Launch pricing for south-eastern Pennsylvania (seeded once; admins change it in
 * the Pricing tab afterwards). Labor-and-materials rates per unit of surface;
 * quality surcharges are per square foot when we supply the paint.
 */
export const DEFAULT_PRICING_ITEMS: readonly PricingItemDefinition[] = [
  {
    name: "wallCostPerSqFt",
    value: 1.85,
    category: "surfaces",
    unit: "flat_rate",
    description: "Walls: labor per square foot of wall (perimeter × height, less windows and excluded area)",
  },
  {
    name: "ceilingCostPerSqFt",
    value: 1.35,
    category: "surfaces",
    unit: "flat_rate",
    description: "Ceilings: labor per square foot (length × width, less excluded area)",
  },
  {
    name: "trimCostPerLinearFt",
    value: 1.75,
    category: "surfaces",
    unit: "flat_rate",
    description: "Trim and baseboards: labor per linear foot of room perimeter",
  },
  {
    name: "doorCost",
    value: 65,
    category: "surfaces",
    unit: "flat_rate",
    description: "Per door, both sides and the door trim (as promised in the FAQ)",
  },
  {
    name: "windowCost",
    value: 45,
    category: "surfaces",
    unit: "flat_rate",
    description: "Per window: sash and window trim",
  },
  {
    name: "furnitureMovingCost",
    value: 50,
    category: "labor",
    unit: "flat_rate",
    description: "Flat fee to move and cover furniture before painting",
  },
  {
    name: "standardQualityMarkup",
    value: 0.12,
    category: "quality",
    unit: "flat_rate",
    description: "Standard paint supplied by us: surcharge per square foot",
  },
  {
    name: "premiumQualityMarkup",
    value: 0.22,
    category: "quality",
    unit: "flat_rate",
    description: "Premium paint supplied by us: surcharge per square foot",
  },
  {
    name: "luxuryQualityMarkup",
    value: 0.32,
    category: "materials",
    unit: "flat_rate",
    description: "Luxury paint supplied by us: surcharge per square foot",
  },
  {
    name: "platformMarginRate",
    value: 0.4,
    category: "markup",
    unit: "percentage",
    description: "Platform share of each job (1 − contractor commission rate)",
  },
  {
    name: "contractorCommissionRate",
    value: 0.6,
    category: "commission",
    unit: "percentage",
    description: "Share of the job total paid to the contractor",
  },
  {
    name: "salesTaxRate",
    // 0 until the owner sets one: Pennsylvania does not tax residential interior painting (a service
    // to real property), and an invoice must not charge a tax nobody owes. Set it in the Pricing tab
    // when the work is taxable; the rate is frozen into each quote and its invoice.
    value: 0,
    category: "business",
    unit: "percentage",
    description: "Sales tax applied to the subtotal (0: none; shown on quotes and invoices when set)",
  },
  {
    name: "minimumJobSize",
    value: 350,
    category: "business",
    unit: "flat_rate",
    description: "Smallest job we book: lower room totals are raised to this amount",
  },
];
