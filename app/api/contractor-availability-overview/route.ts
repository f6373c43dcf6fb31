import { NextResponse } from "next/server";
import { contractorFreeDates } from "@/lib/admin/availability";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { parseQuery } from "@/lib/http/query";
import { contractorIdQuerySchema } from "@/lib/validations/admin.shared";

/** A contractor's free dates: it exposes their schedule, so only an admin may read it. */
export const GET = withAdmin(async (request) => {
  const { contractorId } = parseQuery(request, contractorIdQuerySchema);
  return NextResponse.json(await contractorFreeDates(db, contractorId), { headers: NO_CACHE_HEADERS });
});
