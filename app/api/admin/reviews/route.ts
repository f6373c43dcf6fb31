import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { listAdminReviews } from "@/lib/reviews/moderation";

export const GET = withAdmin(async (request) => {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  return NextResponse.json(await listAdminReviews(db, query), { headers: NO_CACHE_HEADERS });
});
