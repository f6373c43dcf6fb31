/**
 * The quote wizard's draft (docs/product.md §3 "Quote draft (client)"): its shape and defaults.
 * Its payload and price are in draft-payload.ts, the step checks in draft-steps.ts, loading a
 * saved quote in draft-from-saved-quote.ts. Browser-safe: no Prisma, no Node APIs.
 */
import {
  defaultRoomPaintOptions,
  ROOM_DEFAULTS,
  type QuoteConditions,
  type QuotePaintOptions,
  type RoomPaintOptions,
} from "@/lib/pricing/index.shared";
import type { PROPERTY_TYPES, ROOM_TYPES } from "@/lib/validations/quote.shared";
import { clientKey } from "@/lib/client-key.shared";

export type PropertyType = (typeof PROPERTY_TYPES)[number];
export type RoomType = (typeof ROOM_TYPES)[number];
/** A number input's value; null while the field is blank. */
export type NumberValue = number | null;

export interface DraftPhoto {
  /** Client key (stable while uploading). */
  key: string;
  /** Upload id from POST /api/uploads/room-photos; null while uploading. */
  id: string | null;
  name: string;
  url: string | null;
  status: "uploading" | "uploaded";
}

export interface DraftRoom {
  /** Client key for React lists; never sent. */
  key: string;
  type: RoomType;
  name: string;
  length: NumberValue;
  width: NumberValue;
  height: NumberValue;
  paintWalls: boolean;
  paintCeiling: boolean;
  paintTrim: boolean;
  paintDoors: boolean;
  paintWindows: boolean;
  doorCount: NumberValue;
  windowCount: NumberValue;
  windowWidth: NumberValue;
  windowHeight: NumberValue;
  /** The "Exclude area" option; excludedArea only counts while it is ticked. */
  excludeArea: boolean;
  excludedArea: NumberValue;
  photos: DraftPhoto[];
  paintOptions: RoomPaintOptions;
}

export interface QuoteDraftState {
  projectType: "interior";
  address: string;
  propertyType: PropertyType | "";
  customerName: string;
  email: string;
  phone: string;
  rooms: DraftRoom[];
  conditions: QuoteConditions;
  paintOptions: QuotePaintOptions;
}

export { clientKey };

export const EMPTY_CONDITIONS: QuoteConditions = {
  primer: false,
  furnitureMoving: false,
  substantialPrep: false,
};
export const DEFAULT_QUOTE_PAINT_OPTIONS: QuotePaintOptions = {
  quality: "standard",
  finish: "eggshell",
  customerSupplies: false,
};

/** A new room with the defaults of docs/product.md §3 (height 9 ft, walls only, no doors or windows). */
export function newRoom(overrides: Partial<DraftRoom> = {}): DraftRoom {
  return {
    key: clientKey("room"),
    type: "bedroom",
    name: "",
    length: null,
    width: null,
    ...ROOM_DEFAULTS,
    // Average window size suggestions; they only count once windows are added.
    windowWidth: 3,
    windowHeight: 4,
    excludeArea: false,
    excludedArea: 0,
    photos: [],
    paintOptions: defaultRoomPaintOptions(),
    ...overrides,
  };
}

/** The wizard's initial state: one empty room. */
export function emptyQuoteDraft(): QuoteDraftState {
  return {
    projectType: "interior",
    address: "",
    propertyType: "single-family",
    customerName: "",
    email: "",
    phone: "",
    rooms: [newRoom()],
    conditions: { ...EMPTY_CONDITIONS },
    paintOptions: { ...DEFAULT_QUOTE_PAINT_OPTIONS },
  };
}
