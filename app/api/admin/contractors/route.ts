import { NextResponse } from "next/server";
import { listContractors } from "@/lib/admin/contractors";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { parseQuery } from "@/lib/http/query";
import { adminContractorsQuerySchema } from "@/lib/validations/admin-contractors-query";

export const GET = withAdmin(async (request) =>
  NextResponse.json(await listContractors(db, parseQuery(request, adminContractorsQuerySchema)), {
    headers: NO_CACHE_HEADERS,
  }),
);
