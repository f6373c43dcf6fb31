import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { currentCalendarFeed, rotateCalendarFeed } from "@/lib/contractors/calendar-feed";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";

/** The signed-in painter's private calendar feed URLs (https, and webcal for the subscribe link). */
export const GET = withContractor(async (_request, { auth }) =>
  NextResponse.json(await currentCalendarFeed(db, auth.contractorId), { headers: NO_CACHE_HEADERS }),
);

/** "Get a new link": the old URL stops working at once. */
export const POST = withContractor(async (_request, { auth }) =>
  NextResponse.json(await rotateCalendarFeed(db, auth.contractorId), { headers: NO_CACHE_HEADERS }),
);
