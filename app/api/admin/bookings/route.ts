import { NextResponse } from "next/server";
import { listAdminBookings } from "@/lib/admin/booking-list";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { parseAdminBookingsQuery } from "@/lib/validations/admin-bookings-query";

export const GET = withAdmin(async (request) => {
  const query = parseAdminBookingsQuery(new URL(request.url).searchParams);
  return NextResponse.json(await listAdminBookings(db, query), { headers: NO_CACHE_HEADERS });
});
