import "server-only";
import { randomUUID } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { badRequest } from "@/lib/http/errors";
import { centsToDecimalString, priceQuote } from "@/lib/pricing/index.shared";
import { keptPricingConfig } from "@/lib/pricing/repository";
import { checkServiceArea } from "@/lib/service-areas/coverage";
import { LIMITS } from "@/lib/security/limits";
import { emailKey, enforceRateLimit } from "@/lib/security/rate-limit";
import { quoteRequestSchema } from "@/lib/validations/quote.shared";
import { propertyKey } from "./property-key";
import { quoteInclude, serializeQuote } from "./serialize";
import { exceedsOnlineBookingSize, PROJECT_TOO_LARGE_MESSAGE } from "./size-limit";

const PHOTO_GONE =
  "A room photo could not be found or belongs to a booked quote. Remove it and upload it again.";

/**
 * Validates a quote draft (docs/product.md §5 step 1 and 2 rules, service area), prices it
 * with the pricing in force — whatever totals the client sent — and stores it
 * with its rooms and their photos in one transaction, in the customer's language (default English).
 */
export async function createQuote(db: PrismaClient, input: unknown) {
  const draft = quoteRequestSchema.parse(input);

  // The areas and the pricing in force, from memory while this instance hears of every change the
  // back office saves (lib/pages/public-data.ts), else both read at once.
  const [area, pricing] = await Promise.all([
    checkServiceArea(db, draft.address, { kept: true }),
    keptPricingConfig(db),
  ]);
  if (!area.isServiceable || !area.zipCode) {
    throw badRequest(area.message, { fields: { address: [area.message] } });
  }

  const photoIds = draft.rooms.flatMap((room) => room.photos);
  if (new Set(photoIds).size !== photoIds.length) throw badRequest("The same photo is attached twice");

  const price = priceQuote(draft.rooms, draft.conditions, pricing);
  if (exceedsOnlineBookingSize(price.paintableSqFt)) {
    throw badRequest(PROJECT_TOO_LARGE_MESSAGE, { fields: { rooms: [PROJECT_TOO_LARGE_MESSAGE] } });
  }
  // Counted once the quote is valid and about to be stored: mistakes while filling it in cost nothing.
  await enforceRateLimit(db, `quote:email:${emailKey(draft.email)}`, LIMITS.quotesPerEmail);
  const rooms = draft.rooms.map((room, position) => ({
    ...room,
    id: randomUUID(),
    position,
    cents: price.roomCents[position]!,
  }));
  const total = centsToDecimalString(price.totals.totalCents);
  const quoteId = randomUUID();
  const quoteData = {
    id: quoteId,
    projectType: draft.projectType,
    propertyType: draft.propertyType,
    customerName: draft.customerName,
    email: draft.email.toLowerCase(),
    phone: draft.phone,
    language: draft.language,
    address: draft.address,
    propertyKey: propertyKey(draft.address),
    zipCode: area.zipCode,
    paintQuality: price.paintOptions.quality,
    paintFinish: price.paintOptions.finish,
    customerSupplies: price.paintOptions.customerSupplies,
    ...draft.conditions,
    subtotal: centsToDecimalString(price.totals.subtotalCents),
    taxAmount: centsToDecimalString(price.totals.taxCents),
    totalCost: total,
    finalCost: total,
    paintableSqFt: price.paintableSqFt.toFixed(2),
    pricingSnapshot: { pricing, breakdown: price.breakdown.map((line) => ({ ...line })) },
  };
  const roomData = rooms.map(({ photos: _photos, cost: _cost, cents, ...room }) => ({
    ...room,
    quoteId,
    name: room.name ?? null,
    cost: centsToDecimalString(cents),
  }));

  if (photoIds.length === 0) {
    // Nothing to link: both inserts return the stored rows, so the answer needs no read-back.
    const [quote, created] = await db.$transaction([
      db.quote.create({ data: quoteData }),
      db.room.createManyAndReturn({ data: roomData }),
    ]);
    const ordered = [...created].sort((a, b) => a.position - b.position);
    return serializeQuote({ ...quote, rooms: ordered.map((room) => ({ ...room, photos: [] })) });
  }

  await db.$transaction(async (tx) => {
    await tx.quote.create({ data: quoteData });
    await tx.room.createMany({ data: roomData });
    for (const room of rooms) {
      if (room.photos.length === 0) continue;
      // A photo is free, or still on a quote that was never booked (the customer
      // went "Back to Quote" and resubmitted): it moves to the new room.
      const linked = await tx.upload.updateMany({
        where: {
          id: { in: room.photos },
          kind: "ROOM_PHOTO",
          OR: [{ roomId: null }, { room: { quote: { bookings: { none: {} } } } }],
        },
        data: { roomId: room.id },
      });
      if (linked.count !== room.photos.length) throw badRequest(PHOTO_GONE);
    }
  });

  return serializeQuote(await db.quote.findUniqueOrThrow({ where: { id: quoteId }, include: quoteInclude }));
}
