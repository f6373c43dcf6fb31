import { NextResponse } from "next/server";
import { sessionCookie } from "@/lib/auth/sessions";
import { redeemSignInLink } from "@/lib/contractors/sign-in-link";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

/** Signs in with a one-time link: the session cookie and the device cookie, as a password login gives. */
export const POST = route(async (request) => {
  const { token, contractor, deviceCookie } = await redeemSignInLink(db, await readJson(request), request);
  const response = NextResponse.json({ token, contractor });
  response.cookies.set(sessionCookie(token));
  response.cookies.set(deviceCookie);
  return response;
});
