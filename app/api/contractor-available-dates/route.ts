import { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { parseQuery } from "@/lib/http/query";
import { serveDirectly } from "@/lib/http/direct-route";
import { route } from "@/lib/http/route";
import { availableDates, loadSchedulingQuote } from "@/lib/scheduling/availability";
import { quoteQuerySchema } from "@/lib/validations/booking.shared";

export const GET = route(async (request) => {
  const { quoteId, bookingId } = parseQuery(request, quoteQuerySchema);
  const quote = await loadSchedulingQuote(db, quoteId);
  return NextResponse.json(
    { availableDates: await availableDates(db, quote, undefined, bookingId) },
    { headers: NO_CACHE_HEADERS },
  );
});

// Nothing of Next.js's request context is used: server.mjs may serve it directly (lib/http/direct-route.ts).
serveDirectly("GET", "/api/contractor-available-dates", GET);
