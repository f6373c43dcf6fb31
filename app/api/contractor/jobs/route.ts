import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { listOpenJobs } from "@/lib/contractors/jobs";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";

export const GET = withContractor(async (_request, { auth }) =>
  NextResponse.json(await listOpenJobs(db, auth.contractorId), { headers: NO_CACHE_HEADERS }),
);
