import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { painterRecordPayment } from "@/lib/invoices/record";
import { readJson } from "@/lib/http/respond";

export const POST = withContractor<{ jobId: string }>(async (request, { params, auth }) => {
  const { payment, balance, repeated } = await painterRecordPayment(
    db,
    auth.contractorId,
    (await params).jobId,
    await readJson(request),
  );
  return NextResponse.json(
    { message: repeated ? "Payment already recorded" : "Payment recorded", paymentId: payment.id, balance },
    { status: repeated ? 200 : 201 },
  );
});
