import { NextResponse } from "next/server";
import { z } from "@/lib/validations/zod.shared";
import { contractorFreeSlots } from "@/lib/admin/availability";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { parseQuery } from "@/lib/http/query";

const query = z.object({ contractorId: z.uuid("Invalid contractor ID"), bookingId: z.uuid().optional() });

export const GET = withAdmin<{ date: string }>(async (request, { params }) => {
  const { contractorId, bookingId } = parseQuery(request, query);
  return NextResponse.json(await contractorFreeSlots(db, contractorId, (await params).date, bookingId), {
    headers: NO_CACHE_HEADERS,
  });
});
