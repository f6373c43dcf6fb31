import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { jobSummary } from "@/lib/contractors/job-summary";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";

export const GET = withContractor(async (_request, { auth }) =>
  NextResponse.json(await jobSummary(db, auth.contractorId), { headers: NO_CACHE_HEADERS }),
);
