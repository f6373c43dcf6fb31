import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { monthlyTotals } from "@/lib/invoices/monthly-totals";

export const GET = withAdmin(async () =>
  NextResponse.json({ months: await monthlyTotals(db) }, { headers: NO_CACHE_HEADERS }),
);
