import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { announceOnMyWay } from "@/lib/contractors/on-my-way";
import { db } from "@/lib/db";
import { deliverSoon } from "@/lib/email/worker";
import { readJson } from "@/lib/http/respond";

export const POST = withContractor<{ jobId: string }>(async (request, { params, auth }) => {
  const { onTheWayAt, repeated, emailed } = await announceOnMyWay(
    db,
    auth.contractorId,
    (await params).jobId,
    await readJson(request),
  );
  if (emailed) deliverSoon(db);
  return NextResponse.json({
    message: repeated ? "On My Way was already sent" : "On My Way sent",
    onTheWayAt: onTheWayAt.toISOString(),
    emailed,
  });
});
