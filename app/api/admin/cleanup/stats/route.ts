import { NextResponse } from "next/server";
import { cleanupStats } from "@/lib/admin/cleanup";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";

export const GET = withAdmin(async () =>
  NextResponse.json(await cleanupStats(db), { headers: NO_CACHE_HEADERS }),
);
