import { POST as adminLogin } from "@/app/api/admin/login/route";
import { POST as contractorLogin } from "@/app/api/contractor/login/route";
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { deviceCookieName, type DeviceScope } from "@/lib/security/device-cookie";
import { LOGIN_DELAY_FIRST_MS, LOGIN_DELAY_MAX_MS } from "@/lib/security/login-delay";
import {
  ADMIN_LOGIN_FAILURES_ALLOWED_OVERALL,
  beginLoginAttempt,
  DEVICE_LOGIN_FAILURES_ALLOWED,
  LOGIN_FAILURES_ALLOWED,
  LOGIN_LOCKED_MESSAGE,
  loginBudgets,
  loginLockedMessage,
} from "@/lib/security/login-throttle";
import { createContractor } from "../helpers/fixtures";
import { freezeDateOnly } from "../helpers/freeze-date";
import { jsonRequest, params } from "../helpers/http";
import { logLinesOf } from "../helpers/log-lines";

freezeDateOnly();

const attempt = (password: string, ip: string, cookie?: string) =>
  adminLogin(
    jsonRequest("/api/admin/login", { username: "admin", password }, "POST", {
      "x-forwarded-for": ip,
      ...(cookie ? { cookie } : {}),
    }),
    params({}),
  );

/** The `name=value` of the device cookie a login response set, for the next request's Cookie header. */
function deviceCookieOf(response: Response, scope: DeviceScope): string {
  const name = deviceCookieName(scope);
  const set = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!set) throw new Error(`no ${name} cookie in ${response.headers.getSetCookie().join(" | ")}`);
  expect(set).toMatch(/HttpOnly/i);
  expect(set).toMatch(/SameSite=Strict/i);
  return set.split(";")[0]!;
}

/** The same cookie with its signature's last character changed. */
const tampered = (cookie: string) => cookie.slice(0, -1) + (cookie.endsWith("A") ? "B" : "A");

afterEach(async () => {
  await db.rateLimitBucket.deleteMany({});
});

describe("admin login throttle", () => {
  it("counts parallel guesses from one address before checking them", async () => {
    const statuses = (
      await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(`guess-${i}`, "10.80.0.1")))
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURES_ALLOWED);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LOGIN_FAILURES_ALLOWED);
  });

  it("has a budget across all addresses: past it, guesses spread over many addresses are slowed down", async () => {
    for (let i = 0; i < ADMIN_LOGIN_FAILURES_ALLOWED_OVERALL; i++)
      expect((await attempt("guess", `10.81.${i >> 8}.${i & 255}`)).status).toBe(401);
    const slowed = await attempt(process.env.ADMIN_PASSWORD!, "10.82.0.1");
    expect(slowed.status).toBe(429);
    // Not shut for the window: the next attempt is due within the first delay.
    const retryAfter = Number(slowed.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_DELAY_FIRST_MS / 1000);
    expect((await slowed.json()).error).toBe(loginLockedMessage(retryAfter));
  });

  it("an address's own lockout still lasts the window, with its message", async () => {
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i++) await attempt("guess", "10.89.0.1");
    const locked = await attempt(process.env.ADMIN_PASSWORD!, "10.89.0.1");
    expect(locked.status).toBe(429);
    expect((await locked.json()).error).toBe(LOGIN_LOCKED_MESSAGE);
  });

  it("logs every lockout once, with the budget that ran out", async () => {
    const lines = await logLinesOf("warn", async () => {
      for (let i = 0; i < LOGIN_FAILURES_ALLOWED + 3; i++) await attempt("guess", "10.83.0.1");
    });
    const lockouts = lines.filter((l) => l.includes("login locked out"));
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]).toContain("login-fail:admin:ip:10.83.0.1");
  });

  it("a right password from an address that is not locked still works and frees its place", async () => {
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED - 1; i++)
      expect((await attempt("guess", "10.84.0.1")).status).toBe(401);
    for (let i = 0; i < 3; i++)
      expect((await attempt(process.env.ADMIN_PASSWORD!, "10.84.0.1")).status).toBe(200);
    expect((await attempt("guess", "10.84.0.1")).status).toBe(401);
    expect((await attempt("guess", "10.84.0.1")).status).toBe(429);
  });

  it("an address that is refused spends no shared budget: the owner still signs in from another", async () => {
    // Sixty guesses from one address: five are checked, the rest refused without counting anywhere.
    const statuses: number[] = [];
    for (let i = 0; i < ADMIN_LOGIN_FAILURES_ALLOWED_OVERALL + 10; i++)
      statuses.push((await attempt("guess", "10.85.0.1")).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_FAILURES_ALLOWED);
    expect((await attempt(process.env.ADMIN_PASSWORD!, "10.86.0.1")).status).toBe(200);
  });
});

describe("contractor login throttle", () => {
  const login = (email: string, ip: string) =>
    contractorLogin(
      jsonRequest("/api/contractor/login", { email, password: "not-the-password" }, "POST", {
        "x-forwarded-for": ip,
      }),
      params({}),
    );

  it("a refused attempt writes nothing: a new e-mail each time adds no rows and spends no e-mail's budget", async () => {
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i++)
      expect((await login(`guess-${i}@example.com`, "10.87.0.1")).status).toBe(401);
    const rowsWhenLocked = await db.rateLimitBucket.count();
    for (let i = LOGIN_FAILURES_ALLOWED; i < LOGIN_FAILURES_ALLOWED + 10; i++)
      expect((await login(`guess-${i}@example.com`, "10.87.0.1")).status).toBe(429);
    expect(await db.rateLimitBucket.count()).toBe(rowsWhenLocked);
    // The e-mails tried while refused are untouched: their owners still have all their attempts.
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i++)
      expect((await login(`guess-${LOGIN_FAILURES_ALLOWED}@example.com`, `10.88.0.${i}`)).status).toBe(401);
  });
});

describe("device cookies: the owner's browser is never locked out by others' guesses", () => {
  it("admin: with the full admin-wide budget, the device that signed in before still signs in", async () => {
    const first = await attempt(process.env.ADMIN_PASSWORD!, "10.100.0.1");
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first, "admin");

    // Someone on the owner's network locks its address; guesses from many addresses then fill the
    // admin-wide budget and keep hitting it.
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED + 1; i++) await attempt("guess", "10.100.0.1");
    for (let i = 0; i < ADMIN_LOGIN_FAILURES_ALLOWED_OVERALL; i++)
      await attempt("guess", `10.101.${i >> 8}.${i & 255}`);

    expect((await attempt(process.env.ADMIN_PASSWORD!, "10.100.0.1")).status).toBe(429);
    expect((await attempt(process.env.ADMIN_PASSWORD!, "10.102.0.1")).status).toBe(429);
    expect((await attempt(process.env.ADMIN_PASSWORD!, "10.102.0.1", tampered(device))).status).toBe(429);
    const again = await attempt(process.env.ADMIN_PASSWORD!, "10.100.0.1", device);
    expect(again.status).toBe(200);
    // A new cookie each time: the browser keeps being recognised for another year.
    expect(deviceCookieOf(again, "admin")).not.toBe(device);
  });

  it("a device's own failures lock that device only, and count against no other budget", async () => {
    const device = deviceCookieOf(await attempt(process.env.ADMIN_PASSWORD!, "10.103.0.1"), "admin");
    for (let i = 0; i < DEVICE_LOGIN_FAILURES_ALLOWED; i++)
      expect((await attempt("guess", "10.103.0.1", device)).status).toBe(401);
    expect((await attempt(process.env.ADMIN_PASSWORD!, "10.103.0.1", device)).status).toBe(429);
    // The address spent nothing: without the cookie it has all its attempts.
    expect((await attempt(process.env.ADMIN_PASSWORD!, "10.103.0.1")).status).toBe(200);
  });

  describe("painter", () => {
    const login = (email: string, password: string, ip: string, cookie?: string) =>
      contractorLogin(
        jsonRequest("/api/contractor/login", { email, password }, "POST", {
          "x-forwarded-for": ip,
          ...(cookie ? { cookie } : {}),
        }),
        params({}),
      );
    const painter = async () => {
      const c = await createContractor({ areas: [] });
      await db.contractor.update({
        where: { id: c.id },
        data: { passwordHash: await hashPassword("secret12") },
      });
      return c;
    };

    it("with the e-mail's budget full, the painter's device still signs in; other devices wait", async () => {
      const c = await painter();
      const other = await painter();
      const device = deviceCookieOf(await login(c.email, "secret12", "10.104.0.1"), "contractor");
      const othersDevice = deviceCookieOf(await login(other.email, "secret12", "10.104.0.2"), "contractor");
      const adminsDevice = deviceCookieOf(await attempt(process.env.ADMIN_PASSWORD!, "10.104.0.3"), "admin");

      for (let i = 0; i < LOGIN_FAILURES_ALLOWED + 3; i++) await login(c.email, "guess-it", `10.105.0.${i}`);

      expect((await login(c.email, "secret12", "10.104.0.1")).status).toBe(429);
      // Another painter's cookie, a tampered one, or the admin's: no device of this painter.
      expect((await login(c.email, "secret12", "10.104.0.1", othersDevice)).status).toBe(429);
      expect((await login(c.email, "secret12", "10.104.0.1", tampered(device))).status).toBe(429);
      const adminCookieAsPainter = adminsDevice.replace(
        deviceCookieName("admin"),
        deviceCookieName("contractor"),
      );
      expect((await login(c.email, "secret12", "10.104.0.1", adminCookieAsPainter)).status).toBe(429);
      expect((await login(c.email, "secret12", "10.106.0.1", device)).status).toBe(200);
    });
  });
});

describe("progressive delay on the wide budgets", () => {
  const T = new Date("2031-03-04T10:00:00.000Z");
  const at = (ms: number) => new Date(T.getTime() + ms);
  const budgets = (ip: string) => loginBudgets("contractor", ip, "delayed@example.com");
  /** The Retry-After of a refused attempt at `now`, or "passed" (the attempt was let through to check). */
  const tryAt = async (ip: string, now: Date) => {
    try {
      await beginLoginAttempt(db, budgets(ip), now);
      return "passed";
    } catch (error) {
      return (error as { details?: { retryAfterSeconds?: number } }).details?.retryAfterSeconds ?? error;
    }
  };

  it("past the allowance, one attempt per delay, the delay doubling up to its cap, never a closed door", async () => {
    let ip = 0;
    for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i++)
      expect(await tryAt(`10.110.0.${ip++}`, T)).toBe("passed");
    let now = 0;
    let delay = LOGIN_DELAY_FIRST_MS;
    const delays: number[] = [];
    for (let step = 0; step < 8; step++) {
      // Refused until the delay is over, from any address, saying how long to wait…
      expect(await tryAt(`10.110.0.${ip++}`, at(now + delay - 1000))).toBe(1);
      expect(await tryAt(`10.110.0.${ip++}`, at(now))).toBe(delay / 1000);
      // …then let through once, and the next one waits twice as long (at most the cap).
      now += delay;
      expect(await tryAt(`10.110.0.${ip++}`, at(now))).toBe("passed");
      delays.push(delay);
      delay = Math.min(LOGIN_DELAY_MAX_MS, delay * 2);
    }
    expect(delays).toEqual([15, 30, 60, 120, 240, 300, 300, 300].map((s) => s * 1000));
  });
});
