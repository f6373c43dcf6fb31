import { NextResponse } from "next/server";
import { limitBookingAccess } from "@/lib/bookings/limits";
import { rescheduleBooking } from "@/lib/bookings/manage";
import { db } from "@/lib/db";
import { deliverSoon } from "@/lib/email/worker";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  await limitBookingAccess(db, request);
  const result = await rescheduleBooking(db, id, await readJson(request));
  deliverSoon(db);
  return NextResponse.json(result);
});
