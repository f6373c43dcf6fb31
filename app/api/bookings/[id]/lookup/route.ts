import { NextResponse } from "next/server";
import { limitBookingAccess } from "@/lib/bookings/limits";
import { lookupBooking } from "@/lib/bookings/manage";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  await limitBookingAccess(db, request);
  return NextResponse.json(await lookupBooking(db, id, await readJson(request)));
});
