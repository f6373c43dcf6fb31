import { NextResponse } from "next/server";
import { updateAdminBooking } from "@/lib/admin/bookings";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { deliverSoon } from "@/lib/email/worker";
import { readJson } from "@/lib/http/respond";

export const PUT = withAdmin<{ bookingId: string }>(async (request, { params }) => {
  const booking = await updateAdminBooking(db, (await params).bookingId, await readJson(request));
  deliverSoon(db);
  return NextResponse.json({ message: "Booking updated successfully", booking });
});
