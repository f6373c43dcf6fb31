/**
 * One-time sign-in links: a painter whose e-mail anyone is slowing down with wrong
 * passwords, on a browser that has no device cookie, still gets in by proving the mailbox.
 */
import { POST as adminLogin } from "@/app/api/admin/login/route";
import { POST as requestAdminLink } from "@/app/api/admin/sign-in-link/route";
import { POST as redeemAdminLink } from "@/app/api/admin/sign-in-link/redeem/route";
import { POST as contractorLogin } from "@/app/api/contractor/login/route";
import { POST as requestLink } from "@/app/api/contractor/sign-in-link/route";
import { POST as redeemLink } from "@/app/api/contractor/sign-in-link/redeem/route";
import { hashPassword } from "@/lib/auth/password";
import { INVALID_SIGN_IN_LINK, SIGN_IN_LINK_SENT } from "@/lib/contractors/sign-in-link";
import { db } from "@/lib/db";
import { deviceCookieName } from "@/lib/security/device-cookie";
import { LIMITS, SIGN_IN_LINK_MAIL_INTERVAL_MS } from "@/lib/security/limits";
import { ADMIN_LOGIN_FAILURES_ALLOWED_OVERALL, LOGIN_FAILURES_ALLOWED } from "@/lib/security/login-throttle";
import { ADMIN_SIGN_IN_LINK_SENT } from "@/lib/admin/sign-in-link";
import { createContractor } from "../helpers/fixtures";
import { freezeDateOnly } from "../helpers/freeze-date";
import { jsonRequest, params } from "../helpers/http";

freezeDateOnly();

let addresses = 0;
const newAddress = () => `10.128.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const login = (email: string, password: string, ip = newAddress(), cookie?: string) =>
  contractorLogin(
    jsonRequest("/api/contractor/login", { email, password }, "POST", {
      "x-forwarded-for": ip,
      ...(cookie ? { cookie } : {}),
    }),
    params({}),
  );
const ask = (email: string, ip = newAddress()) =>
  requestLink(
    jsonRequest("/api/contractor/sign-in-link", { email }, "POST", { "x-forwarded-for": ip }),
    params({}),
  );
const redeem = (token: string, ip = newAddress()) =>
  redeemLink(
    jsonRequest("/api/contractor/sign-in-link/redeem", { token }, "POST", { "x-forwarded-for": ip }),
    params({}),
  );

/**
 * The token of the sign-in link mailed to `email` that is not among `seen` (the tests freeze Date,
 * so mails share their createdAt: "newest" cannot be asked of the database).
 */
async function mailedToken(email: string, scope: "contractor" | "admin" = "contractor", seen: string[] = []) {
  const mails = await db.emailMessage.findMany({ where: { to: email, template: `${scope}-sign-in-link` } });
  const pattern = new RegExp(`/${scope}/sign-in/([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)`);
  const tokens = mails.map((mail) => pattern.exec(mail.text)?.[1]).filter((t): t is string => !!t);
  const token = tokens.find((t) => !seen.includes(t));
  if (!token) throw new Error(`no new sign-in link among ${mails.length} mails to ${email}`);
  return token;
}

async function painter() {
  const c = await createContractor({ areas: [] });
  await db.contractor.update({ where: { id: c.id }, data: { passwordHash: await hashPassword("secret12") } });
  return c;
}

/** The mailbox's pace has passed: the next request mails a new link (Date is frozen otherwise). */
const intervalLater = () => jest.setSystemTime(Date.now() + SIGN_IN_LINK_MAIL_INTERVAL_MS);

const mailsTo = (email: string, scope: "contractor" | "admin" = "contractor") =>
  db.emailMessage.count({ where: { to: email, template: `${scope}-sign-in-link` } });

afterEach(async () => {
  await db.rateLimitBucket.deleteMany({});
});

it("lets a painter in whose e-mail others are guessing at, once per link, and gives that browser a device cookie", async () => {
  const c = await painter();
  for (let i = 0; i < LOGIN_FAILURES_ALLOWED; i++)
    expect((await login(c.email, "wrong-guess")).status).toBe(401);
  // The e-mail is slowed: the right password from a new browser is refused for now.
  expect((await login(c.email, "secret12")).status).toBe(429);

  const asked = await ask(c.email.toUpperCase());
  expect(asked.status).toBe(202);
  expect(await asked.json()).toEqual({ message: SIGN_IN_LINK_SENT });
  const token = await mailedToken(c.email);

  const signedIn = await redeem(token);
  expect(signedIn.status).toBe(200);
  expect(await signedIn.json()).toMatchObject({ token: expect.any(String), contractor: { id: c.id } });
  const cookies = signedIn.headers.getSetCookie();
  expect(cookies.some((cookie) => /session/i.test(cookie) && /HttpOnly/i.test(cookie))).toBe(true);
  const device = cookies.find((cookie) => cookie.startsWith(`${deviceCookieName("contractor")}=`));
  expect(device).toBeDefined();

  // Once only, and parallel uses of a fresh link let one through.
  const again = await redeem(token);
  expect(again.status).toBe(400);
  expect((await again.json()).error).toBe(INVALID_SIGN_IN_LINK);
  intervalLater();
  await ask(c.email);
  const fresh = await mailedToken(c.email, "contractor", [token]);
  const raced = await Promise.all(Array.from({ length: 5 }, () => redeem(fresh)));
  expect(raced.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400]);

  // The browser the link signed in is the owner's now: the slowed e-mail no longer stops it.
  expect((await login(c.email, "secret12", newAddress(), device!.split(";")[0])).status).toBe(200);
});

it("answers the same for an e-mail with no account (and mails nobody), and a forged or tampered link signs in no one", async () => {
  const nobody = `nobody-${crypto.randomUUID()}@example.com`;
  const asked = await ask(nobody);
  expect([asked.status, await asked.json()]).toEqual([202, { message: SIGN_IN_LINK_SENT }]);
  expect(await db.emailMessage.count({ where: { to: nobody } })).toBe(0);

  const c = await painter();
  await ask(c.email);
  const token = await mailedToken(c.email);
  const [payload, signature] = token.split(".");
  // A changed first character of the signature (the last one's low bits may not count in base64url).
  const otherFirst = signature!.startsWith("A") ? "B" : "A";
  for (const bad of [
    `${payload}.${otherFirst}${signature!.slice(1)}`,
    "not-a-token",
    `${payload}x.${signature}`,
  ]) {
    const refused = await redeem(bad);
    expect(refused.status).toBe(400);
  }
  // A new password since the link was sent retires it.
  await db.contractor.update({
    where: { id: c.id },
    data: { passwordHash: await hashPassword("newer-secret") },
  });
  expect((await redeem(token)).status).toBe(400);

  // A deactivated painter's link does nothing.
  intervalLater();
  await ask(c.email);
  const last = await mailedToken(c.email, "contractor", [token]);
  await db.contractor.update({ where: { id: c.id }, data: { isActive: false } });
  expect((await redeem(last)).status).toBe(400);
});

it(`never refuses the mailbox: strangers asking from everywhere get it at most one link per ${SIGN_IN_LINK_MAIL_INTERVAL_MS / 60_000} minutes, and only the newest works`, async () => {
  const c = await painter();
  const [name, domain] = c.email.split("@");
  // Strangers ask twenty times from twenty networks, the e-mail written every which way.
  for (let i = 0; i < 20; i++) {
    const asked = await ask(i % 2 ? c.email.toUpperCase() : `${name}@${domain}`);
    expect([asked.status, await asked.json()]).toEqual([202, { message: SIGN_IN_LINK_SENT }]);
  }
  expect(await mailsTo(c.email)).toBe(1);
  const first = await mailedToken(c.email);

  // The painter's own request is answered like any other, and the link already in the inbox works.
  const own = await ask(c.email);
  expect([own.status, await own.json()]).toEqual([202, { message: SIGN_IN_LINK_SENT }]);
  expect(await mailsTo(c.email)).toBe(1);

  // After the interval a request mails again, and the newer link replaces the older.
  intervalLater();
  expect((await ask(c.email)).status).toBe(202);
  expect(await mailsTo(c.email)).toBe(2);
  const newest = await mailedToken(c.email, "contractor", [first]);
  const replaced = await redeem(first);
  expect([replaced.status, (await replaced.json()).error]).toEqual([400, INVALID_SIGN_IN_LINK]);
  expect((await redeem(newest)).status).toBe(200);

  // What is refused is the asking network past its own budget, never the mailbox.
  const network = newAddress();
  for (let i = 0; i < LIMITS.signInLinksPerAddress.limit; i++)
    expect((await ask(c.email, network)).status).toBe(202);
  const refused = await ask(c.email, network);
  expect(refused.status).toBe(429);
  expect((await refused.json()).error).toBe(LIMITS.signInLinksPerAddress.message);
  expect((await ask(c.email)).status).toBe(202);
});

describe("the admin, one shared password: a link to the owner's mailbox (ADMIN_EMAIL)", () => {
  const OWNER = process.env.ADMIN_EMAIL!;
  const adminAttempt = (password: string, ip = newAddress(), cookie?: string) =>
    adminLogin(
      jsonRequest("/api/admin/login", { username: "admin", password }, "POST", {
        "x-forwarded-for": ip,
        ...(cookie ? { cookie } : {}),
      }),
      params({}),
    );
  const adminTokensMailed = async () => {
    const mails = await db.emailMessage.findMany({ where: { to: OWNER, template: "admin-sign-in-link" } });
    return mails.map(
      (mail) => /\/admin\/sign-in\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(mail.text)?.[1] ?? "",
    );
  };
  const redeemAdmin = (token: string) =>
    redeemAdminLink(
      jsonRequest("/api/admin/sign-in-link/redeem", { token }, "POST", { "x-forwarded-for": newAddress() }),
      params({}),
    );

  it("lets the owner in while the admin password is being slowed down from everywhere, once per link", async () => {
    expect(OWNER).toMatch(/@/);
    for (let i = 0; i < ADMIN_LOGIN_FAILURES_ALLOWED_OVERALL; i++)
      expect((await adminAttempt("guess")).status).toBe(401);
    expect((await adminAttempt(process.env.ADMIN_PASSWORD!)).status).toBe(429);

    const asked = await requestAdminLink(
      jsonRequest("/api/admin/sign-in-link", {}, "POST", { "x-forwarded-for": newAddress() }),
      params({}),
    );
    expect([asked.status, await asked.json()]).toEqual([202, { message: ADMIN_SIGN_IN_LINK_SENT }]);
    const token = await mailedToken(OWNER, "admin");

    const signedIn = await redeemAdmin(token);
    expect(signedIn.status).toBe(200);
    const device = signedIn.headers.getSetCookie().find((c) => c.startsWith(`${deviceCookieName("admin")}=`));
    expect(device).toBeDefined();
    expect((await redeemAdmin(token)).status).toBe(400);
    // That browser is the owner's now: the slowed admin-wide budget does not stop it.
    expect(
      (await adminAttempt(process.env.ADMIN_PASSWORD!, newAddress(), device!.split(";")[0])).status,
    ).toBe(200);
  });

  it("a stranger's requests cannot spend the owner's way in: the owner's own request after theirs is answered, and the link in the mailbox works", async () => {
    const askAdmin = (ip = newAddress()) =>
      requestAdminLink(
        jsonRequest("/api/admin/sign-in-link", {}, "POST", { "x-forwarded-for": ip }),
        params({}),
      );
    const before = await mailsTo(OWNER, "admin");
    const earlier = await adminTokensMailed();
    for (let i = 0; i < 10; i++) expect((await askAdmin()).status).toBe(202);
    const owners = await askAdmin();
    expect([owners.status, await owners.json()]).toEqual([202, { message: ADMIN_SIGN_IN_LINK_SENT }]);
    // One e-mail for eleven requests: the mailbox is paced, not a target.
    expect(await mailsTo(OWNER, "admin")).toBe(before + 1);
    const token = await mailedToken(OWNER, "admin", earlier);
    expect((await redeemAdmin(token)).status).toBe(200);
  });

  it("a painter's link does not open the back office, nor an admin link a painter's account", async () => {
    const c = await painter();
    await ask(c.email);
    const painterToken = await mailedToken(c.email);
    expect((await redeemAdmin(painterToken)).status).toBe(400);
    intervalLater();
    await requestAdminLink(
      jsonRequest("/api/admin/sign-in-link", {}, "POST", { "x-forwarded-for": newAddress() }),
      params({}),
    );
    expect((await redeem(await mailedToken(OWNER, "admin"))).status).toBe(400);
  });
});
