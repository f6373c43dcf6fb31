/**
 * Prices a whole quote: the one function the wizard (live) and the server
 * (authoritative) both call, so their totals cannot disagree.
 */
import { knownRoomTypeLabel } from "@/lib/format.shared";
import { quoteTotals, roomCostCents, type QuoteTotals } from "./calculate.shared";
import type { PricingConfig } from "./config.shared";
import { measureRoom } from "./measure.shared";
import { dollarsToCents, formatUsd, type Cents } from "./money.shared";
import {
  QUALITIES,
  type Finish,
  type Quality,
  type QuoteConditions,
  type RoomPricingInput,
} from "./types.shared";

/** Flat upgrade lines of the breakdown (docs/product.md §9) when we supply better paint. */
export const PAINT_UPGRADE_DOLLARS: Record<Quality, number> = { standard: 0, premium: 50, luxury: 100 };

export interface QuotePaintOptions {
  quality: Quality;
  finish: Finish;
  customerSupplies: boolean;
}

export interface PricedRoomInput extends RoomPricingInput {
  type: string;
  name?: string | null;
}

export interface BreakdownLine {
  label: string;
  cents: Cents;
  /** Display text, e.g. "+$50.00" or "6%" */
  text: string;
  kind: "room" | "minimum" | "furniture" | "paint" | "subtotal" | "tax" | "total";
}

export interface QuotePrice {
  roomCents: Cents[];
  paintUpgradeCents: Cents;
  totals: QuoteTotals;
  paintOptions: QuotePaintOptions;
  paintableSqFt: number;
  breakdown: BreakdownLine[];
}

/** The breakdown calls an unnamed "other" room "Other Room 2" (a bare "Other 2" reads as a typo). */
function breakdownRoomType(type: string): string {
  return type === "other" ? "Other Room" : (knownRoomTypeLabel(type) ?? "Room");
}

export function roomLabel(room: Pick<PricedRoomInput, "type" | "name">, index: number): string {
  return room.name?.trim() || `${breakdownRoomType(room.type)} ${index + 1}`;
}

/**
 * The quote's paint package follows its rooms: the best wall paint chosen in
 * any room, supplied by us unless the customer supplies paint for every room.
 */
export function deriveQuotePaintOptions(rooms: readonly RoomPricingInput[]): QuotePaintOptions {
  const rank = (q: Quality) => QUALITIES.indexOf(q);
  let quality: Quality = "standard";
  for (const room of rooms) {
    if (!room.paintOptions.customerSupplies && rank(room.paintOptions.walls.quality) > rank(quality)) {
      quality = room.paintOptions.walls.quality;
    }
  }
  return {
    quality,
    finish: rooms[0]?.paintOptions.walls.finish ?? "eggshell",
    customerSupplies: rooms.length > 0 && rooms.every((r) => r.paintOptions.customerSupplies),
  };
}

function percent(rate: number): string {
  return `${Number((rate * 100).toFixed(2))}%`;
}

export function priceQuote(
  rooms: readonly PricedRoomInput[],
  conditions: QuoteConditions,
  pricing: PricingConfig,
): QuotePrice {
  const roomCents = rooms.map((room) => roomCostCents(room, pricing));
  const paintOptions = deriveQuotePaintOptions(rooms);
  const paintUpgradeCents = paintOptions.customerSupplies
    ? 0
    : dollarsToCents(PAINT_UPGRADE_DOLLARS[paintOptions.quality]);
  // The paint upgrade is part of the subtotal, so the breakdown adds up to the total.
  const totals = quoteTotals(
    paintUpgradeCents ? [...roomCents, paintUpgradeCents] : roomCents,
    conditions,
    pricing,
  );

  const breakdown: BreakdownLine[] = rooms.map((room, i) => ({
    label: roomLabel(room, i),
    cents: roomCents[i]!,
    text: formatUsd(roomCents[i]!),
    kind: "room",
  }));
  if (paintUpgradeCents) {
    breakdown.push({
      label: `${paintOptions.quality === "luxury" ? "Luxury" : "Premium"} paint`,
      cents: paintUpgradeCents,
      text: `+${formatUsd(paintUpgradeCents)}`,
      kind: "paint",
    });
  }
  if (totals.minimumAdjustmentCents) {
    breakdown.push({
      label: `Minimum job size (${formatUsd(dollarsToCents(pricing.minimumJobSize))})`,
      cents: totals.minimumAdjustmentCents,
      text: `+${formatUsd(totals.minimumAdjustmentCents)}`,
      kind: "minimum",
    });
  }
  if (totals.furnitureMovingCents) {
    breakdown.push({
      label: "Furniture moving",
      cents: totals.furnitureMovingCents,
      text: `+${formatUsd(totals.furnitureMovingCents)}`,
      kind: "furniture",
    });
  }
  breakdown.push(
    {
      label: "Subtotal",
      cents: totals.subtotalCents,
      text: formatUsd(totals.subtotalCents),
      kind: "subtotal",
    },
    {
      label: `Tax (${percent(pricing.salesTaxRate)})`,
      cents: totals.taxCents,
      text: formatUsd(totals.taxCents),
      kind: "tax",
    },
    { label: "Total", cents: totals.totalCents, text: formatUsd(totals.totalCents), kind: "total" },
  );

  const paintableSqFt =
    Math.round(rooms.reduce((sum, r) => sum + measureRoom(r).paintableArea, 0) * 100) / 100;
  return { roomCents, paintUpgradeCents, totals, paintOptions, paintableSqFt, breakdown };
}
