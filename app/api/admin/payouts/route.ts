import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { paintersOwed } from "@/lib/payouts/payouts";

export const GET = withAdmin(async () =>
  NextResponse.json({ painters: await paintersOwed(db) }, { headers: NO_CACHE_HEADERS }),
);
