import { NextResponse } from "next/server";
import { createBooking } from "@/lib/bookings/create";
import { db } from "@/lib/db";
import { deliverSoon } from "@/lib/email/worker";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

export const POST = route(async (request) => {
  const { booking, created } = await createBooking(db, await readJson(request));
  if (created) deliverSoon(db);
  return NextResponse.json(booking, { status: created ? 201 : 200 });
});
