import { NextResponse } from "next/server";
import { inviteContractor } from "@/lib/admin/contractors";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { deliverSoon } from "@/lib/email/worker";
import { readJson } from "@/lib/http/respond";

export const POST = withAdmin(async (request) => {
  const contractor = await inviteContractor(db, await readJson(request));
  deliverSoon(db);
  return NextResponse.json({ message: "Contractor invited successfully", contractor }, { status: 201 });
});
