import { NextResponse } from "next/server";
import { redeemAdminSignInLink } from "@/lib/admin/sign-in-link";
import { sessionCookie } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

/** Signs the admin in with a one-time link: the session cookie and the device cookie, as a login gives. */
export const POST = route(async (request) => {
  const { token, deviceCookie } = await redeemAdminSignInLink(db, await readJson(request), request);
  const response = NextResponse.json({ success: true, token });
  response.cookies.set(sessionCookie(token));
  response.cookies.set(deviceCookie);
  return response;
});
