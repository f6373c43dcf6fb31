import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { painterReviewSummary } from "@/lib/reviews/painter";

/** The signed-in painter's own published reviews: average, count and the newest few. */
export const GET = withContractor(async (_request, { auth }) =>
  NextResponse.json(await painterReviewSummary(db, auth.contractorId), { headers: NO_CACHE_HEADERS }),
);
