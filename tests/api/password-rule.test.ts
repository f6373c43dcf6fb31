/**
 * The new-password rule on every route that sets a password: registration, the set-password link,
 * the change after an admin reset, and the admin's temporary passwords. A weak password is refused
 * with 400, its reason as the error and on the field; a strong one is taken; the login still takes
 * an older account's 6 characters.
 */
import { randomUUID } from "node:crypto";
import { POST as resetPassword } from "@/app/api/admin/contractors/[id]/reset-password/route";
import { POST as contractorLogin } from "@/app/api/contractor/login/route";
import { POST as changePassword } from "@/app/api/contractor/password/route";
import { POST as register } from "@/app/api/contractor/register/route";
import { POST as setPassword } from "@/app/api/contractor/set-password/route";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { createSetPasswordToken } from "@/lib/contractors/set-password";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { NEW_PASSWORD_MESSAGES as M, newPasswordProblem } from "@/lib/validations/password-strength";
import { signInAdminForFile } from "../helpers/admin-session";
import { createContractor } from "../helpers/fixtures";
import { BASE, jsonRequest, params, PDF_BYTES } from "../helpers/http";

const { send } = signInAdminForFile();

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

const STRONG = "Tangerine-Ladder-Ceiling-47";
let address = 0;
const nextAddress = () => `10.91.${Math.floor(++address / 200)}.${address % 200}`;

/** The 400 of a refused password: the reason as the error, and on the field. */
const refusal = (reason: string, field = "password") => ({
  error: reason,
  code: "invalid_request",
  details: { fields: { [field]: [reason] } },
});

function login(email: string, password: string) {
  return contractorLogin(
    jsonRequest("/api/contractor/login", { email, password }, "POST", { "x-forwarded-for": nextAddress() }),
    params({}),
  );
}

describe("registration (POST /api/contractor/register)", () => {
  function registration(password: string) {
    const email = `ana.lopez.${randomUUID().slice(0, 8)}@example.com`;
    const form = new FormData();
    for (const [key, value] of Object.entries({
      firstName: "Ana",
      lastName: "Lopez",
      email,
      password,
      phone: "(215) 555-0177",
      businessName: "Lopez Painting",
      experienceYears: "6",
    }))
      form.set(key, value);
    form.set("w9Document", new File([PDF_BYTES], "w9.pdf", { type: "application/pdf" }));
    const request = new Request(`${BASE}/api/contractor/register`, {
      method: "POST",
      body: form,
      headers: { "x-forwarded-for": nextAddress() },
    });
    return { email, send: () => register(request, params({})) };
  }

  it.each([
    ["common", "password1234", M.common],
    ["repeated", "aaaaaaaaaaaa", M.repeat],
    ["built from the name", "AnaLopez2026!", M.personal],
    ["built from the e-mail and the business", "lopezpainting99", M.personal],
  ])("refuses a %s password with the reason, and stores nothing", async (_label, password, reason) => {
    const { email, send } = registration(password);
    const response = await send();
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refusal(reason));
    expect(await db.contractor.count({ where: { email } })).toBe(0);
  });

  it("refuses fewer than 12 characters, as the schema refuses any field", async () => {
    const { email, send } = registration("brushes123");
    const response = await send();
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Invalid request: password: Use at least 12 characters.",
      code: "invalid_request",
      details: { fields: { password: ["Use at least 12 characters."] } },
    });
    expect(await db.contractor.count({ where: { email } })).toBe(0);
  });

  it("takes a strong password, which then signs in", async () => {
    const { email, send } = registration(STRONG);
    expect((await send()).status).toBe(201);
    expect((await login(email, STRONG)).status).toBe(200);
  });
});

describe("the set-password link (POST /api/contractor/set-password)", () => {
  async function invited() {
    const passwordHash = await hashPassword(randomUUID());
    const contractor = await db.contractor.create({
      data: {
        firstName: "Inez",
        lastName: "Vitale",
        email: `inez.vitale.${randomUUID().slice(0, 8)}@example.com`,
        phone: "215-555-0100",
        experienceYears: 1,
        passwordHash,
        mustChangePassword: true,
        isVerified: true,
      },
    });
    return { contractor, token: createSetPasswordToken(contractor.id, passwordHash) };
  }
  const set = (token: string, password: string) =>
    setPassword(
      jsonRequest("/api/contractor/set-password", { token, password }, "POST", {
        "x-forwarded-for": nextAddress(),
      }),
      params({}),
    );

  it("refuses a weak password with the reason, and the link still works for a strong one", async () => {
    const { contractor, token } = await invited();
    for (const [password, reason] of [
      ["InezVitale2026!", M.personal],
      ["inez.vitale1987", M.personal],
      ["qwertyuiop12", M.common],
      ["abcdefghijklmnop", M.sequence],
    ] as const) {
      const response = await set(token, password);
      expect([password, response.status]).toEqual([password, 400]);
      expect(await response.json()).toEqual(refusal(reason));
    }
    const short = await set(token, "painter123");
    expect(short.status).toBe(400);
    expect((await short.json()).details).toEqual({ fields: { password: [M.tooShort] } });

    const stored = await db.contractor.findUniqueOrThrow({ where: { id: contractor.id } });
    expect(stored.passwordHash).toBe(contractor.passwordHash);

    expect((await set(token, STRONG)).status).toBe(200);
    expect((await login(contractor.email, STRONG)).status).toBe(200);
  });
});

describe("after an admin reset (POST /api/admin/contractors/[id]/reset-password, POST /api/contractor/password)", () => {
  it("gives a temporary password that meets the rule, and the painter's new one must meet it too", async () => {
    const c = await createContractor({ areas: [["Philadelphia", 1]], firstName: "Marco" });
    const reset = await (
      await resetPassword(send(`/api/admin/contractors/${c.id}/reset-password`, {}), params({ id: c.id }))
    ).json();
    expect(reset.temporaryPassword).toMatch(/^[\w-]{16}$/);
    expect(await newPasswordProblem(reset.temporaryPassword, c)).toBeUndefined();

    const signIn = await login(c.email, reset.temporaryPassword);
    expect(signIn.status).toBe(200);
    const { token } = await signIn.json();
    const change = (newPassword: string) =>
      changePassword(
        jsonRequest(
          "/api/contractor/password",
          { currentPassword: reset.temporaryPassword, newPassword },
          "POST",
          { authorization: `Bearer ${token}`, "x-forwarded-for": nextAddress() },
        ),
        params({}),
      );

    for (const [password, reason] of [
      ["password1234", M.common],
      [`Marco${c.lastName}!`, M.personal],
    ] as const) {
      const response = await change(password);
      expect([password, response.status]).toEqual([password, 400]);
      expect(await response.json()).toEqual(refusal(reason, "newPassword"));
    }
    const short = await change("brushes123");
    expect(short.status).toBe(400);
    expect((await short.json()).details).toEqual({ fields: { newPassword: [M.tooShort] } });
    const stored = await db.contractor.findUniqueOrThrow({ where: { id: c.id } });
    expect(await verifyPassword(reset.temporaryPassword, stored.passwordHash)).toBe(true);
    expect(stored.mustChangePassword).toBe(true);

    expect((await change(STRONG)).status).toBe(200);
    expect((await login(c.email, STRONG)).status).toBe(200);
  });
});

describe("the login keeps its rule", () => {
  it("an account made before the rule signs in with its 6-character password", async () => {
    const c = await createContractor({ areas: [["Philadelphia", 1]] });
    await db.contractor.update({ where: { id: c.id }, data: { passwordHash: await hashPassword("aaaaaa") } });
    expect((await login(c.email, "aaaaaa")).status).toBe(200);
  });
});
