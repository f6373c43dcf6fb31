import { NextResponse, type NextRequest } from "next/server";
import { BACK_OFFICE_TABS, backOfficeHref } from "@/components/admin/back-office/tabs";
import { ADMIN_LOGIN_PATH } from "@/components/admin/paths";
import { hasSessionCookie } from "@/lib/auth/cookies";
import { env } from "@/lib/env";
import {
  cachedPageNonce,
  contentSecurityPolicy,
  createNonce,
  notFoundScriptHashes,
  prerenderedPagePolicy,
  prerenderedScriptHashes,
} from "@/lib/security/csp";

/**
 * Two conveniences, no authorisation (every route handler and server component
 * checks the session itself):
 *  - visitors without a session go to the login page instead of an empty dashboard;
 *  - every page gets its Content-Security-Policy (lib/security/csp.ts).
 *
 * The production server's page cache (server/page-cache.mjs) replays the answer
 * an anonymous visitor got for a prerendered page to every visitor of that URL
 * and scheme. So whatever this proxy does differently by session must be a
 * redirect (never stored) or happen on a page rendered per request.
 */
const LOGIN_FOR: { prefix: string; login: string }[] = [
  { prefix: "/contractor/dashboard", login: "/contractor/login" },
  ...BACK_OFFICE_TABS.map(({ value }) => ({ prefix: backOfficeHref(value), login: ADMIN_LOGIN_PATH })),
];

function loginPathFor(pathname: string): string | undefined {
  if (pathname === "/admin") return ADMIN_LOGIN_PATH;
  return LOGIN_FOR.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`))?.login;
}

export function proxy(request: NextRequest) {
  const dev = env.isDevelopment;
  const { pathname, protocol } = request.nextUrl;
  const login = loginPathFor(pathname);
  if (login && !hasSessionCookie(request.cookies)) {
    return NextResponse.redirect(new URL(login, request.url));
  }

  const https = protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
  // Pages rendered again after the build (lib/security/csp.ts) need their nonce on the request too.
  const stableNonce = dev ? undefined : cachedPageNonce(pathname);
  const staticPolicy = dev || stableNonce ? undefined : prerenderedPagePolicy(pathname, https);
  if (staticPolicy) {
    const response = NextResponse.next();
    response.headers.set("Content-Security-Policy", staticPolicy);
    return response;
  }

  // Rendered per request (or again after the build): Next.js reads the nonce from the request's
  // policy and puts it on its scripts. The 404 page's hashes cover unknown paths, which are
  // answered with the prerendered "not found" page; a regenerated page's build-time HTML is
  // allowed by its own hashes until its first regeneration.
  const nonce = stableNonce ?? createNonce();
  const hashes = prerenderedScriptHashes(pathname) ?? notFoundScriptHashes();
  const policy = contentSecurityPolicy({ nonce, hashes, dev, https });
  const headers = new Headers(request.headers);
  headers.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Pages only: not the API, build assets, images or files such as robots.txt and icons. Files are
  // told by their extensions, never by "a dot and letters" at the end: the signed links of e-mails
  // (/cancel-booking/{payload}.{signature}, /review/…) end that way too, and their pages need the CSP.
  matcher: [
    "/((?!api/|_next/static|_next/image|.*\\.(?:avif|css|gif|ico|jpe?g|js|json|map|png|svg|txt|webmanifest|webp|woff2?|xml)$).*)",
  ],
};
