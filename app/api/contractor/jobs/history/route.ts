import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { listJobHistory } from "@/lib/contractors/job-history";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { parseQuery } from "@/lib/http/query";
import { jobHistoryQuerySchema } from "@/lib/validations/contractor";

export const GET = withContractor(async (request, { auth }) =>
  NextResponse.json(await listJobHistory(db, auth.contractorId, parseQuery(request, jobHistoryQuerySchema)), {
    headers: NO_CACHE_HEADERS,
  }),
);
