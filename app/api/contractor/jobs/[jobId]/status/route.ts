import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { updateJobStatus } from "@/lib/contractors/jobs";
import { db } from "@/lib/db";
import { deliverSoon } from "@/lib/email/worker";
import { readJson } from "@/lib/http/respond";

export const PUT = withContractor<{ jobId: string }>(async (request, { params, auth }) => {
  const job = await updateJobStatus(db, auth.contractorId, (await params).jobId, await readJson(request));
  deliverSoon(db);
  return NextResponse.json({ message: "Job status updated successfully", job });
});
