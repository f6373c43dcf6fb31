import { NextResponse } from "next/server";
import { withContractor } from "@/lib/auth/guard";
import { clearedSessionCookie, revokeSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";

export const POST = withContractor(
  async (_request, { auth }) => {
    await revokeSession(db, auth.sessionId);
    const response = NextResponse.json({ success: true });
    response.cookies.set(clearedSessionCookie());
    return response;
  },
  { whilePasswordChangeRequired: true },
);
