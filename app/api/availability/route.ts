import { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { parseQuery } from "@/lib/http/query";
import { serveDirectly } from "@/lib/http/direct-route";
import { route } from "@/lib/http/route";
import { loadSchedulingQuote, slotsForDate } from "@/lib/scheduling/availability";
import { isBookableDate } from "@/lib/scheduling/window";
import { availabilityQuerySchema } from "@/lib/validations/booking.shared";

export const GET = route(async (request) => {
  const { quoteId, date, bookingId } = parseQuery(request, availabilityQuerySchema);
  const quote = await loadSchedulingQuote(db, quoteId);
  const slots = await slotsForDate(db, quote, date, undefined, bookingId);
  // Outside the booking window nothing can be booked, whatever painters offered.
  const timeSlots = isBookableDate(date) ? slots : slots.map((slot) => ({ ...slot, available: false }));
  return NextResponse.json({ timeSlots }, { headers: NO_CACHE_HEADERS });
});

// Nothing of Next.js's request context is used: server.mjs may serve it directly (lib/http/direct-route.ts).
serveDirectly("GET", "/api/availability", GET);
