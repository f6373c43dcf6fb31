import { NextResponse } from "next/server";
import { listAdminBookings } from "@/lib/admin/bookings";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";

export const GET = withAdmin(async () =>
  NextResponse.json(await listAdminBookings(db), { headers: NO_CACHE_HEADERS }),
);
