import { POST as checkArea } from "@/app/api/check-service-area/route";
import { GET as getPricing } from "@/app/api/pricing/config/route";
import { GET as getQuoteRoute } from "@/app/api/quotes/[id]/route";
import { POST as postQuote } from "@/app/api/quotes/route";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import {
  centsToDecimalString,
  defaultRoomPaintOptions,
  PRICING_FIELDS,
  priceQuote,
} from "@/lib/pricing/index.shared";
import { loadPricingConfig } from "@/lib/pricing/repository";
import { PROJECT_TOO_LARGE_MESSAGE } from "@/lib/quotes/size-limit";
import { MAX_ONLINE_PAINTABLE_SQFT } from "@/lib/scheduling/productivity.shared";
import { getRequest, jsonRequest, params } from "../helpers/http";

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

function validDraft(overrides: Record<string, unknown> = {}) {
  const paintOptions = defaultRoomPaintOptions();
  paintOptions.walls.colorCode = "SW 7008 Alabaster";
  paintOptions.ceiling.colorCode = "SW 7005 Pure White";
  return {
    projectType: "interior",
    address: "2116 Spruce St, Philadelphia, PA 19103",
    propertyType: "townhouse",
    customerName: "Emily Carter",
    email: "Emily.Carter@example.com",
    phone: "(215) 555-0101",
    rooms: [
      {
        type: "living-room",
        length: 18,
        width: 14,
        height: 9,
        paintWalls: true,
        paintCeiling: true,
        paintOptions,
      },
      {
        type: "bedroom",
        length: 12,
        width: 11,
        paintWalls: false,
        paintDoors: true,
        doorCount: 2,
        paintWindows: true,
        windowCount: 2,
        windowWidth: 3,
        windowHeight: 4.5,
        paintOptions: { ...defaultRoomPaintOptions(), customerSupplies: true },
      },
    ],
    conditions: { primer: false, furnitureMoving: true, substantialPrep: false },
    paintOptions: { quality: "standard", finish: "eggshell", customerSupplies: false },
    ...overrides,
  };
}

async function counts() {
  return { quotes: await db.quote.count(), rooms: await db.room.count() };
}

describe("GET /api/pricing/config", () => {
  it("serves every pricing field from the active items, uncached", async () => {
    const response = await getPricing(getRequest("/api/pricing/config"), params({}));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const body = await response.json();
    expect(Object.keys(body).sort()).toEqual([...PRICING_FIELDS].sort());
    expect(body.contractorCommissionRate).toBe(0.6);
    expect(body.doorCost).toBe(65);
  });

  it("reports an inactive item as 0", async () => {
    await db.pricingConfigItem.update({ where: { name: "windowCost" }, data: { isActive: false } });
    const body = await (await getPricing(getRequest("/api/pricing/config"), params({}))).json();
    expect(body.windowCost).toBe(0);
    await db.pricingConfigItem.update({ where: { name: "windowCost" }, data: { isActive: true } });
  });
});

describe("POST /api/check-service-area", () => {
  const check = (body: unknown) => checkArea(jsonRequest("/api/check-service-area", body), params({}));

  it("accepts an address whose zip an active area covers", async () => {
    const response = await check({ address: "2116 Spruce St, Philadelphia, PA 19103" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ isServiceable: true, message: expect.stringContaining("19103") });
  });

  it("refuses a zip outside every area, and an address without a zip, with a clear message", async () => {
    const outside = await (await check({ address: "600 Grant St, Pittsburgh, PA 15222" })).json();
    expect(outside).toEqual({ isServiceable: false, message: expect.stringContaining("15222") });
    const noZip = await (await check({ address: "2116 Spruce St, Philadelphia" })).json();
    expect(noZip.isServiceable).toBe(false);
    expect(noZip.message).toMatch(/ZIP code/);
  });

  it("stops serving a zip when its area is deactivated", async () => {
    await db.serviceArea.updateMany({ where: { name: "Chester County" }, data: { isActive: false } });
    const body = await (await check({ address: "130 W Gay St, West Chester, PA 19380" })).json();
    expect(body.isServiceable).toBe(false);
    await db.serviceArea.updateMany({ where: { name: "Chester County" }, data: { isActive: true } });
  });

  it("answers 400 JSON for a malformed body", async () => {
    for (const body of ["{not json", { address: 42 }, {}, { address: "" }]) {
      const response = await check(body);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toEqual(expect.any(String));
    }
  });
});

describe("POST /api/quotes", () => {
  const create = (body: unknown) => postQuote(jsonRequest("/api/quotes", body), params({}));

  it("stores the quote and its rooms with the server's own prices", async () => {
    const response = await create(validDraft());
    expect(response.status).toBe(201);
    const quote = await response.json();

    const pricing = await loadPricingConfig(db);
    const draft = validDraft();
    const expected = priceQuote(
      draft.rooms.map((r) => ({
        height: 9,
        paintCeiling: false,
        paintTrim: false,
        paintDoors: false,
        paintWindows: false,
        doorCount: 0,
        windowCount: 0,
        windowWidth: 0,
        windowHeight: 0,
        excludedArea: 0,
        ...r,
      })),
      draft.conditions,
      pricing,
    );
    expect(quote.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(quote.totalCost).toBe(Number(centsToDecimalString(expected.totals.totalCents)));
    expect(quote.finalCost).toBe(quote.totalCost);
    expect(quote.rooms.map((r: { cost: number }) => r.cost)).toEqual(expected.roomCents.map((c) => c / 100));
    expect(quote.email).toBe("emily.carter@example.com");
    expect(quote.zipCode).toBe("19103");
    expect(quote.conditions).toEqual({ primer: false, furnitureMoving: true, substantialPrep: false });
    expect(quote.breakdown.at(-1)).toMatchObject({ kind: "total", cents: expected.totals.totalCents });

    const stored = await db.quote.findUniqueOrThrow({ where: { id: quote.id }, include: { rooms: true } });
    expect(stored.rooms).toHaveLength(2);
    expect(stored.totalCost.toFixed(2)).toBe(centsToDecimalString(expected.totals.totalCents));
  });

  it("ignores a tampered client total", async () => {
    const honest = await (await create(validDraft())).json();
    const tampered = await (await create(validDraft({ totalCost: 1, finalCost: 1 }))).json();
    expect(tampered.totalCost).toBe(honest.totalCost);
    expect(tampered.totalCost).toBeGreaterThan(100);
  });

  it("accepts a null customer name, and colours may be skipped with a consultation", async () => {
    const draft = validDraft({ customerName: null });
    const consultation = { ...defaultRoomPaintOptions(), colorConsultation: true };
    draft.rooms[0] = { ...draft.rooms[0]!, paintOptions: consultation };
    const response = await create(draft);
    expect(response.status).toBe(201);
    expect((await response.json()).customerName).toBeNull();
  });

  const room0 = (patch: Record<string, unknown>) => {
    const draft = validDraft();
    draft.rooms[0] = { ...draft.rooms[0]!, ...patch } as (typeof draft.rooms)[0];
    return draft;
  };

  const refused: [string, unknown][] = [
    ["a blank email", validDraft({ email: "  " })],
    ["an invalid email", validDraft({ email: "emily@" })],
    ["a blank phone", validDraft({ phone: "" })],
    ["a blank address", validDraft({ address: "" })],
    ["an address outside the service area", validDraft({ address: "600 Grant St, Pittsburgh, PA 15222" })],
    ["an address without a zip", validDraft({ address: "2116 Spruce St, Philadelphia" })],
    ["an exterior project", validDraft({ projectType: "exterior" })],
    ["a commercial property", validDraft({ propertyType: "commercial" })],
    ["no rooms", validDraft({ rooms: [] })],
    ["a zero length", room0({ length: 0 })],
    ["a negative width", room0({ width: -3 })],
    ["a zero height", room0({ height: 0 })],
    ["a dimension that is not a number", room0({ length: "twelve" })],
    ["no surface selected", room0({ paintWalls: false, paintCeiling: false })],
    ["a selected surface without a colour code", room0({ paintOptions: defaultRoomPaintOptions() })],
    [
      "a consultation while the customer supplies paint",
      room0({
        paintOptions: { ...defaultRoomPaintOptions(), customerSupplies: true, colorConsultation: true },
      }),
    ],
    ["a negative door count", room0({ doorCount: -1 })],
    ["more than 3 photos", room0({ photos: Array.from({ length: 4 }, () => crypto.randomUUID()) })],
    ["a photo that was never uploaded", room0({ photos: [crypto.randomUUID()] })],
  ];

  it.each(refused)("refuses %s with 400 and stores nothing", async (_label, body) => {
    const before = await counts();
    const response = await create(body);
    expect(response.status).toBe(400);
    const error = await response.json();
    expect(error.error).toEqual(expect.any(String));
    expect(await counts()).toEqual(before);
  });

  // From networks of their own: the other tests here use up most of one network's hourly quotes.
  const fromNetwork = (network: string, body: unknown) =>
    postQuote(jsonRequest("/api/quotes", body, "POST", { "x-forwarded-for": network }), params({}));

  it("stores the customer's language, English when none is sent", async () => {
    const spanish = await (await fromNetwork("203.0.113.45", validDraft({ language: "es" }))).json();
    const english = await (await fromNetwork("203.0.113.45", validDraft())).json();
    const stored = await db.quote.findMany({ where: { id: { in: [spanish.id, english.id] } } });
    const languageOf = (id: string) => stored.find((quote) => quote.id === id)?.language;
    expect(languageOf(spanish.id)).toBe("es");
    expect(languageOf(english.id)).toBe("en");
  });

  it("refuses a language the site does not speak, clearly, and stores nothing", async () => {
    const before = await counts();
    for (const language of ["fr", "ES", "", null, 1]) {
      const response = await fromNetwork("203.0.113.46", validDraft({ language }));
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error).toBe('Invalid request: language: Language must be "en" or "es"');
      expect(body.details.fields.language).toEqual(['Language must be "en" or "es"']);
    }
    expect(await counts()).toEqual(before);
  });

  it("gives field details for a form to show", async () => {
    const response = await create(room0({ length: 0 }));
    const body = await response.json();
    expect(body.details.fields["rooms.0.length"]).toEqual(expect.any(Array));
  });

  it("refuses a project larger than can be booked online, invites a personal quote and stores nothing", async () => {
    const before = await counts();
    const huge = {
      type: "other",
      length: 500,
      width: 500,
      height: 50,
      paintWalls: true,
      paintCeiling: true,
      paintOptions: { ...defaultRoomPaintOptions(), customerSupplies: true },
    };
    const response = await create(validDraft({ rooms: Array.from({ length: 30 }, () => huge) }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error).toBe(PROJECT_TOO_LARGE_MESSAGE);
    expect(body.error).toContain("commercial & large-project form");
    expect(body.details.fields.rooms).toEqual([PROJECT_TOO_LARGE_MESSAGE]);
    expect(await counts()).toEqual(before);
  });

  it("accepts a project of exactly the online limit and refuses one square foot more", async () => {
    // Walls only, 10 ft high: perimeter × 10 = paintable area. 375 × 375 ft → 15,000 sq ft.
    const walls = (side: number) => ({
      type: "other",
      length: side,
      width: side,
      height: 10,
      paintWalls: true,
      paintOptions: { ...defaultRoomPaintOptions(), customerSupplies: true },
    });
    const atLimit = await create(validDraft({ rooms: [walls(MAX_ONLINE_PAINTABLE_SQFT / 40)] }));
    expect(atLimit.status).toBe(201);
    expect(Number((await atLimit.json()).paintableSqFt ?? MAX_ONLINE_PAINTABLE_SQFT)).toBeLessThanOrEqual(
      MAX_ONLINE_PAINTABLE_SQFT,
    );
    const over = await create(validDraft({ rooms: [walls((MAX_ONLINE_PAINTABLE_SQFT + 1) / 40)] }));
    expect(over.status).toBe(400);
  });

  it("answers 400 for malformed JSON and 415 for another content type", async () => {
    expect((await create("{")).status).toBe(400);
    const form = await postQuote(
      new Request("http://localhost/api/quotes", {
        method: "POST",
        body: "a=b",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      params({}),
    );
    expect(form.status).toBe(415);
  });
});

describe("GET /api/quotes/{id}", () => {
  const get = (id: string) => getQuoteRoute(getRequest(`/api/quotes/${id}`), params({ id }));

  it("returns the saved quote with rooms, paint options and conditions", async () => {
    const created = await (await postQuote(jsonRequest("/api/quotes", validDraft()), params({}))).json();
    const response = await get(created.id);
    expect(response.status).toBe(200);
    const quote = await response.json();
    // Who made it and where they live stay out: the id is no proof of being the customer.
    const { customerName, email, phone, address, ...specification } = created;
    expect([customerName, email, phone, address].every((value) => typeof value === "string")).toBe(true);
    expect(quote).toEqual(specification);
    for (const field of ["customerName", "email", "phone", "address"])
      expect(quote).not.toHaveProperty(field);
    expect(JSON.stringify(quote)).not.toContain(email);
    expect(quote.rooms[0].paintOptions.walls).toMatchObject({ quality: "standard", finish: "eggshell" });
    expect(quote.paintOptions).toEqual({ quality: "standard", finish: "eggshell", customerSupplies: false });
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const unknown = await get("7d1b6f0e-3c7e-4a55-9a4e-2f1b8c9d0e1f");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: "Quote not found", code: "not_found" });
    const malformed = await get("not-a-uuid");
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "Invalid quote ID", code: "bad_request" });
  });
});
