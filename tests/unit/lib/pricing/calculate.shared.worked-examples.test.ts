/**
 * Hand-computed worked examples of docs/product.md §9. Pricing used throughout:
 * walls $2.00/sq ft, ceiling $1.50/sq ft, trim $1.25/linear ft, door $65, window $40,
 * quality surcharges standard $0.12 / premium $0.22 / luxury $0.32 per sq ft,
 * furniture moving $50, minimum job $300, tax 6 %.
 * Room: 12 × 10 ft, 9 ft high → perimeter 44 ft, walls 396 sq ft, ceiling 120 sq ft.
 */
import {
  defaultRoomPaintOptions,
  EMPTY_PRICING,
  priceQuote,
  quoteTotals,
  roomCostCents,
  type PricedRoomInput,
  type PricingConfig,
  type Quality,
} from "@/lib/pricing/index.shared";

const pricing: PricingConfig = {
  ...EMPTY_PRICING,
  wallCostPerSqFt: 2,
  ceilingCostPerSqFt: 1.5,
  trimCostPerLinearFt: 1.25,
  doorCost: 65,
  windowCost: 40,
  furnitureMovingCost: 50,
  standardQualityMarkup: 0.12,
  premiumQualityMarkup: 0.22,
  luxuryQualityMarkup: 0.32,
  salesTaxRate: 0.06,
  minimumJobSize: 300,
  contractorCommissionRate: 0.6,
};

const none = {
  paintWalls: false,
  paintCeiling: false,
  paintTrim: false,
  paintDoors: false,
  paintWindows: false,
};

function room(overrides: Partial<PricedRoomInput> = {}, supplies = false): PricedRoomInput {
  return {
    type: "bedroom",
    length: 12,
    width: 10,
    height: 9,
    ...none,
    doorCount: 0,
    windowCount: 0,
    windowWidth: 0,
    windowHeight: 0,
    excludedArea: 0,
    paintOptions: { ...defaultRoomPaintOptions(), customerSupplies: supplies },
    ...overrides,
  };
}

function withQuality(surface: "walls" | "ceiling" | "trim" | "doors" | "windows", quality: Quality) {
  const options = defaultRoomPaintOptions();
  options[surface] = { ...options[surface], quality };
  return options;
}

const noConditions = { primer: false, furnitureMoving: false, substantialPrep: false };

describe("each surface alone, customer supplies the paint", () => {
  it.each([
    ["walls: 396 × $2.00", { paintWalls: true }, 79200],
    ["ceiling: 120 × $1.50", { paintCeiling: true }, 18000],
    ["trim: 44 ft × $1.25", { paintTrim: true }, 5500],
    ["doors: 2 × $65", { paintDoors: true, doorCount: 2 }, 13000],
    ["windows: 2 × $40", { paintWindows: true, windowCount: 2, windowWidth: 3, windowHeight: 4 }, 8000],
  ])("%s", (_label, surfaces, cents) => {
    expect(roomCostCents(room(surfaces, true), pricing)).toBe(cents);
  });

  it("a surface's count without its flag costs nothing", () => {
    expect(
      roomCostCents(
        room({ paintWalls: true, doorCount: 3, windowCount: 2, windowWidth: 3, windowHeight: 4 }, true),
        pricing,
      ),
    ).toBe(
      // walls only, less the 24 sq ft of windows: 372 × $2.00
      74400,
    );
  });
});

describe("quality surcharge when we supply the paint", () => {
  it.each([
    ["standard", 83952], // 396 × 2.12 = 839.52
    ["premium", 87912], // 396 × 2.22 = 879.12
    ["luxury", 91872], // 396 × 2.32 = 918.72
  ] as const)("walls in %s paint", (quality, cents) => {
    expect(
      roomCostCents(room({ paintWalls: true, paintOptions: withQuality("walls", quality) }), pricing),
    ).toBe(cents);
  });

  it("ceiling: 120 × (1.50 + 0.12) = 194.40", () => {
    expect(roomCostCents(room({ paintCeiling: true }), pricing)).toBe(19440);
  });

  it("trim: 55.00 + half the perimeter (22) × 0.22 = 59.84", () => {
    expect(roomCostCents(room({ paintTrim: true }), pricing)).toBe(5984);
  });

  it("doors: 130.00 + 20 sq ft per door (40) × 0.22 = 138.80", () => {
    expect(roomCostCents(room({ paintDoors: true, doorCount: 2 }), pricing)).toBe(13880);
  });

  it("windows: 80.00 + 0.25 × window perimeter (28) × 0.22 = 81.54", () => {
    expect(
      roomCostCents(room({ paintWindows: true, windowCount: 2, windowWidth: 3, windowHeight: 4 }), pricing),
    ).toBe(8154);
  });

  it("luxury trim: 55.00 + 22 × 0.32 = 62.04", () => {
    expect(
      roomCostCents(room({ paintTrim: true, paintOptions: withQuality("trim", "luxury") }), pricing),
    ).toBe(6204);
  });

  it("no surcharge at all when the customer supplies the paint", () => {
    const all = { paintWalls: true, paintCeiling: true, paintTrim: true, paintDoors: true, doorCount: 1 };
    expect(roomCostCents(room(all, true), pricing)).toBe(79200 + 18000 + 5500 + 6500);
  });
});

describe("areas floor at zero", () => {
  it("an excluded area larger than the walls and ceiling leaves nothing to paint there", () => {
    expect(
      roomCostCents(room({ paintWalls: true, paintCeiling: true, excludedArea: 500 }, true), pricing),
    ).toBe(0);
  });

  it("windows larger than the walls leave no wall area, but the windows are still priced", () => {
    const r = room(
      { paintWalls: true, paintWindows: true, windowCount: 10, windowWidth: 10, windowHeight: 10 },
      true,
    );
    expect(roomCostCents(r, pricing)).toBe(10 * 4000);
  });
});

describe("totals", () => {
  it("raises a small job to the minimum, then adds tax: 59.84 → 300.00 + 18.00 = 318.00", () => {
    const totals = quoteTotals([5984], noConditions, pricing);
    expect(totals.minimumAdjustmentCents).toBe(24016);
    expect(totals.taxCents).toBe(1800);
    expect(totals.totalCents).toBe(31800);
  });

  it("adds furniture moving after the minimum: 300 + 50 = 350, tax 21, total 371.00", () => {
    const totals = quoteTotals([5984], { ...noConditions, furnitureMoving: true }, pricing);
    expect(totals.subtotalCents).toBe(35000);
    expect(totals.totalCents).toBe(37100);
  });

  it("rounds tax to the cent: 839.52 × 6 % = 50.3712 → 50.37, total 889.89", () => {
    const totals = quoteTotals([83952], noConditions, pricing);
    expect(totals.taxCents).toBe(5037);
    expect(totals.totalCents).toBe(88989);
  });

  it("sums several rooms", () => {
    const rooms = [
      room({ paintWalls: true }, true),
      room({ paintCeiling: true }, true),
      room({ paintTrim: true }, true),
    ];
    const price = priceQuote(rooms, noConditions, pricing);
    expect(price.roomCents).toEqual([79200, 18000, 5500]);
    expect(price.totals.subtotalCents).toBe(102700);
    expect(price.totals.taxCents).toBe(6162);
    expect(price.totals.totalCents).toBe(108862);
  });

  it("rounds odd dimensions to the cent: walls (10.5 + 10.25) × 2 × 8.75 = 363.13 sq ft × $1.85 = 671.79", () => {
    const odd = room({ paintWalls: true, length: 10.5, width: 10.25, height: 8.75 }, true);
    expect(roomCostCents(odd, { ...pricing, wallCostPerSqFt: 1.85 })).toBe(67179);
  });
});

describe("breakdown (docs/product.md §9)", () => {
  it("lists each room, furniture moving +$50.00, the subtotal and the tax percentage", () => {
    const price = priceQuote(
      [room({ paintWalls: true }, true), room({ type: "kitchen", paintCeiling: true }, true)],
      { ...noConditions, furnitureMoving: true },
      pricing,
    );
    expect(price.breakdown.map((l) => [l.label, l.text])).toEqual([
      ["Bedroom 1", "$792.00"],
      ["Kitchen 2", "$180.00"],
      ["Furniture moving", "+$50.00"],
      ["Subtotal", "$1,022.00"],
      ["Tax (6%)", "$61.32"],
      ["Total", "$1,083.32"],
    ]);
  });

  it.each([
    ["premium", "Premium paint", "+$50.00"],
    ["luxury", "Luxury paint", "+$100.00"],
  ] as const)("adds the %s paint line when we supply it", (quality, label, text) => {
    const price = priceQuote(
      [room({ paintWalls: true, paintOptions: withQuality("walls", quality) })],
      noConditions,
      pricing,
    );
    expect(price.breakdown).toContainEqual(expect.objectContaining({ label, text, kind: "paint" }));
    const lines = price.breakdown.filter((l) => !["subtotal", "tax", "total"].includes(l.kind));
    expect(lines.reduce((sum, l) => sum + l.cents, 0)).toBe(price.totals.subtotalCents);
  });

  it("has no paint line for standard paint or customer-supplied paint", () => {
    for (const r of [
      room({ paintWalls: true }),
      room({ paintWalls: true, paintOptions: { ...withQuality("walls", "luxury"), customerSupplies: true } }),
    ]) {
      expect(priceQuote([r], noConditions, pricing).breakdown.some((l) => l.kind === "paint")).toBe(false);
    }
  });
});
