import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { setWeeklyHours, weeklyHours } from "@/lib/contractors/weekly-hours";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { readJson } from "@/lib/http/respond";

export const GET = withContractor(async (_request, { auth }) =>
  NextResponse.json(await weeklyHours(db, auth.contractorId), { headers: NO_CACHE_HEADERS }),
);

export const PUT = withContractor(async (request, { auth }) =>
  NextResponse.json(await setWeeklyHours(db, auth.contractorId, await readJson(request))),
);
