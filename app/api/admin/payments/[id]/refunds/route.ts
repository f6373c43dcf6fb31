import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";
import { refundPayment } from "@/lib/payments/refund";

export const POST = withAdmin<{ id: string }>(async (request, { params }) => {
  const { refund, balance } = await refundPayment(db, (await params).id, await readJson(request));
  return NextResponse.json({ message: "Refund recorded", refundId: refund.id, balance }, { status: 201 });
});
