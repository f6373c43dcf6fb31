/**
 * The back office's recent lockouts (GET /api/admin/lockouts): each lockout recorded once, with
 * its budget, what it counted and the failures, newest first.
 */
import { GET as lockoutsRoute } from "@/app/api/admin/lockouts/route";
import { POST as adminLogin } from "@/app/api/admin/login/route";
import { POST as contractorLogin } from "@/app/api/contractor/login/route";
import type { RecentLockoutsDto } from "@/lib/admin/lockouts";
import { db } from "@/lib/db";
import { LOGIN_FAILURES_ALLOWED } from "@/lib/security/login-throttle";
import { freezeDateOnly } from "../helpers/freeze-date";
import { getRequest, jsonRequest, params } from "../helpers/http";

// Counted limits: every attempt in one window, whenever the run starts.
freezeDateOnly();

const adminAttempt = (password: string, ip: string) =>
  adminLogin(
    jsonRequest("/api/admin/login", { username: "admin", password }, "POST", { "x-forwarded-for": ip }),
    params({}),
  );

async function lockouts(token?: string) {
  const response = await lockoutsRoute(
    getRequest("/api/admin/lockouts", token ? { authorization: `Bearer ${token}` } : {}),
    params({}),
  );
  return { status: response.status, body: (await response.json()) as RecentLockoutsDto };
}

afterEach(async () => {
  await db.rateLimitBucket.deleteMany({});
});

it("lists each lockout once: an address's and an e-mail's, newest first, to the admin only", async () => {
  const { token } = await (await adminAttempt(process.env.ADMIN_PASSWORD!, "10.120.0.1")).json();
  expect((await lockouts()).status).toBe(401);

  // One address locked out by many tries: one record.
  for (let i = 0; i < LOGIN_FAILURES_ALLOWED + 4; i++) await adminAttempt("guess", "10.120.0.2");
  // The clock is frozen (one window for all attempts): the next lockout comes a second later.
  jest.setSystemTime(Date.now() + 1_000);
  // One e-mail slowed down by guesses from many addresses: one record.
  for (let i = 0; i < LOGIN_FAILURES_ALLOWED + 4; i++)
    await contractorLogin(
      jsonRequest("/api/contractor/login", { email: "Target@Example.com", password: "guess-it" }, "POST", {
        "x-forwarded-for": `10.121.0.${i}`,
      }),
      params({}),
    );

  const { status, body } = await lockouts(token);
  expect(status).toBe(200);
  expect(
    body.lockouts.map(({ budget, scope, subject, failures }) => ({ budget, scope, subject, failures })),
  ).toEqual([
    { budget: "email", scope: "contractor", subject: "target@example.com", failures: LOGIN_FAILURES_ALLOWED },
    { budget: "address", scope: "admin", subject: "10.120.0.2", failures: LOGIN_FAILURES_ALLOWED },
  ]);
  expect(new Date(body.lockouts[0]!.at).getTime()).toBeGreaterThan(new Date(body.lockouts[1]!.at).getTime());
});
