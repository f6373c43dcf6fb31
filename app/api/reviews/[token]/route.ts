import { NextResponse } from "next/server";
import { limitBookingAccess } from "@/lib/bookings/limits";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { loadReviewForToken, submitReview } from "@/lib/reviews/reviews";

/** The review page's data: the signed link of the review e-mail is the only credential. */
export const GET = route<{ token: string }>(async (request, { params }) => {
  const { token } = await params;
  await limitBookingAccess(db, request);
  return NextResponse.json(await loadReviewForToken(db, token), { headers: NO_CACHE_HEADERS });
});

export const PUT = route<{ token: string }>(async (request, { params }) => {
  const { token } = await params;
  await limitBookingAccess(db, request);
  const result = await submitReview(db, token, await readJson(request));
  return NextResponse.json(result, { status: result.created ? 201 : 200 });
});
