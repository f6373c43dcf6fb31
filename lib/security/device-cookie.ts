/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a browser that
 * signed in to an account gets a signed cookie naming that account and a random nonce. Its later
 * logins to that account count against the device's own small budget (lib/security/login-throttle.ts)
 * instead of the e-mail's and the admin-wide ones, which anyone can fill from anywhere: an attacker
 * can slow those down but cannot keep the owner out of a browser they signed in from before.
 *
 * Signed like our links (lib/security/signed-token.ts, purpose "login-device", so no link opens it
 * and it opens no link); a tampered, expired or other account's cookie counts as no cookie.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { secureCookiesWanted } from "@/lib/auth/session-token";
import { signToken, verifyToken } from "@/lib/security/signed-token";

export type DeviceScope = "admin" | "contractor";

/** A year: the point is to recognise the owner's usual browsers for a long time. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * One cookie per kind of account (a browser may sign in as the admin and as a painter). Over HTTPS
 * the __Host- prefix: Secure, this host only, path "/", so no other subdomain can plant one.
 */
export function deviceCookieName(scope: DeviceScope): string {
  return `${secureCookiesWanted() ? "__Host-" : ""}brushwise-device-${scope}`;
}

/** The Set-Cookie value for a browser that just signed in to `account` (the admin, or a painter's id). */
export function deviceCookie(scope: DeviceScope, account: string, now = Date.now()) {
  const nonce = randomBytes(16).toString("base64url");
  const value = signToken(
    "login-device",
    { s: scope, a: account, n: nonce },
    now + DEVICE_COOKIE_MAX_AGE_SECONDS * 1000,
  );
  return {
    name: deviceCookieName(scope),
    value,
    httpOnly: true,
    // Strict: only our own login forms need it, and a cross-site request should never carry it.
    sameSite: "strict" as const,
    secure: secureCookiesWanted(),
    path: "/",
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  };
}

/** The cookie's value in a Cookie header, or null. */
function cookieValue(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") || null;
  }
  return null;
}

/**
 * The nonce of the request's device cookie when it is valid and was issued for `account`; null
 * otherwise (no cookie, forged, expired, another account's: the attempt then has no device).
 */
export function trustedDeviceNonce(
  request: Request,
  scope: DeviceScope,
  account: string | null | undefined,
): string | null {
  if (!account) return null;
  const value = cookieValue(request, deviceCookieName(scope));
  if (!value || value.length > 1000) return null;
  const claims = verifyToken("login-device", value);
  if (!claims || claims.s !== scope || claims.a !== account || typeof claims.n !== "string") return null;
  return claims.n;
}
