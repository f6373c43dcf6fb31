import { NextRequest } from "next/server";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { hashPassword } from "@/lib/auth/password";
import { authenticateToken } from "@/lib/auth/sessions";
import { sessionCookieName } from "@/lib/auth/session-token";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { createContractor } from "../helpers/fixtures";
import { BASE } from "../helpers/http";

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

/** The cookies a response sets, as name → value. */
function setCookies(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0]!.split(/=(.*)/s).slice(0, 2) as [string, string]),
  );
}

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");

describe("Auth.js sign-out", () => {
  it("ends the server session, not only the cookie: the old token no longer authenticates", async () => {
    const painter = await createContractor({ areas: [["Philadelphia", 1]] });
    await db.contractor.update({
      where: { id: painter.id },
      data: { passwordHash: await hashPassword("secret12") },
    });

    // Sign in through Auth.js' own credentials endpoint.
    const csrf = await authGet(new NextRequest(`${BASE}/api/auth/csrf`));
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const jar = setCookies(csrf);
    const signIn = await authPost(
      new NextRequest(`${BASE}/api/auth/callback/contractor`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          cookie: cookieHeader(jar),
          "x-forwarded-for": "10.90.0.1",
        },
        body: new URLSearchParams({ csrfToken, email: painter.email, password: "secret12" }),
      }),
    );
    Object.assign(jar, setCookies(signIn));
    const token = jar[sessionCookieName()];
    expect(token).toEqual(expect.any(String));
    expect(await authenticateToken(db, token!)).toMatchObject({
      role: "contractor",
      contractorId: painter.id,
    });

    const signOut = await authPost(
      new NextRequest(`${BASE}/api/auth/signout`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader(jar) },
        body: new URLSearchParams({ csrfToken }),
      }),
    );
    expect(signOut.status).toBeLessThan(400);
    expect(await authenticateToken(db, token!)).toBeNull();
    expect(await db.authSession.count({ where: { contractorId: painter.id, revokedAt: null } })).toBe(0);
  });
});
