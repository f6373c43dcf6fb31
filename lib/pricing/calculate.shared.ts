import type { PricingConfig } from "./config.shared";
import { applyRate, dollarsToCents, multiplyToCents, type Cents } from "./money.shared";
import { DOOR_AREA_SQFT, measureRoom } from "./measure.shared";
import type { Quality, QuoteConditions, RoomPricingInput } from "./types.shared";

function markupRate(pricing: PricingConfig, quality: Quality): number {
  if (quality === "luxury") return pricing.luxuryQualityMarkup;
  if (quality === "premium") return pricing.premiumQualityMarkup;
  return pricing.standardQualityMarkup;
}

/**
 * Price of one room in cents (docs/product.md §9): each selected surface at its rate, plus
 * the paint-quality surcharge of that surface unless the customer supplies paint.
 */
export function roomCostCents(room: RoomPricingInput, pricing: PricingConfig): Cents {
  const m = measureRoom(room);
  const options = room.paintOptions;
  const withPaint = !options.customerSupplies;
  const markup = (
    surface: keyof Omit<typeof options, "customerSupplies" | "colorConsultation">,
    quantity: number,
  ) => (withPaint ? multiplyToCents(markupRate(pricing, options[surface].quality), quantity) : 0);

  let cents = 0;
  if (room.paintWalls)
    cents += multiplyToCents(pricing.wallCostPerSqFt, m.wallArea) + markup("walls", m.wallArea);
  if (room.paintCeiling) {
    cents += multiplyToCents(pricing.ceilingCostPerSqFt, m.ceilingArea) + markup("ceiling", m.ceilingArea);
  }
  if (room.paintTrim)
    cents += multiplyToCents(pricing.trimCostPerLinearFt, m.perimeter) + markup("trim", m.perimeter / 2);
  if (room.paintDoors) {
    cents +=
      multiplyToCents(pricing.doorCost, room.doorCount) + markup("doors", DOOR_AREA_SQFT * room.doorCount);
  }
  if (room.paintWindows) {
    cents +=
      multiplyToCents(pricing.windowCost, room.windowCount) + markup("windows", m.windowPerimeter * 0.25);
  }
  return cents;
}

export interface QuoteTotals {
  roomsCents: Cents;
  /** Added to reach the minimum job size (0 when the rooms already reach it). */
  minimumAdjustmentCents: Cents;
  furnitureMovingCents: Cents;
  subtotalCents: Cents;
  taxCents: Cents;
  totalCents: Cents;
}

/** Sum of rooms, raised to the minimum job size, plus furniture moving, plus sales tax. */
export function quoteTotals(
  roomCents: Cents[],
  conditions: QuoteConditions,
  pricing: PricingConfig,
): QuoteTotals {
  const roomsCents = roomCents.reduce((sum, c) => sum + c, 0);
  const minimumCents = dollarsToCents(pricing.minimumJobSize);
  const minimumAdjustmentCents = Math.max(0, minimumCents - roomsCents);
  const furnitureMovingCents = conditions.furnitureMoving ? dollarsToCents(pricing.furnitureMovingCost) : 0;
  const subtotalCents = roomsCents + minimumAdjustmentCents + furnitureMovingCents;
  const taxCents = applyRate(subtotalCents, pricing.salesTaxRate);
  return {
    roomsCents,
    minimumAdjustmentCents,
    furnitureMovingCents,
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
  };
}
