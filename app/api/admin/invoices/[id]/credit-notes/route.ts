import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/auth/guard";
import { db } from "@/lib/db";
import { adminIssueCreditNote } from "@/lib/invoices/record";
import { readJson } from "@/lib/http/respond";

export const POST = withAdmin<{ id: string }>(async (request, { params }) => {
  const { creditNote, balance } = await adminIssueCreditNote(db, (await params).id, await readJson(request));
  return NextResponse.json(
    { message: `Credit note ${creditNote.number} issued`, creditNote: creditNote.number, balance },
    { status: 201 },
  );
});
