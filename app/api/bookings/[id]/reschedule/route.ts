import { NextResponse } from "next/server";
import { BOOKING_ACCESS_LIMIT } from "@/lib/bookings/limits";
import { rescheduleBooking } from "@/lib/bookings/manage";
import { db } from "@/lib/db";
import { deliverSoon } from "@/lib/email/worker";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { clientIp, enforceRateLimit } from "@/lib/security/rate-limit";

export const POST = route<{ id: string }>(async (request, { params }) => {
  await enforceRateLimit(db, `booking-access:${clientIp(request)}`, BOOKING_ACCESS_LIMIT);
  const result = await rescheduleBooking(db, (await params).id, await readJson(request));
  deliverSoon(db);
  return NextResponse.json(result);
});
