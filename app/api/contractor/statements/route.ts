import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { weeklyStatements } from "@/lib/payouts/statements";

export const GET = withContractor(async (_request, { auth }) =>
  NextResponse.json({ weeks: await weeklyStatements(db, auth.contractorId) }, { headers: NO_CACHE_HEADERS }),
);
