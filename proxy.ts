import { NextResponse, type NextRequest } from "next/server";
import { BACK_OFFICE_TABS, backOfficeHref } from "@/components/admin/back-office/tabs";
import { ADMIN_LOGIN_PATH } from "@/components/admin/paths";
import { hasSessionCookie } from "@/lib/auth/cookies";
import { env } from "@/lib/env";
import {
  contentSecurityPolicy,
  createNonce,
  hashedWhenServed,
  notFoundScriptHashes,
  prerenderedPagePolicy,
  prerenderedScriptHashes,
} from "@/lib/security/csp";
import { HASH_WHEN_SERVED_HEADER } from "@/lib/security/inline-script-hashes.mjs";

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
  const { pathname } = request.nextUrl;
  const login = loginPathFor(pathname);
  if (login && !hasSessionCookie(request.cookies)) {
    return NextResponse.redirect(new URL(login, request.url));
  }

  // The site address the server runs with (lib/config/site-address.mjs), like HSTS and the cookies.
  const https = env.servedOverHttps;
  if (!dev && hashedWhenServed(pathname)) {
    // One cached copy for every visitor (lib/security/csp.ts): rendered without a nonce (none in the
    // request's policy, nor one a client sent), and the production server replaces the build's hashes
    // here with those of the HTML it sends (server/page-csp.mjs). Where nothing replaces them, the
    // build's hashes refuse a newer render's scripts: never a looser policy.
    const headers = new Headers(request.headers);
    headers.delete("Content-Security-Policy");
    const hashes = prerenderedScriptHashes(pathname) ?? notFoundScriptHashes();
    const response = NextResponse.next({ request: { headers } });
    response.headers.set("Content-Security-Policy", contentSecurityPolicy({ hashes, https }));
    response.headers.set(HASH_WHEN_SERVED_HEADER, "1");
    return response;
  }
  const staticPolicy = dev ? undefined : prerenderedPagePolicy(pathname, https);
  if (staticPolicy) {
    const response = NextResponse.next();
    response.headers.set("Content-Security-Policy", staticPolicy);
    return response;
  }

  // Rendered per request: Next.js reads the nonce from the request's policy and puts it on its
  // scripts. The 404 page's hashes cover unknown paths, which are answered with the prerendered
  // "not found" page.
  const nonce = createNonce();
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
