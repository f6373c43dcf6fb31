/**
 * A quote wizard draft from a saved quote (docs/product.md §3), whatever shape the quote was
 * stored in. Browser-safe: no Prisma, no Node APIs.
 */
import {
  defaultRoomPaintOptions,
  FINISHES,
  QUALITIES,
  SURFACES,
  type QuoteConditions,
  type QuotePaintOptions,
  type RoomPaintOptions,
} from "@/lib/pricing/index.shared";
import { PROPERTY_TYPES, ROOM_TYPES } from "@/lib/validations/quote.shared";
import { clientKey } from "@/lib/client-key.shared";
import { decodeSpecification } from "./decode-specification.shared";
import {
  DEFAULT_QUOTE_PAINT_OPTIONS,
  EMPTY_CONDITIONS,
  newRoom,
  type DraftPhoto,
  type DraftRoom,
  type NumberValue,
  type PropertyType,
  type QuoteDraftState,
} from "./draft.shared";

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
