import { NextResponse } from "next/server";
import { confirmHold } from "@/lib/bookings/holds";
import { limitBookingAccess } from "@/lib/bookings/limits";
import { db } from "@/lib/db";
import { deliverSoon } from "@/lib/email/worker";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

/** Confirms a hold from its e-mail's signed link (lib/bookings/holds.ts): anonymous, the token is the proof. */
export const POST = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  await limitBookingAccess(db, request);
  const { booking, confirmed } = await confirmHold(db, id, await readJson(request, { optional: true }));
  if (confirmed) deliverSoon(db);
  return NextResponse.json(booking);
});
