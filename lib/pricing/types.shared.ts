export const QUALITIES = ["standard", "premium", "luxury"] as const;
export type Quality = (typeof QUALITIES)[number];

export const FINISHES = ["flat", "eggshell", "satin", "semi-gloss", "gloss"] as const;
export type Finish = (typeof FINISHES)[number];

export const SURFACES = ["walls", "ceiling", "trim", "doors", "windows"] as const;
export type Surface = (typeof SURFACES)[number];

/** The room flag that selects each surface. */
export const SURFACE_FLAGS = {
  walls: "paintWalls",
  ceiling: "paintCeiling",
  trim: "paintTrim",
  doors: "paintDoors",
  windows: "paintWindows",
} as const satisfies Record<Surface, keyof RoomPricingInput>;

// A type alias rather than an interface, so that it is assignable to Prisma's JSON input.
export type SurfacePaintOption = {
  quality: Quality;
  finish: Finish;
  colorCode?: string;
  brand?: string;
};

export type RoomPaintOptions = {
  customerSupplies: boolean;
  colorConsultation: boolean;
} & Record<Surface, SurfacePaintOption>;

/** What the price of a room depends on (dimensions in feet, areas in square feet). */
export interface RoomPricingInput {
  length: number;
  width: number;
  height: number;
  paintWalls: boolean;
  paintCeiling: boolean;
  paintTrim: boolean;
  paintDoors: boolean;
  paintWindows: boolean;
  doorCount: number;
  windowCount: number;
  windowWidth: number;
  windowHeight: number;
  excludedArea: number;
  paintOptions: RoomPaintOptions;
}

export interface QuoteConditions {
  primer: boolean;
  furnitureMoving: boolean;
  substantialPrep: boolean;
}

/** docs/product.md §3 defaults: walls standard/eggshell; ceiling standard/flat; trim, doors, windows premium/semi-gloss. */
export function defaultRoomPaintOptions(): RoomPaintOptions {
  return {
    customerSupplies: false,
    colorConsultation: false,
    walls: { quality: "standard", finish: "eggshell", colorCode: "", brand: "" },
    ceiling: { quality: "standard", finish: "flat", colorCode: "", brand: "" },
    trim: { quality: "premium", finish: "semi-gloss", colorCode: "", brand: "" },
    doors: { quality: "premium", finish: "semi-gloss", colorCode: "", brand: "" },
    windows: { quality: "premium", finish: "semi-gloss", colorCode: "", brand: "" },
  };
}
