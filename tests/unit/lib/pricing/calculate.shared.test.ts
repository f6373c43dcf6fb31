import {
  defaultRoomPaintOptions,
  EMPTY_PRICING,
  measureRoom,
  quoteTotals,
  roomCostCents,
  type PricingConfig,
  type RoomPricingInput,
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
};

function room(overrides: Partial<RoomPricingInput> = {}): RoomPricingInput {
  return {
    length: 12,
    width: 10,
    height: 9,
    paintWalls: true,
    paintCeiling: false,
    paintTrim: false,
    paintDoors: false,
    paintWindows: false,
    doorCount: 0,
    windowCount: 0,
    windowWidth: 0,
    windowHeight: 0,
    excludedArea: 0,
    paintOptions: { ...defaultRoomPaintOptions(), customerSupplies: true },
    ...overrides,
  };
}

describe("room geometry", () => {
  it("measures walls less windows and excluded area, never below 0", () => {
    const m = measureRoom(room({ windowCount: 2, windowWidth: 3, windowHeight: 4, excludedArea: 10 }));
    expect(m.perimeter).toBe(44);
    expect(m.windowArea).toBe(24);
    expect(m.wallArea).toBe(44 * 9 - 10 - 24);
    expect(m.ceilingArea).toBe(110);
    expect(m.windowPerimeter).toBe(28);
    expect(measureRoom(room({ excludedArea: 1000 })).wallArea).toBe(0);
    expect(measureRoom(room({ excludedArea: 1000 })).ceilingArea).toBe(0);
  });
});

describe("room cost", () => {
  it("prices walls alone at the wall rate when the customer supplies paint", () => {
    expect(roomCostCents(room(), pricing)).toBe(396 * 200); // 396 sq ft × $2
  });

  it("adds the quality surcharge per surface when we supply the paint", () => {
    const options = defaultRoomPaintOptions(); // walls standard, trim premium
    const cents = roomCostCents(room({ paintTrim: true, paintOptions: options }), pricing);
    // walls 396 × (2 + 0.12) = 839.52; trim 44 × 1.25 = 55 + 22 × 0.22 = 4.84
    expect(cents).toBe(83952 + 5500 + 484);
  });

  it("prices doors and windows per piece", () => {
    const cents = roomCostCents(
      room({
        paintWalls: false,
        paintDoors: true,
        doorCount: 2,
        paintWindows: true,
        windowCount: 1,
        windowWidth: 3,
        windowHeight: 5,
      }),
      pricing,
    );
    expect(cents).toBe(2 * 6500 + 4000);
  });
});

describe("quote totals", () => {
  it("raises to the minimum job size, adds furniture moving, then tax", () => {
    const totals = quoteTotals(
      [10000],
      { primer: false, furnitureMoving: true, substantialPrep: false },
      pricing,
    );
    expect(totals).toEqual({
      roomsCents: 10000,
      minimumAdjustmentCents: 20000,
      furnitureMovingCents: 5000,
      subtotalCents: 35000,
      taxCents: 2100,
      totalCents: 37100,
    });
  });

  it("sums several rooms above the minimum", () => {
    const totals = quoteTotals(
      [20000, 15050],
      { primer: false, furnitureMoving: false, substantialPrep: false },
      pricing,
    );
    expect(totals.subtotalCents).toBe(35050);
    expect(totals.taxCents).toBe(2103);
    expect(totals.totalCents).toBe(37153);
  });
});
