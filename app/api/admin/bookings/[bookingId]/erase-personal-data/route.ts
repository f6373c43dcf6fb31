import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { erasePersonalData } from "@/lib/bookings/erase-personal-data";
import { ERASE_MESSAGES } from "@/lib/bookings/erased.shared";
import { db } from "@/lib/db";

/** Erases the booking's personal data (and anonymises its review): POST, no body. */
export const POST = withAdmin<{ bookingId: string }>(async (_request, { params }) =>
  NextResponse.json({
    message: ERASE_MESSAGES.erased,
    booking: await erasePersonalData(db, (await params).bookingId),
  }),
);
