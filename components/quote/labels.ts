import type { Finish } from "@/lib/pricing/index.shared";
import type { PropertyType, RoomType } from "@/lib/quotes/draft.shared";

// Each option's key in the quote namespace (messages/<locale>/quote.json), whose texts the wizard shows.

export const PROPERTY_TYPE_KEYS = {
  "single-family": "singleFamily",
  townhouse: "townhouse",
  condo: "condo",
} as const satisfies Record<PropertyType, string>;

export const ROOM_TYPE_KEYS = {
  bedroom: "bedroom",
  "living-room": "livingRoom",
  kitchen: "kitchen",
  bathroom: "bathroom",
  "dining-room": "diningRoom",
  office: "office",
  hallway: "hallway",
  other: "other",
} as const satisfies Record<RoomType, string>;

export const FINISH_KEYS = {
  flat: "flat",
  eggshell: "eggshell",
  satin: "satin",
  "semi-gloss": "semiGloss",
  gloss: "gloss",
} as const satisfies Record<Finish, string>;
