import { NextResponse } from "next/server";
import { failedEmails } from "@/lib/admin/failed-emails";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";

export const GET = withAdmin(async () =>
  NextResponse.json(await failedEmails(db), { headers: NO_CACHE_HEADERS }),
);
