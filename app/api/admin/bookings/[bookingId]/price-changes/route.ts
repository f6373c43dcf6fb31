import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { adminChangeBookingPrice } from "@/lib/bookings/price-changes";
import { PRICE_CHANGE_TEXTS } from "@/lib/bookings/price-changes.shared";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";

/** A price change on a booking before its job is done (docs/product.md §10): `{ amount, reason, clientRef? }`. */
export const POST = withAdmin<{ bookingId: string }>(async (request, { params }) => {
  const { repeated, priceChange, booking } = await adminChangeBookingPrice(
    db,
    (await params).bookingId,
    await readJson(request),
  );
  return NextResponse.json(
    { message: PRICE_CHANGE_TEXTS.saved, priceChange, booking },
    { status: repeated ? 200 : 201 },
  );
});
