import { NextResponse } from "next/server";
import { requestAdminSignInLink } from "@/lib/admin/sign-in-link";
import { db } from "@/lib/db";
import { deliverSoon } from "@/lib/email/worker";
import { route } from "@/lib/http/route";

/** Mails a one-time admin sign-in link to the owner's address (ADMIN_EMAIL); 404 when none is set. */
export const POST = route(async (request) => {
  const result = await requestAdminSignInLink(db, request);
  deliverSoon(db);
  return NextResponse.json(result, { status: 202 });
});
