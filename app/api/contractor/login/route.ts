import { NextResponse } from "next/server";
import { sessionCookie } from "@/lib/auth/sessions";
import { loginContractor } from "@/lib/contractors/login";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

/**
 * Browsers get the session cookie and the device cookie (their later logins keep working while
 * others guess at this e-mail); API clients use the returned token as a bearer token.
 */
export const POST = route(async (request) => {
  const { token, contractor, deviceCookie } = await loginContractor(db, await readJson(request), request);
  const response = NextResponse.json({ token, contractor });
  response.cookies.set(sessionCookie(token));
  response.cookies.set(deviceCookie);
  return response;
});
