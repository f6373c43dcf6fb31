import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { changeContractorPassword } from "@/lib/contractors/change-password";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";

/** The one contractor action open while a reset password waits to be replaced. */
export const POST = withContractor(
  async (request, { auth }) =>
    NextResponse.json(
      await changeContractorPassword(db, auth.contractorId, auth.sessionId, await readJson(request), request),
    ),
  { whilePasswordChangeRequired: true },
);
