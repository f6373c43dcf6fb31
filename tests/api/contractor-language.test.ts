/**
 * The painter's portal language (PUT/GET /api/contractor/language): each painter sets their own,
 * null until chosen; anything but "en" or "es" is refused with a clear 400.
 */
import { GET as getLanguage, PUT as putLanguage } from "@/app/api/contractor/language/route";
import { POST as register } from "@/app/api/contractor/register/route";
import { startSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { LANGUAGE_INVALID } from "@/lib/validations/contractor-language";
import { createContractor } from "../helpers/fixtures";
import { BASE, getRequest, jsonRequest, params, PDF_BYTES } from "../helpers/http";

async function painter() {
  const contractor = await createContractor({ areas: [["Chester", 1]] });
  const session = await startSession(db, { role: "contractor", contractorId: contractor.id });
  return { contractor, headers: { authorization: `Bearer ${session.token}` } };
}
type Painter = Awaited<ReturnType<typeof painter>>;

const put = (body: unknown, headers: Record<string, string> = {}) =>
  putLanguage(jsonRequest("/api/contractor/language", body, "PUT", headers), params({}));
const get = (headers: Record<string, string> = {}) =>
  getLanguage(getRequest("/api/contractor/language", headers), params({}));
const stored = async (p: Painter) =>
  (await db.contractor.findUniqueOrThrow({ where: { id: p.contractor.id } })).language;

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

describe("PUT /api/contractor/language", () => {
  it("saves the painter's own choice, read back by GET, and changes no other painter's row", async () => {
    const [marta, other] = [await painter(), await painter()];
    expect(await (await get(marta.headers)).json()).toEqual({ language: null });

    const answer = await put({ language: "es" }, marta.headers);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ language: "es" });
    expect(await stored(marta)).toBe("es");
    expect(await (await get(marta.headers)).json()).toEqual({ language: "es" });
    expect(await stored(other)).toBeNull();

    await put({ language: "en" }, marta.headers);
    expect(await (await get(marta.headers)).json()).toEqual({ language: "en" });
    expect(await stored(other)).toBeNull();
  });

  it("refuses an anonymous request with 401", async () => {
    expect((await put({ language: "es" })).status).toBe(401);
    expect((await get()).status).toBe(401);
  });

  it.each([[{ language: "fr" }], [{ language: "ES" }], [{}], [{ language: null }]])(
    "refuses %j with 400 and says which languages there are",
    async (body) => {
      const p = await painter();
      const answer = await put(body, p.headers);
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toContain(LANGUAGE_INVALID);
      expect(await stored(p)).toBeNull();
    },
  );
});

describe("registering from the Spanish page", () => {
  function registration(language?: string) {
    const email = `ana.${crypto.randomUUID()}@example.com`;
    const form = new FormData();
    const fields = {
      firstName: "Ana",
      lastName: "Lopez",
      email,
      password: "velvet-otter-climbs",
      phone: "(215) 555-0177",
      experienceYears: "6",
      ...(language ? { language } : {}),
    };
    for (const [k, v] of Object.entries(fields)) form.set(k, v);
    form.set("w9Document", new File([PDF_BYTES], "w9.pdf", { type: "application/pdf" }));
    const request = new Request(`${BASE}/api/contractor/register`, {
      method: "POST",
      body: form,
      headers: { "x-forwarded-for": `10.6.${Math.floor(Math.random() * 250)}.1` },
    });
    return { request, email };
  }
  const languageOf = async (email: string) =>
    (await db.contractor.findUniqueOrThrow({ where: { email } })).language;

  it("gives the new painter Spanish; the English page's registration chooses none", async () => {
    const spanish = registration("es");
    expect((await register(spanish.request, params({}))).status).toBe(201);
    expect(await languageOf(spanish.email)).toBe("es");

    const english = registration();
    expect((await register(english.request, params({}))).status).toBe(201);
    expect(await languageOf(english.email)).toBeNull();
  });

  it("refuses a language the portal does not speak", async () => {
    const { request, email } = registration("fr");
    expect((await register(request, params({}))).status).toBe(400);
    expect(await db.contractor.findUnique({ where: { email } })).toBeNull();
  });
});
