import { defaultRoomPaintOptions } from "@/lib/pricing/index.shared";
import { emptyQuoteDraft, newRoom } from "@/lib/quotes/draft.shared";

describe("newRoom / emptyQuoteDraft", () => {
  it("uses the spec defaults", () => {
    const room = newRoom();
    expect(room).toMatchObject({
      height: 9,
      paintWalls: true,
      paintCeiling: false,
      paintTrim: false,
      paintDoors: false,
      paintWindows: false,
      doorCount: 0,
      windowCount: 0,
      excludeArea: false,
      photos: [],
    });
    expect(room.paintOptions).toEqual(defaultRoomPaintOptions());
    expect(newRoom().key).not.toBe(room.key);

    const draft = emptyQuoteDraft();
    expect(draft.projectType).toBe("interior");
    expect(draft.rooms).toHaveLength(1);
    expect(draft.conditions).toEqual({ primer: false, furnitureMoving: false, substantialPrep: false });
  });
});
