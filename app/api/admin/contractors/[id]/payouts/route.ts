import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { NO_CACHE_HEADERS } from "@/lib/http/headers";
import { readJson } from "@/lib/http/respond";
import { recordPayout, unpaidJobs } from "@/lib/payouts/payouts";

export const GET = withAdmin<{ id: string }>(async (_request, { params }) =>
  NextResponse.json(await unpaidJobs(db, (await params).id), { headers: NO_CACHE_HEADERS }),
);

export const POST = withAdmin<{ id: string }>(async (request, { params }) => {
  const payout = await recordPayout(db, (await params).id, await readJson(request));
  return NextResponse.json({ message: "Payout recorded", payout }, { status: 201 });
});
