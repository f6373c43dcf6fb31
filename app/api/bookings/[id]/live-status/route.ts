import { NextResponse } from "next/server";
import { liveStatusByToken } from "@/lib/bookings/live-status";
import { limitBookingStatus } from "@/lib/bookings/limits";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

/** Manage Booking's live-status refresh: the status token from the look-up, no e-mail (lib/bookings/live-status.ts). */
export const POST = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  await limitBookingStatus(db, request);
  return NextResponse.json(await liveStatusByToken(db, id, await readJson(request)));
});
