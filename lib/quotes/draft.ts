/**
 * The quote wizard's draft (docs/product.md §3 "Quote draft (client)") and the pure rules
 * around it: defaults, loading a saved quote, the step 1 / step 2 checks
 * (docs/product.md §5) and the POST /api/quotes payload. Browser-safe: no Prisma, no Node APIs.
 */
import {
  defaultRoomPaintOptions,
  deriveQuotePaintOptions,
  FINISHES,
  priceQuote,
  QUALITIES,
  ROOM_DEFAULTS,
  SURFACES,
  type PricedRoomInput,
  type PricingConfig,
  type QuoteConditions,
  type QuotePaintOptions,
  type QuotePrice,
  type RoomPaintOptions,
} from "@/lib/pricing";
import {
  PROPERTY_TYPES,
  projectInfoSchema,
  ROOM_TYPES,
  roomSchema,
  type QuoteDraftInput,
  type RoomDraftInput,
} from "@/lib/validations/quote";
import { clientKey } from "@/lib/client-key";
import { decodeSpecification } from "./decode-specification";

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

// ---------------------------------------------------------------------------
// Numbers

/** A finite, non-negative number or 0: what pricing sees for a blank or invalid field. */
const sizeOrZero = (value: NumberValue | undefined): number =>
  typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0;

/** The value sent to the server: blank becomes 0 (which the schemas refuse where a size is required). */
const numberOrZero = (value: NumberValue | undefined): number =>
  typeof value === "number" && Number.isFinite(value) ? value : 0;

/** What the price of a draft room depends on (excludedArea is 0 unless the option is ticked). */
export function roomPricingInput(room: DraftRoom): PricedRoomInput {
  return {
    type: room.type,
    name: room.name.trim() || null,
    length: sizeOrZero(room.length),
    width: sizeOrZero(room.width),
    height: sizeOrZero(room.height),
    paintWalls: room.paintWalls,
    paintCeiling: room.paintCeiling,
    paintTrim: room.paintTrim,
    paintDoors: room.paintDoors,
    paintWindows: room.paintWindows,
    doorCount: Math.floor(sizeOrZero(room.doorCount)),
    windowCount: Math.floor(sizeOrZero(room.windowCount)),
    windowWidth: sizeOrZero(room.windowWidth),
    windowHeight: sizeOrZero(room.windowHeight),
    excludedArea: room.excludeArea ? sizeOrZero(room.excludedArea) : 0,
    paintOptions: room.paintOptions,
  };
}

/** The live price of the draft with the given pricing (the server prices the same way). */
export function priceDraft(draft: QuoteDraftState, pricing: PricingConfig): QuotePrice {
  return priceQuote(draft.rooms.map(roomPricingInput), draft.conditions, pricing);
}

// ---------------------------------------------------------------------------
// Payload

function roomPayload(room: DraftRoom): RoomDraftInput {
  const name = room.name.trim();
  return {
    type: room.type,
    ...(name ? { name } : {}),
    length: numberOrZero(room.length),
    width: numberOrZero(room.width),
    height: numberOrZero(room.height),
    paintWalls: room.paintWalls,
    paintCeiling: room.paintCeiling,
    paintTrim: room.paintTrim,
    paintDoors: room.paintDoors,
    paintWindows: room.paintWindows,
    doorCount: numberOrZero(room.doorCount),
    windowCount: numberOrZero(room.windowCount),
    windowWidth: numberOrZero(room.windowWidth),
    windowHeight: numberOrZero(room.windowHeight),
    excludedArea: room.excludeArea ? numberOrZero(room.excludedArea) : 0,
    photos: room.photos.flatMap((p) => (p.status === "uploaded" && p.id ? [p.id] : [])),
    paintOptions: room.paintOptions,
  };
}

/** The body of POST /api/quotes (docs/product.md §7: customerName null when empty). */
export function toQuotePayload(draft: QuoteDraftState): QuoteDraftInput {
  return {
    projectType: "interior",
    address: draft.address.trim(),
    propertyType: draft.propertyType as PropertyType,
    customerName: draft.customerName.trim() || null,
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    rooms: draft.rooms.map(roomPayload),
    conditions: { ...draft.conditions },
    paintOptions: deriveQuotePaintOptions(draft.rooms.map(roomPricingInput)),
  };
}

// ---------------------------------------------------------------------------
// Step rules (docs/product.md §5)

export type ProjectField = "address" | "propertyType" | "customerName" | "email" | "phone" | "serviceArea";

export interface ProjectStepResult {
  ok: boolean;
  errors: Partial<Record<ProjectField, string>>;
}

/**
 * Step 1 passes only with name, address, email and phone filled in (and valid
 * per the shared schema) and a serviceable address.
 */
export function validateProjectStep(draft: QuoteDraftState, serviceable: boolean): ProjectStepResult {
  const errors: ProjectStepResult["errors"] = {};
  const parsed = projectInfoSchema.safeParse({
    projectType: draft.projectType,
    address: draft.address,
    propertyType: draft.propertyType || undefined,
    customerName: draft.customerName,
    email: draft.email.trim(),
    phone: draft.phone,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === "string" && field !== "projectType" && !(field in errors)) {
        errors[field as ProjectField] = issue.message;
      }
    }
  }
  // The server accepts a missing name; the wizard asks for it (docs/product.md §5).
  if (!draft.customerName.trim()) errors.customerName = "Full name is required";
  if (!draft.email.trim()) errors.email = "Email is required";
  if (!serviceable) errors.serviceArea = "Verify that the address is in our service area";
  return { ok: Object.keys(errors).length === 0, errors };
}

export interface RoomsStepResult {
  ok: boolean;
  /** One map per room: dotted field path (e.g. "length", "paintOptions.walls.colorCode") → message. */
  roomErrors: Record<string, string>[];
}

/**
 * Step 2 passes only if every room has its dimensions, at least one of walls,
 * ceiling, trim or doors, and a colour code for each of those surfaces unless
 * the customer supplies paint or requests a colour consultation.
 */
export function validateRoomsStep(draft: QuoteDraftState): RoomsStepResult {
  const roomErrors = draft.rooms.map((room) => {
    const errors: Record<string, string> = {};
    const parsed = roomSchema.safeParse(roomPayload(room));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.join(".");
        errors[path] ??= issue.message;
      }
    }
    return errors;
  });
  return {
    ok: draft.rooms.length > 0 && roomErrors.every((e) => Object.keys(e).length === 0),
    roomErrors,
  };
}

// ---------------------------------------------------------------------------
// Loading a saved quote (docs/product.md §3)

/** The quote as GET /api/quotes/{id} or POST /api/quotes answer it; older shapes carry JSON strings. */
export interface SavedQuoteLike {
  id?: unknown;
  projectType?: unknown;
  address?: unknown;
  propertyType?: unknown;
  customerName?: unknown;
  email?: unknown;
  phone?: unknown;
  rooms?: unknown;
  conditions?: unknown;
  paintOptions?: unknown;
  totalCost?: unknown;
  finalCost?: unknown;
  [key: string]: unknown;
}

const PARSE_FAILED = Symbol("parse-failed");

/** A JSON string is parsed; anything else is returned as is. */
function parseMaybeJson(value: unknown, what: string): unknown {
  const decoded = decodeSpecification(value);
  if (decoded.ok) return decoded.value;
  console.error(what, decoded.error);
  return PARSE_FAILED;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === "string" ? value : "");

function numberFrom(value: unknown, fallback: NumberValue): NumberValue {
  if (value === null || value === undefined || value === "") return fallback;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
}

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

function roomPaintOptionsFrom(value: unknown): RoomPaintOptions {
  const options = defaultRoomPaintOptions();
  const parsed = parseMaybeJson(value, "Error parsing paint options");
  if (parsed === PARSE_FAILED || parsed === undefined || parsed === null) return options;
  if (!isRecord(parsed)) {
    console.error("Error parsing paint options", parsed);
    return options;
  }
  options.customerSupplies = parsed.customerSupplies === true;
  options.colorConsultation = !options.customerSupplies && parsed.colorConsultation === true;
  for (const surface of SURFACES) {
    const source = parsed[surface];
    if (!isRecord(source)) continue;
    const current = options[surface];
    options[surface] = {
      quality: oneOf(QUALITIES, source.quality, current.quality),
      finish: oneOf(FINISHES, source.finish, current.finish),
      colorCode: text(source.colorCode),
      brand: text(source.brand),
    };
  }
  return options;
}

function photosFrom(value: unknown): DraftPhoto[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((photo, index): DraftPhoto[] => {
    if (typeof photo === "string" && photo) {
      return [
        { key: clientKey("photo"), id: photo, name: `Photo ${index + 1}`, url: null, status: "uploaded" },
      ];
    }
    if (isRecord(photo) && typeof photo.id === "string") {
      return [
        {
          key: clientKey("photo"),
          id: photo.id,
          name: text(photo.name) || `Photo ${index + 1}`,
          url: text(photo.url) || null,
          status: "uploaded",
        },
      ];
    }
    return [];
  });
}

function roomFrom(value: unknown): DraftRoom | null {
  if (!isRecord(value)) {
    console.error("Error parsing room data", value);
    return null;
  }
  const excludedArea = numberFrom(value.excludedArea, 0);
  // id and cost are dropped: the room is priced again from its fields.
  return newRoom({
    type: oneOf(ROOM_TYPES, value.type, "other"),
    name: text(value.name),
    length: numberFrom(value.length, null),
    width: numberFrom(value.width, null),
    height: numberFrom(value.height, 9),
    paintWalls: value.paintWalls === undefined ? true : value.paintWalls === true,
    paintCeiling: value.paintCeiling === true,
    paintTrim: value.paintTrim === true,
    paintDoors: value.paintDoors === true,
    paintWindows: value.paintWindows === true,
    doorCount: numberFrom(value.doorCount, 0),
    windowCount: numberFrom(value.windowCount, 0),
    windowWidth: numberFrom(value.windowWidth, 0),
    windowHeight: numberFrom(value.windowHeight, 0),
    excludeArea: (excludedArea ?? 0) > 0,
    excludedArea: excludedArea ?? 0,
    photos: photosFrom(value.photos),
    paintOptions: roomPaintOptionsFrom(value.paintOptions),
  });
}

function roomsFrom(value: unknown): DraftRoom[] {
  const parsed = parseMaybeJson(value, "Error parsing room data");
  if (parsed === PARSE_FAILED) return [];
  if (!Array.isArray(parsed)) {
    console.error("Invalid room data format", parsed);
    return [];
  }
  return parsed.flatMap((room) => roomFrom(room) ?? []);
}

function conditionsFrom(value: unknown, quote: SavedQuoteLike): QuoteConditions {
  // Older shapes kept the three flags on the quote itself.
  const parsed = value === undefined ? quote : parseMaybeJson(value, "Error parsing conditions");
  if (!isRecord(parsed)) {
    if (parsed !== PARSE_FAILED) console.error("Error parsing conditions", parsed);
    return { ...EMPTY_CONDITIONS };
  }
  return {
    primer: parsed.primer === true,
    furnitureMoving: parsed.furnitureMoving === true,
    substantialPrep: parsed.substantialPrep === true,
  };
}

function quotePaintOptionsFrom(value: unknown): QuotePaintOptions {
  const parsed = parseMaybeJson(value, "Error parsing paint options");
  if (!isRecord(parsed)) {
    if (parsed !== PARSE_FAILED && parsed !== undefined) console.error("Error parsing paint options", parsed);
    return { ...DEFAULT_QUOTE_PAINT_OPTIONS };
  }
  return {
    quality: oneOf(QUALITIES, parsed.quality, "standard"),
    finish: oneOf(FINISHES, parsed.finish, "eggshell"),
    customerSupplies: parsed.customerSupplies === true,
  };
}

/**
 * A draft from a saved quote (docs/product.md §3): the id and every cost are dropped (the
 * wizard prices it again); rooms, conditions and paint options may be objects
 * or JSON text. Unreadable rooms give an empty list, unreadable conditions all
 * false, unreadable paint options both flags false; failures go to the console.
 */
export function draftFromSavedQuote(quote: SavedQuoteLike): QuoteDraftState {
  return {
    projectType: "interior",
    address: text(quote.address),
    propertyType: oneOf<PropertyType | "">(PROPERTY_TYPES, quote.propertyType, ""),
    customerName: text(quote.customerName),
    email: text(quote.email),
    phone: text(quote.phone),
    rooms: roomsFrom(quote.rooms),
    conditions: conditionsFrom(quote.conditions, quote),
    paintOptions: quotePaintOptionsFrom(quote.paintOptions),
  };
}
