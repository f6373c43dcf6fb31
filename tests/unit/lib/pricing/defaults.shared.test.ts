import { ROOM_DEFAULTS } from "@/lib/pricing/index.shared";

describe("ROOM_DEFAULTS", () => {
  it("is a 9 ft room with no doors or windows yet (docs/product.md §3 Room)", () => {
    expect(ROOM_DEFAULTS).toMatchObject({ height: 9, doorCount: 0, windowCount: 0 });
  });

  it("paints only the walls among the five surfaces", () => {
    const surfaces = Object.entries(ROOM_DEFAULTS).filter(([key]) => key.startsWith("paint"));
    expect(surfaces).toHaveLength(5);
    expect(surfaces.filter(([, on]) => on).map(([key]) => key)).toEqual(["paintWalls"]);
  });
});
