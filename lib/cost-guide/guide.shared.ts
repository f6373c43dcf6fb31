/**
 * The interior painting cost guide (/cost/interior-painting): every figure is computed here from a
 * pricing configuration by the quote engine (lib/pricing/*), so the guide says what a quote says and
 * follows the back office's Pricing tab. Pure: the pages pass the pricing in force
 * (lib/cost-guide/load.ts), the tests a fixed one.
 */
import { roomCostCents } from "@/lib/pricing/calculate.shared";
import type { PricingConfig } from "@/lib/pricing/config.shared";
import { dollarsToCents, type Cents } from "@/lib/pricing/money.shared";
import { DOOR_AREA_SQFT } from "@/lib/pricing/measure.shared";
import { PAINT_UPGRADE_DOLLARS, priceQuote, type PricedRoomInput } from "@/lib/pricing/quote.shared";
import { QUALITIES, type Quality, type RoomPaintOptions } from "@/lib/pricing/types.shared";
import {
  TYPICAL_CONDITIONS,
  typicalJobPrices,
  typicalRoom,
  type TypicalJobPrice,
  type TypicalRoom,
} from "./typical-jobs.shared";

export interface RoomCostRow {
  label: string;
  /** "12 × 12 ft" */
  size: string;
  /** The room's line of a quote with its walls alone painted. */
  wallsOnlyCents: Cents;
  /** The room's line with walls, ceiling and baseboard trim painted (no doors). */
  wallsCeilingTrimCents: Cents;
}

export interface PaintLineRow {
  /** "Standard", "Premium", "Luxury" or "Your own paint" */
  label: string;
  quality: Quality | "own";
  /** The room's line. */
  roomCents: Cents;
  /** The quote's flat paint upgrade line (0 for standard or your own paint). */
  upgradeCents: Cents;
  /** The quote's total for this one room: with the upgrade, the minimum job size and sales tax. */
  totalCents: Cents;
}

export interface ExtraRow {
  label: string;
  cents: Cents;
  /** What the amount covers. */
  detail: string;
}

export interface CostGuide {
  rooms: RoomCostRow[];
  /** The sample room of the paint-line table (a 12 × 12 ft bedroom with one door). */
  paintLineRoom: TypicalRoom;
  paintLines: PaintLineRow[];
  extras: ExtraRow[];
  typicalJobs: TypicalJobPrice[];
  /** The rates in force, for the method. */
  pricing: PricingConfig;
  minimumJobCents: Cents;
  furnitureMovingCents: Cents;
  /** Flat upgrade per quote when we supply premium or luxury paint. */
  upgradeCents: Record<Quality, Cents>;
}

/** The rooms of the by-room table: the wizard's room types at common sizes. */
export const GUIDE_ROOMS: readonly (TypicalRoom & { label: string })[] = [
  { label: "Small bedroom", type: "bedroom", name: "Bedroom", length: 10, width: 10, doorCount: 0 },
  { label: "Bedroom", type: "bedroom", name: "Bedroom", length: 12, width: 12, doorCount: 0 },
  { label: "Large bedroom", type: "bedroom", name: "Bedroom", length: 16, width: 14, doorCount: 0 },
  { label: "Living room", type: "living-room", name: "Living room", length: 18, width: 14, doorCount: 0 },
  { label: "Dining room", type: "dining-room", name: "Dining room", length: 14, width: 12, doorCount: 0 },
  { label: "Kitchen", type: "kitchen", name: "Kitchen", length: 12, width: 10, doorCount: 0 },
  { label: "Bathroom", type: "bathroom", name: "Bathroom", length: 8, width: 5, doorCount: 0 },
  { label: "Hallway", type: "hallway", name: "Hallway", length: 20, width: 4, doorCount: 0 },
];

/** The window of the extras table. */
export const GUIDE_WINDOW = { width: 3, height: 5 } as const;

export const PAINT_LINE_LABELS: Record<Quality | "own", string> = {
  standard: "Standard",
  premium: "Premium",
  luxury: "Luxury",
  own: "Your own paint",
};

const PAINT_LINE_ROOM: TypicalRoom = {
  type: "bedroom",
  name: "Bedroom",
  length: 12,
  width: 12,
  doorCount: 1,
};

function withEverySurfaceIn(options: RoomPaintOptions, quality: Quality): RoomPaintOptions {
  return {
    ...options,
    walls: { ...options.walls, quality },
    ceiling: { ...options.ceiling, quality },
    trim: { ...options.trim, quality },
    doors: { ...options.doors, quality },
    windows: { ...options.windows, quality },
  };
}

/** A room of the guide with only the given surfaces selected (the wizard's paint otherwise). */
function roomWith(room: TypicalRoom, surfaces: Partial<PricedRoomInput>): PricedRoomInput {
  return {
    ...typicalRoom(room),
    paintWalls: false,
    paintCeiling: false,
    paintTrim: false,
    paintDoors: false,
    paintWindows: false,
    ...surfaces,
  };
}

function paintLineRow(quality: Quality | "own", pricing: PricingConfig): PaintLineRow {
  const base = typicalRoom(PAINT_LINE_ROOM);
  const room: PricedRoomInput =
    quality === "own"
      ? { ...base, paintOptions: { ...base.paintOptions, customerSupplies: true } }
      : { ...base, paintOptions: withEverySurfaceIn(base.paintOptions, quality) };
  const price = priceQuote([room], TYPICAL_CONDITIONS, pricing);
  return {
    label: PAINT_LINE_LABELS[quality],
    quality,
    roomCents: price.roomCents[0]!,
    upgradeCents: price.paintUpgradeCents,
    totalCents: price.totals.totalCents,
  };
}

export function buildCostGuide(pricing: PricingConfig): CostGuide {
  const rooms = GUIDE_ROOMS.map((room) => ({
    label: room.label,
    size: `${room.length} × ${room.width} ft`,
    wallsOnlyCents: roomCostCents(roomWith(room, { paintWalls: true }), pricing),
    wallsCeilingTrimCents: roomCostCents(
      roomWith(room, { paintWalls: true, paintCeiling: true, paintTrim: true }),
      pricing,
    ),
  }));
  const sample = PAINT_LINE_ROOM;
  const extras: ExtraRow[] = [
    {
      label: "A door",
      cents: roomCostCents(roomWith(sample, { paintDoors: true, doorCount: 1 }), pricing),
      detail: `Both sides and its trim, in premium semi-gloss (${DOOR_AREA_SQFT} sq ft of paint)`,
    },
    {
      label: "A window",
      cents: roomCostCents(
        roomWith(sample, {
          paintWindows: true,
          windowCount: 1,
          windowWidth: GUIDE_WINDOW.width,
          windowHeight: GUIDE_WINDOW.height,
        }),
        pricing,
      ),
      detail: `Sash and trim of a ${GUIDE_WINDOW.width} × ${GUIDE_WINDOW.height} ft window, in premium semi-gloss`,
    },
    {
      label: "The ceiling of a 12 × 12 ft room",
      cents: roomCostCents(roomWith(sample, { paintCeiling: true }), pricing),
      detail: "144 sq ft in standard flat paint",
    },
    {
      label: "The baseboard trim of a 12 × 12 ft room",
      cents: roomCostCents(roomWith(sample, { paintTrim: true }), pricing),
      detail: "48 linear ft in premium semi-gloss",
    },
    {
      label: "Furniture moving",
      cents: dollarsToCents(pricing.furnitureMovingCost),
      detail: "Once per job: furniture moved, covered and put back",
    },
  ];
  return {
    rooms,
    paintLineRoom: sample,
    paintLines: [...QUALITIES, "own" as const].map((quality) => paintLineRow(quality, pricing)),
    extras,
    typicalJobs: typicalJobPrices(pricing),
    pricing,
    minimumJobCents: dollarsToCents(pricing.minimumJobSize),
    furnitureMovingCents: dollarsToCents(pricing.furnitureMovingCost),
    upgradeCents: {
      standard: dollarsToCents(PAINT_UPGRADE_DOLLARS.standard),
      premium: dollarsToCents(PAINT_UPGRADE_DOLLARS.premium),
      luxury: dollarsToCents(PAINT_UPGRADE_DOLLARS.luxury),
    },
  };
}

/**
 * A rate of the pricing in dollars as the method states it: two decimals, or up to the four the
 * pricing stores when it has them ("$1.85", "$0.125"), so the words never round a rate in force.
 */
export function formatRate(rate: number): string {
  const [whole = "0", fraction = ""] = Number(Math.abs(rate).toFixed(4)).toString().split(".");
  return `${rate < 0 ? "-" : ""}$${Number(whole).toLocaleString("en-US")}.${fraction.padEnd(2, "0")}`;
}
