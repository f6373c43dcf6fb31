/**
 * Typical painting jobs, priced by the quote engine itself (lib/pricing/quote.shared.ts priceQuote)
 * with a given pricing configuration: the location pages and the cost guide show what a visitor's
 * own quote would say for these rooms, not an estimate of ours. Every assumption is a field here,
 * and the pages state them (TYPICAL_JOB_ASSUMPTIONS) next to the prices.
 */
import type { PricingConfig } from "@/lib/pricing/config.shared";
import { ROOM_DEFAULTS } from "@/lib/pricing/defaults.shared";
import { priceQuote, type PricedRoomInput } from "@/lib/pricing/quote.shared";
import { defaultRoomPaintOptions, type QuoteConditions } from "@/lib/pricing/types.shared";
import type { Cents } from "@/lib/pricing/money.shared";

/** Nothing the quote adds on request: no primer, no furniture moving, no substantial prep. */
export const TYPICAL_CONDITIONS: QuoteConditions = {
  primer: false,
  furnitureMoving: false,
  substantialPrep: false,
};

export interface TypicalRoom {
  type: PricedRoomInput["type"];
  name: string;
  length: number;
  width: number;
  doorCount: number;
}

/**
 * A room as a visitor would enter it in the quote wizard: the wizard's ceiling height (9 ft); walls,
 * ceiling and baseboard trim painted, and its doors (both sides); windows not entered (not painted,
 * and their area not taken off the walls); the wizard's paint (walls and ceiling standard, trim and
 * doors premium semi-gloss), supplied by us.
 */
export function typicalRoom({ type, name, length, width, doorCount }: TypicalRoom): PricedRoomInput {
  return {
    type,
    name,
    length,
    width,
    height: ROOM_DEFAULTS.height,
    paintWalls: true,
    paintCeiling: true,
    paintTrim: true,
    paintDoors: doorCount > 0,
    paintWindows: false,
    doorCount,
    windowCount: 0,
    windowWidth: 0,
    windowHeight: 0,
    excludedArea: 0,
    paintOptions: defaultRoomPaintOptions(),
  };
}

export const TYPICAL_JOB_IDS = ["bedroom", "living-room", "three-bedroom-home"] as const;
export type TypicalJobId = (typeof TYPICAL_JOB_IDS)[number];

/** The rooms of each typical job. */
export const TYPICAL_JOBS: Record<TypicalJobId, { label: string; rooms: readonly TypicalRoom[] }> = {
  bedroom: {
    label: "A 12 × 12 ft bedroom",
    rooms: [{ type: "bedroom", name: "Bedroom", length: 12, width: 12, doorCount: 1 }],
  },
  "living-room": {
    label: "A 14 × 18 ft living room",
    rooms: [{ type: "living-room", name: "Living room", length: 18, width: 14, doorCount: 0 }],
  },
  "three-bedroom-home": {
    label: "A whole 3-bedroom home",
    rooms: [
      { type: "bedroom", name: "Main bedroom", length: 14, width: 12, doorCount: 1 },
      { type: "bedroom", name: "Second bedroom", length: 12, width: 12, doorCount: 1 },
      { type: "bedroom", name: "Third bedroom", length: 12, width: 10, doorCount: 1 },
      { type: "living-room", name: "Living room", length: 18, width: 14, doorCount: 0 },
      { type: "kitchen", name: "Kitchen", length: 12, width: 10, doorCount: 0 },
      { type: "bathroom", name: "Bathroom", length: 8, width: 5, doorCount: 1 },
      { type: "hallway", name: "Hallway", length: 20, width: 4, doorCount: 0 },
    ],
  },
};

/** What the pages say the typical prices assume (the fields of typicalRoom, in words). */
export const TYPICAL_JOB_ASSUMPTIONS = [
  "9 ft ceilings, the quote's standard height",
  "Walls, ceiling and baseboard trim painted; each door listed painted on both sides",
  "Windows not painted",
  "Walls and ceilings in standard paint, trim and doors in premium semi-gloss, all supplied by us",
  "No furniture moving, primer or extra prep added",
] as const;

/** The same assumptions in one line, for the location pages (the cost guide lists them in full). */
export const TYPICAL_JOB_ASSUMPTIONS_IN_SHORT =
  "9 ft ceilings; walls, ceiling and baseboard trim; doors as listed, no windows; standard paint with premium semi-gloss trim and doors, supplied by us.";

/** "Main bedroom 14 × 12 ft, …, Hallway 20 × 4 ft (4 doors)". */
export function describeRooms(rooms: readonly TypicalRoom[]): string {
  const doors = rooms.reduce((sum, room) => sum + room.doorCount, 0);
  const list = rooms.map((room) => `${room.name.toLowerCase()} ${room.length} × ${room.width} ft`).join(", ");
  return `${list}; ${doors} ${doors === 1 ? "door" : "doors"}`;
}

export interface TypicalJobPrice {
  id: TypicalJobId;
  label: string;
  rooms: readonly TypicalRoom[];
  /** The quote's total: rooms, paint upgrade, minimum job size and sales tax as the pricing in force says. */
  totalCents: Cents;
  /** Square feet painted: what sizes the job in painter-days (and so its start date). */
  paintableSqFt: number;
}

export function priceTypicalJob(id: TypicalJobId, pricing: PricingConfig): TypicalJobPrice {
  const job = TYPICAL_JOBS[id];
  const price = priceQuote(job.rooms.map(typicalRoom), TYPICAL_CONDITIONS, pricing);
  return {
    id,
    label: job.label,
    rooms: job.rooms,
    totalCents: price.totals.totalCents,
    paintableSqFt: price.paintableSqFt,
  };
}

/**
 * Whether the pricing prices anything: an unconfigured database reads as all zeros (a missing
 * field is 0), and "$0.00" for a bedroom is no fact to publish.
 */
export function hasSurfacePrices(pricing: PricingConfig): boolean {
  return [pricing.wallCostPerSqFt, pricing.ceilingCostPerSqFt, pricing.trimCostPerLinearFt].some(
    (rate) => rate > 0,
  );
}

export function typicalJobPrices(pricing: PricingConfig): TypicalJobPrice[] {
  return TYPICAL_JOB_IDS.map((id) => priceTypicalJob(id, pricing));
}
