import "server-only";
import { NextResponse } from "next/server";
import type { deviceCookie } from "@/lib/security/device-cookie";
import { sessionCookie } from "./sessions";

/**
 * Whether a browser sent the request: browsers put `Origin` on every POST and `Sec-Fetch-Site` on
 * every request, and no script can take either off (both are forbidden header names).
 */
const sentByBrowser = (request: Request) =>
  request.headers.has("origin") || request.headers.has("sec-fetch-site");

/**
 * The answer of a login (password or one-time link): the session cookie (httpOnly) and the device
 * cookie, and `body`. The session token itself is in the body only for API clients, which send it
 * back as a bearer token (the spec's "response has token"); a browser never gets it where a script
 * could read it, since its cookie carries the session.
 */
export function signedInResponse(
  request: Request,
  body: Record<string, unknown>,
  session: { token: string; deviceCookie: ReturnType<typeof deviceCookie> },
) {
  const response = NextResponse.json(sentByBrowser(request) ? body : { ...body, token: session.token });
  response.cookies.set(sessionCookie(session.token));
  response.cookies.set(session.deviceCookie);
  return response;
}
