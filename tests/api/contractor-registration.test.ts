import { POST as register } from "@/app/api/contractor/register/route";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { BASE, params, PDF_BYTES } from "../helpers/http";

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

function registrationForm(
  overrides: Record<string, string> = {},
  file: File | null = new File([PDF_BYTES], "w9.pdf", { type: "application/pdf" }),
) {
  const form = new FormData();
  const fields = {
    firstName: "Ana",
    lastName: "Lopez",
    email: `ana.${crypto.randomUUID()}@example.com`,
    password: "velvet-otter-climbs",
    phone: "(215) 555-0177",
    businessName: "Lopez Painting",
    licenseNumber: "PA-HIC-123456",
    experienceYears: "6",
    bio: "Ten years of rowhome interiors.",
    ...overrides,
  };
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (file) form.set("w9Document", file);
  return {
    request: new Request(`${BASE}/api/contractor/register`, {
      method: "POST",
      body: form,
      headers: { "x-forwarded-for": `10.5.${Math.floor(Math.random() * 250)}.1` },
    }),
    fields,
  };
}

describe("registration", () => {
  it("creates a pending contractor with a private W9 and a hashed password", async () => {
    const { request, fields } = registrationForm();
    const response = await register(request, params({}));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      message: "Registration Successful",
      contractor: { email: fields.email, isVerified: false },
    });
    const stored = await db.contractor.findUniqueOrThrow({
      where: { email: fields.email },
      include: { w9: true },
    });
    expect(stored.passwordHash).not.toContain("velvet-otter-climbs");
    expect(stored.w9).toMatchObject({ kind: "W9", mimeType: "application/pdf", originalName: "w9.pdf" });
    expect(stored.w9!.storageKey).toMatch(/^(local|ut):/);
  });

  it("refuses a duplicate e-mail with 409", async () => {
    const { request, fields } = registrationForm();
    await register(request, params({}));
    const again = await register(registrationForm({ email: fields.email.toUpperCase() }).request, params({}));
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatch(/already exists/);
  });

  it.each([
    [
      "a program renamed .pdf",
      new File([Buffer.from("MZ\x90\x00\x03\x00\x00\x00 this is not a pdf")], "w9.pdf", {
        type: "application/pdf",
      }),
      400,
    ],
    ["a PDF named .exe", new File([PDF_BYTES], "w9.exe", { type: "application/octet-stream" }), 400],
    [
      "an 11 MB file",
      new File([new Uint8Array(11 * 1024 * 1024)], "w9.pdf", { type: "application/pdf" }),
      413,
    ],
  ])("refuses %s and stores nothing", async (_label, file, status) => {
    const before = await db.contractor.count();
    const { request } = registrationForm({}, file);
    const response = await register(request, params({}));
    expect(response.status).toBe(status);
    expect(await db.contractor.count()).toBe(before);
  });

  it("requires the W9 and validates the fields", async () => {
    const missing = await register(registrationForm({}, null).request, params({}));
    expect(missing.status).toBe(400);
    expect((await missing.json()).error).toBe("Please upload your W9 form to complete registration.");
    expect((await register(registrationForm({ password: "123" }).request, params({}))).status).toBe(400);
    expect((await register(registrationForm({ experienceYears: "0" }).request, params({}))).status).toBe(400);
    expect((await register(registrationForm({ email: "nope" }).request, params({}))).status).toBe(400);
  });
});
