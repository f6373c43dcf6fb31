import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { clientIp } from "@/lib/security/rate-limit";
import {
  decodeSessionToken,
  encodeSessionToken,
  SESSION_MAX_AGE_SECONDS,
  sessionCookieName,
  secureCookiesWanted,
  type SessionRole,
} from "./session-token";

export interface AuthContext {
  sessionId: string;
  role: SessionRole;
  /** Set for contractor sessions */
  contractorId: string | null;
  /** A contractor whose password an admin reset: they must choose a new one before anything else. */
  mustChangePassword?: boolean;
}

export const ADMIN_SUBJECT = "admin";

/** Records a sign-in and returns its token (cookie value and bearer token alike). */
export async function startSession(
  db: PrismaClient,
  { role, contractorId, request }: { role: SessionRole; contractorId?: string; request?: Request },
) {
  const session = await db.authSession.create({
    data: {
      role,
      contractorId: contractorId ?? null,
      expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
      userAgent: request?.headers.get("user-agent")?.slice(0, 300) ?? null,
      ip: request ? clientIp(request).slice(0, 64) : null,
    },
  });
  const token = await encodeSessionToken({ sid: session.id, role, sub: contractorId ?? ADMIN_SUBJECT });
  return { token, session };
}

export async function revokeSession(db: PrismaClient, sessionId: string) {
  await db.authSession.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}

/** Ends every session of a contractor (deactivation, password reset), but `keepSessionId` if given. */
export async function revokeContractorSessions(
  db: PrismaClient,
  contractorId: string,
  keepSessionId?: string,
) {
  await db.authSession.updateMany({
    where: { contractorId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
    data: { revokedAt: new Date() },
  });
}

function tokenFrom(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (header?.toLowerCase().startsWith("bearer ")) return header.slice(7).trim() || null;
  const cookies = request.headers.get("cookie") ?? "";
  const name = sessionCookieName();
  for (const part of cookies.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodedCookie(value.join("="));
  }
  return null;
}

/** A cookie's value, or null when it is not valid percent-encoding: an anonymous request, not a 500. */
function decodedCookie(value: string): string | null {
  try {
    return decodeURIComponent(value) || null;
  } catch {
    return null;
  }
}

/** Who is calling: a live session from the bearer token or the session cookie, or null. */
export async function authenticate(db: PrismaClient, request: Request): Promise<AuthContext | null> {
  const token = tokenFrom(request);
  return token ? authenticateToken(db, token) : null;
}

export async function authenticateToken(db: PrismaClient, token: string): Promise<AuthContext | null> {
  const claims = await decodeSessionToken(token);
  if (!claims) return null;
  const session = await db.authSession.findUnique({
    where: { id: claims.sid },
    include: { contractor: { select: { isActive: true, mustChangePassword: true } } },
  });
  if (!session || session.revokedAt || session.expiresAt <= new Date() || session.role !== claims.role)
    return null;
  if (
    session.role === "contractor" &&
    (!session.contractorId || session.contractorId !== claims.sub || !session.contractor?.isActive)
  ) {
    return null;
  }
  return {
    sessionId: session.id,
    role: session.role,
    contractorId: session.contractorId,
    mustChangePassword: session.role === "contractor" && !!session.contractor?.mustChangePassword,
  };
}

/** Set-Cookie value for a new session: httpOnly, SameSite=Lax, Secure over HTTPS. */
export function sessionCookie(token: string) {
  return {
    name: sessionCookieName(),
    value: token,
    httpOnly: true,
    sameSite: "lax" as const,
    secure: secureCookiesWanted(),
    path: "/",
    maxAge: SESSION_MAX_AGE_SECONDS,
  };
}

export function clearedSessionCookie() {
  return { ...sessionCookie(""), maxAge: 0 };
}
