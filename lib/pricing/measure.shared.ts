import type { RoomPricingInput } from "./types.shared";

/** Square feet of one door (docs/product.md §9). */
export const DOOR_AREA_SQFT = 20;

export interface RoomMeasurements {
  perimeter: number;
  wallArea: number;
  ceilingArea: number;
  windowArea: number;
  windowPerimeter: number;
  trimArea: number;
  doorArea: number;
  windowTrimArea: number;
  /** Area of the selected surfaces: sizes the job in painter-days. */
  paintableArea: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** docs/product.md §9 geometry; every area floors at 0. */
export function measureRoom(room: RoomPricingInput): RoomMeasurements {
  const perimeter = 2 * (room.length + room.width);
  const windowArea = room.windowCount * room.windowWidth * room.windowHeight;
  const windowPerimeter = room.windowCount * (2 * room.windowWidth + 2 * room.windowHeight);
  const wallArea = Math.max(0, perimeter * room.height - room.excludedArea - windowArea);
  const ceilingArea = Math.max(0, room.length * room.width - room.excludedArea);
  const trimArea = perimeter * 0.5;
  const doorArea = DOOR_AREA_SQFT * room.doorCount;
  const windowTrimArea = windowPerimeter * 0.25;
  const paintableArea =
    (room.paintWalls ? wallArea : 0) +
    (room.paintCeiling ? ceilingArea : 0) +
    (room.paintTrim ? trimArea : 0) +
    (room.paintDoors ? doorArea : 0) +
    (room.paintWindows ? windowTrimArea : 0);
  return {
    perimeter: round2(perimeter),
    wallArea: round2(wallArea),
    ceilingArea: round2(ceilingArea),
    windowArea: round2(windowArea),
    windowPerimeter: round2(windowPerimeter),
    trimArea: round2(trimArea),
    doorArea: round2(doorArea),
    windowTrimArea: round2(windowTrimArea),
    paintableArea: round2(paintableArea),
  };
}
