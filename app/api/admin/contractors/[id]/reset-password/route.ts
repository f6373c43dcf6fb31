import { NextResponse } from "next/server";
import { resetContractorPassword } from "@/lib/admin/contractors";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";

export const POST = withAdmin<{ id: string }>(async (_request, { params }) =>
  NextResponse.json(await resetContractorPassword(db, (await params).id), { headers: NO_CACHE_HEADERS }),
);
