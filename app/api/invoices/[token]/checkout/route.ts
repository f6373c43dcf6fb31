import { NextResponse } from "next/server";
import { limitBookingAccess } from "@/lib/bookings/limits";
import { db } from "@/lib/db";
import { route } from "@/lib/http/route";
import { startCheckout } from "@/lib/payments/checkout";

/**
 * The invoice page's Pay button (a plain form post: it works before the page's scripts run). The
 * signed link is the only credential; the answer is a redirect to Stripe's page, or back.
 */
export const POST = route<{ token: string }>(async (request, { params }) => {
  const { token } = await params;
  await limitBookingAccess(db, request);
  const { redirect } = await startCheckout(db, token);
  return NextResponse.redirect(redirect, 303);
});
