import { NextResponse } from "next/server";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { parseQuery } from "@/lib/http/query";
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
