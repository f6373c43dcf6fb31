import "server-only";
import { cookies } from "next/headers";
import { db } from "@/lib/db";
import { sessionCookieName } from "./session-token";
import { authenticateToken, type AuthContext } from "./sessions";

/** The session of the browser rendering a server component (pages), or null. */
export async function currentSession(): Promise<AuthContext | null> {
  const token = (await cookies()).get(sessionCookieName())?.value;
  return token ? authenticateToken(db, token) : null;
}
