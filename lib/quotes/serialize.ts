import type { Prisma } from "@/lib/generated/prisma/client";
import type { BreakdownLine } from "@/lib/pricing/index.shared";
import { roomPhotoUrl } from "@/lib/uploads/room-photos";

export const quoteInclude = {
  rooms: {
    orderBy: { position: "asc" },
    include: { photos: { orderBy: { createdAt: "asc" } } },
  },
} satisfies Prisma.QuoteInclude;

export type QuoteWithRooms = Prisma.QuoteGetPayload<{ include: typeof quoteInclude }>;

const money = (value: Prisma.Decimal) => Number(value.toFixed(2));
const num = (value: Prisma.Decimal) => Number(value.toString());

/** The quote as the API answers it (docs/product.md §3 "Server quote"). */
export function serializeQuote(quote: QuoteWithRooms) {
  const snapshot = (quote.pricingSnapshot ?? {}) as { breakdown?: BreakdownLine[] };
  return {
    id: quote.id,
    projectType: quote.projectType,
    propertyType: quote.propertyType,
    customerName: quote.customerName,
    email: quote.email,
    phone: quote.phone,
    address: quote.address,
    zipCode: quote.zipCode,
    rooms: quote.rooms.map((room) => ({
      id: room.id,
      type: room.type,
      name: room.name,
      length: num(room.length),
      width: num(room.width),
      height: num(room.height),
      paintWalls: room.paintWalls,
      paintCeiling: room.paintCeiling,
      paintTrim: room.paintTrim,
      paintDoors: room.paintDoors,
      paintWindows: room.paintWindows,
      doorCount: room.doorCount,
      windowCount: room.windowCount,
      windowWidth: num(room.windowWidth),
      windowHeight: num(room.windowHeight),
      excludedArea: num(room.excludedArea),
      paintOptions: room.paintOptions,
      photos: room.photos.map((p) => ({
        id: p.id,
        name: p.originalName,
        mimeType: p.mimeType,
        size: p.sizeBytes,
        url: roomPhotoUrl(p.id),
      })),
      cost: money(room.cost),
    })),
    conditions: {
      primer: quote.primer,
      furnitureMoving: quote.furnitureMoving,
      substantialPrep: quote.substantialPrep,
    },
    paintOptions: {
      quality: quote.paintQuality,
      finish: quote.paintFinish,
      customerSupplies: quote.customerSupplies,
    },
    subtotal: money(quote.subtotal),
    taxAmount: money(quote.taxAmount),
    totalCost: money(quote.totalCost),
    finalCost: money(quote.finalCost),
    paintableSqFt: num(quote.paintableSqFt),
    breakdown: snapshot.breakdown ?? [],
    createdAt: quote.createdAt.toISOString(),
  };
}

export type QuoteDto = ReturnType<typeof serializeQuote>;

/** Who the customer is and where they live: in a quote's answer only for whoever just made it. */
const CONTACT_FIELDS = ["customerName", "email", "phone", "address"] as const;

/**
 * What GET /api/quotes/{id} answers anyone who holds the id (the spec's "rooms, paintOptions,
 * conditions", with the figures): never the customer's name, e-mail, phone or address. The id is no
 * proof of being the customer: booking answers, the back office and painters' views carry it. The
 * one who made the quote had all of it in POST /api/quotes's answer, and the wizard keeps its own.
 */
export function serializeQuoteSpecification(quote: QuoteWithRooms) {
  const full: Partial<QuoteDto> = serializeQuote(quote);
  for (const field of CONTACT_FIELDS) delete full[field];
  return full as Omit<QuoteDto, (typeof CONTACT_FIELDS)[number]>;
}
