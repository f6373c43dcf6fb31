/**
 * Session tokens are Auth.js JWTs (encrypted with AUTH_SECRET) carrying the id
 * of an AuthSession row. The same token travels as the httpOnly session cookie
 * (browsers) or as `Authorization: Bearer …` (API clients); every request is
 * checked against the AuthSession row, so logout and deactivation end it at once.
 */
import "server-only";
import { decode, encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import { signingSecret } from "@/lib/security/signed-token";

export type SessionRole = "admin" | "contractor";

export interface SessionClaims {
  sid: string;
  role: SessionRole;
  sub: string;
}

export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** HTTPS deployments use the __Secure- prefixed cookie, as Auth.js does. */
export function secureCookiesWanted(): boolean {
  return env.servedOverHttps;
}

export function sessionCookieName(): string {
  return secureCookiesWanted() ? "__Secure-authjs.session-token" : "authjs.session-token";
}

export function encodeSessionToken(claims: SessionClaims): Promise<string> {
  const salt = sessionCookieName();
  return encode({ token: { ...claims }, secret: signingSecret(), salt, maxAge: SESSION_MAX_AGE_SECONDS });
}

export async function decodeSessionToken(token: string): Promise<SessionClaims | null> {
  try {
    const payload = await decode({ token, secret: signingSecret(), salt: sessionCookieName() });
    if (!payload || typeof payload.sid !== "string" || typeof payload.sub !== "string") return null;
    if (payload.role !== "admin" && payload.role !== "contractor") return null;
    return { sid: payload.sid, role: payload.role, sub: payload.sub };
  } catch {
    return null;
  }
}
