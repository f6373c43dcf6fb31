import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { removeTimeOff } from "@/lib/contractors/weekly-hours";
import { db } from "@/lib/db";

export const DELETE = withContractor<{ id: string }>(async (_request, { params, auth }) =>
  NextResponse.json(await removeTimeOff(db, auth.contractorId, (await params).id)),
);
