/**
 * What the quote wizard's draft sends and costs: the POST /api/quotes payload and the live
 * price, with blank number fields read as 0. Browser-safe: no Prisma, no Node APIs.
 */
import {
  deriveQuotePaintOptions,
  priceQuote,
  type PricedRoomInput,
  type PricingConfig,
  type QuotePrice,
} from "@/lib/pricing/index.shared";
import type { QuoteDraftInput, RoomDraftInput } from "@/lib/validations/quote.shared";
import type { DraftRoom, NumberValue, PropertyType, QuoteDraftState } from "./draft.shared";

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

/** A room as POST /api/quotes takes it (uploaded photos only; the step 2 check parses it too). */
export function roomPayload(room: DraftRoom): RoomDraftInput {
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
