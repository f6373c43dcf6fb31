import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { adminRecordPayment } from "@/lib/invoices/record";
import { readJson } from "@/lib/http/respond";

export const POST = withAdmin<{ id: string }>(async (request, { params }) => {
  const { payment, balance, repeated } = await adminRecordPayment(
    db,
    (await params).id,
    await readJson(request),
  );
  return NextResponse.json(
    { message: repeated ? "Payment already recorded" : "Payment recorded", paymentId: payment.id, balance },
    { status: repeated ? 200 : 201 },
  );
});
