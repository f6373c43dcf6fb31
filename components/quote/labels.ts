import type { Finish, Quality, Surface } from "@/lib/pricing";
import type { PropertyType, RoomType } from "@/lib/quotes/draft";

export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  "single-family": "Single-family home",
  townhouse: "Townhouse",
  condo: "Condo / apartment",
};

export const ROOM_TYPE_LABELS: Record<RoomType, string> = {
  bedroom: "Bedroom",
  "living-room": "Living Room",
  kitchen: "Kitchen",
  bathroom: "Bathroom",
  "dining-room": "Dining Room",
  office: "Office",
  hallway: "Hallway",
  other: "Other",
};

export const SURFACE_LABELS: Record<Surface, string> = {
  walls: "Walls",
  ceiling: "Ceiling",
  trim: "Trim",
  doors: "Doors",
  windows: "Windows",
};

/** The room flag that selects each surface. */
export const SURFACE_FLAGS = {
  walls: "paintWalls",
  ceiling: "paintCeiling",
  trim: "paintTrim",
  doors: "paintDoors",
  windows: "paintWindows",
} as const satisfies Record<Surface, string>;

export const QUALITY_LABELS: Record<Quality, string> = {
  standard: "Standard",
  premium: "Premium",
  luxury: "Luxury",
};

export const FINISH_LABELS: Record<Finish, string> = {
  flat: "Flat",
  eggshell: "Eggshell",
  satin: "Satin",
  "semi-gloss": "Semi-gloss",
  gloss: "Gloss",
};
