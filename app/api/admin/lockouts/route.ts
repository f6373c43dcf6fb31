import { NextResponse } from "next/server";
import { recentLockouts } from "@/lib/admin/lockouts";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";

export const GET = withAdmin(async () =>
  NextResponse.json(await recentLockouts(db), { headers: NO_CACHE_HEADERS }),
);
