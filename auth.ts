/**
 * Auth.js (next-auth v5) configuration, at the project root where Auth.js
 * expects it (app/api/auth/[...nextauth]/route.ts serves its handlers). Its JWT
 * carries the AuthSession id (`sid`), so a session started through Auth.js' own
 * endpoints and one started by POST /api/contractor/login are the same kind of
 * token, checked the same way (lib/auth/sessions.ts) by every protected handler.
 */
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { loginContractor } from "@/lib/contractors/login";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/auth/session-token";
import { revokeSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

interface SessionUser {
  id: string;
  role: "contractor" | "admin";
  sid: string;
}

export const { handlers, auth, signIn, signOut } = NextAuth({
  secret: env.authSecret,
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/contractor/login" },
  providers: [
    Credentials({
      id: "contractor",
      credentials: { email: { type: "email" }, password: { type: "password" } },
      async authorize(credentials, request) {
        try {
          const { sessionId, contractor } = await loginContractor(db, credentials, request);
          return { id: contractor.id, role: "contractor", sid: sessionId } satisfies SessionUser;
        } catch {
          return null;
        }
      },
    }),
  ],
  events: {
    // Auth.js itself only clears the cookie: end the server session too, so a copied token dies with it.
    async signOut(message) {
      const sid = "token" in message ? message.token?.sid : undefined;
      if (typeof sid === "string") await revokeSession(db, sid);
    },
  },
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        const u = user as unknown as SessionUser;
        return { ...token, sub: u.id, role: u.role, sid: u.sid };
      }
      return token;
    },
    session({ session, token }) {
      return { ...session, role: token.role, sid: token.sid };
    },
  },
});
