/**
 * The session token never reaches a browser's scripts: a login answered to a browser (it sends
 * `Origin` or `Sec-Fetch-Site`, which no script can remove) carries the session in its httpOnly
 * cookie only; an API client without them gets the token in the body too, as the spec's "response
 * has token" says, and uses it as a bearer token.
 */
import { POST as adminLogin } from "@/app/api/admin/login/route";
import { POST as redeemAdminLink } from "@/app/api/admin/sign-in-link/redeem/route";
import { POST as contractorLogin } from "@/app/api/contractor/login/route";
import { POST as redeemLink } from "@/app/api/contractor/sign-in-link/redeem/route";
import { issueAdminSignInToken } from "@/lib/admin/sign-in-link";
import { hashPassword } from "@/lib/auth/password";
import { sessionCookieName } from "@/lib/auth/session-token";
import { issueContractorSignInToken } from "@/lib/contractors/sign-in-link";
import { db } from "@/lib/db";
import { createContractor } from "../helpers/fixtures";
import { BASE, jsonRequest, params } from "../helpers/http";

let addresses = 0;
const newAddress = () => `10.131.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const BROWSERS: Record<string, Record<string, string>> = {
  "a browser's fetch (Origin and Sec-Fetch-Site)": { origin: BASE, "sec-fetch-site": "same-origin" },
  "a browser's form post (Origin)": { origin: BASE },
  "a browser that sends only Sec-Fetch-Site": { "sec-fetch-site": "same-origin" },
};

async function painter() {
  const c = await createContractor({ areas: [] });
  return db.contractor.update({
    where: { id: c.id },
    data: { passwordHash: await hashPassword("secret12") },
  });
}

/** The session cookie's value in a login answer. */
function sessionFrom(answer: Response) {
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieName()}=`));
  return cookie ? decodeURIComponent(cookie.split(";")[0]!.split("=").slice(1).join("=")) : null;
}

const logins = {
  "POST /api/contractor/login": async (headers: Record<string, string>) => {
    const c = await painter();
    return contractorLogin(
      jsonRequest("/api/contractor/login", { email: c.email, password: "secret12" }, "POST", {
        "x-forwarded-for": newAddress(),
        ...headers,
      }),
      params({}),
    );
  },
  "POST /api/admin/login": (headers: Record<string, string>) =>
    adminLogin(
      jsonRequest("/api/admin/login", { username: "admin", password: process.env.ADMIN_PASSWORD }, "POST", {
        "x-forwarded-for": newAddress(),
        ...headers,
      }),
      params({}),
    ),
  "POST /api/contractor/sign-in-link/redeem": async (headers: Record<string, string>) => {
    const token = await issueContractorSignInToken(db, await painter(), { paced: false });
    return redeemLink(
      jsonRequest("/api/contractor/sign-in-link/redeem", { token }, "POST", {
        "x-forwarded-for": newAddress(),
        ...headers,
      }),
      params({}),
    );
  },
  "POST /api/admin/sign-in-link/redeem": async (headers: Record<string, string>) => {
    const token = await issueAdminSignInToken(db, { paced: false });
    return redeemAdminLink(
      jsonRequest("/api/admin/sign-in-link/redeem", { token }, "POST", {
        "x-forwarded-for": newAddress(),
        ...headers,
      }),
      params({}),
    );
  },
};

describe.each(Object.entries(logins))("%s", (_route, login) => {
  it.each(Object.keys(BROWSERS))("answers %s with the session in its cookie only", async (browser) => {
    const answer = await login(BROWSERS[browser]!);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty("token");
    expect(JSON.stringify(body)).not.toContain(sessionFrom(answer)!);
    expect(sessionFrom(answer)).toEqual(expect.any(String));
  });

  it("gives an API client the token in the body too: the session its cookie carries", async () => {
    const answer = await login({});
    expect(answer.status).toBe(200);
    const { token } = (await answer.json()) as { token?: string };
    expect(token).toEqual(expect.any(String));
    expect(token).toBe(sessionFrom(answer));
  });
});
