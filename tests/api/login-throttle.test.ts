import { POST as adminLogin } from "@/app/api/admin/login/route";
import { POST as contractorLogin } from "@/app/api/contractor/login/route";
import { db } from "@/lib/db";
import {
  ADMIN_LOGIN_FAILURES_ALLOWED_OVERALL,
  LOGIN_FAILURES_ALLOWED,
  LOGIN_LOCKED_MESSAGE,
} from "@/lib/security/login-throttle";
import { jsonRequest, params } from "../helpers/http";
import { logLinesOf } from "../helpers/log-lines";

const attempt = (password: string, ip: string) =>
  adminLogin(
    jsonRequest("/api/admin/login", { username: "admin", password }, "POST", { "x-forwarded-for": ip }),
    params({}),
  );

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

  it("has a budget across all addresses: guesses spread over many addresses lock the login too", async () => {
    for (let i = 0; i < ADMIN_LOGIN_FAILURES_ALLOWED_OVERALL; i++)
      expect((await attempt("guess", `10.81.${i >> 8}.${i & 255}`)).status).toBe(401);
    const locked = await attempt(process.env.ADMIN_PASSWORD!, "10.82.0.1");
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
