import { NextResponse } from "next/server";
import { resendEmail } from "@/lib/admin/failed-emails";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { deliverSoon } from "@/lib/email/worker";

export const POST = withAdmin<{ id: string }>(async (_request, { params }) => {
  const email = await resendEmail(db, (await params).id);
  deliverSoon(db);
  return NextResponse.json({ message: "E-mail queued to be sent again", email });
});
