import { NextResponse, type NextRequest } from "next/server";
import { hasSessionCookie } from "@/lib/auth/cookies";

/**
 * A convenience redirect only: visitors without a session go to the login page
 * instead of seeing an empty dashboard. It authorises nothing — every route
 * handler and server component checks the session itself.
 */
const LOGIN_FOR: { prefix: string; login: string }[] = [
  { prefix: "/contractor/dashboard", login: "/contractor/login" },
  { prefix: "/admin/dashboard", login: "/admin/login" },
];

function loginPathFor(pathname: string): string | undefined {
  if (pathname === "/admin") return "/admin/login";
  return LOGIN_FOR.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.login;
}

export function proxy(request: NextRequest) {
  const login = loginPathFor(request.nextUrl.pathname);
  if (login && !hasSessionCookie(request.cookies)) {
    return NextResponse.redirect(new URL(login, request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/admin", "/admin/dashboard/:path*", "/contractor/dashboard/:path*"],
};
