import { NextResponse } from "next/server";
import { contractorAvailabilityConflicts } from "@/lib/admin/availability";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";

/** The painter's booked jobs outside their weekly hours or time off (docs/product.md §5). */
export const GET = withAdmin<{ id: string }>(async (_request, { params }) =>
  NextResponse.json(await contractorAvailabilityConflicts(db, (await params).id), {
    headers: NO_CACHE_HEADERS,
  }),
);
