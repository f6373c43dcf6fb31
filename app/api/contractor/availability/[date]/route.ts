import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { availabilityForDate } from "@/lib/contractors/availability";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";

export const GET = withContractor<{ date: string }>(async (_request, { params, auth }) =>
  NextResponse.json(await availabilityForDate(db, auth.contractorId, (await params).date), {
    headers: NO_CACHE_HEADERS,
  }),
);
