/**
 * Property-based fuzzing of every API route: malformed bodies, wrong types,
 * missing and extra fields, huge and unicode strings, bad ids and dates, wrong
 * content types, truncated JSON, mislabelled uploads. Whatever comes in, a route
 * answers below 500, errors are JSON `{ error }`, and a refused request writes
 * nothing. `npm run fuzz` runs 2,000+ requests; `npm test` a smaller sample.
 */
import fc from "fast-check";
import { hashPassword } from "@/lib/auth/password";
import { startSession } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { runSeed } from "@/lib/seed";
import { createContractor } from "../helpers/fixtures";
import { BASE, PDF_BYTES, PNG_1X1 } from "../helpers/http";
import { needsSession, paramNames, ROUTES, type RouteEntry } from "../helpers/route-registry";

const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const RUNS_PER_ROUTE = Math.max(3, Math.ceil(TOTAL_RUNS / ROUTES.length));

let tokens: { contractor: string; admin: string };

beforeAll(async () => {
  await runSeed(db, { demo: true });
  const contractor = await createContractor({ areas: [["Philadelphia", 1]] });
  await db.contractor.update({
    where: { id: contractor.id },
    data: { passwordHash: await hashPassword("secret12") },
  });
  tokens = {
    contractor: (await startSession(db, { role: "contractor", contractorId: contractor.id })).token,
    admin: (await startSession(db, { role: "admin" })).token,
  };
}, 60_000);

/** Rows of every table a request could write (rate-limit counters excepted: they count refusals by design). */
async function rowCounts() {
  const counts = await Promise.all([
    db.quote.count(),
    db.room.count(),
    db.upload.count(),
    db.booking.count(),
    db.jobAssignment.count(),
    db.slotReservation.count(),
    db.contractor.count(),
    db.serviceArea.count(),
    db.contractorServiceArea.count(),
    db.contractorAvailability.count(),
    db.pricingConfigItem.count(),
    db.emailMessage.count(),
    db.auditLog.count(),
    db.authSession.count(),
    db.commercialInquiry.count(),
    db.review.count(),
  ]);
  return counts.join(",");
}

const weirdString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 50 }),
  fc.constantFrom(
    "",
    " ",
    "null",
    "undefined",
    "0",
    "-1",
    "1e309",
    "NaN",
    "' OR 1=1 --",
    "../../etc/passwd",
    "%00",
    "<script>alert(1)</script>",
    "2026-02-30",
    "9999-99-99",
    "00000000-0000-0000-0000-000000000000",
  ),
  fc.constant("x".repeat(100_000)),
);
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  weirdString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 1e308, -1e308, Number.MAX_SAFE_INTEGER),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 4 }),
);

/** Field names the routes read, so the fuzzer also reaches validation of each field. */
const FIELDS = [
  "address",
  "email",
  "password",
  "username",
  "quoteId",
  "scheduledDate",
  "timeSlot",
  "status",
  "notes",
  "date",
  "timeSlots",
  "token",
  "rooms",
  "name",
  "type",
  "zipCodes",
  "counties",
  "isActive",
  "sqFtPerDay",
  "isVerified",
  "priority",
  "serviceAreaIds",
  "updates",
  "firstName",
  "lastName",
  "phone",
  "message",
  "company",
  "propertyType",
  "projectType",
  "customerName",
  "conditions",
  "paintOptions",
  "rating",
  "text",
  "displayName",
  "town",
  "photos",
  "reply",
];

const jsonBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), weirdValue, { maxKeys: 8 }).map((o) => JSON.stringify(o)),
  fc.anything().map((v) => {
    try {
      return JSON.stringify(v) ?? "null";
    } catch {
      return "{}";
    }
  }),
  fc.json().map((j) => j.slice(0, Math.max(1, Math.floor(j.length / 2)))), // truncated
  weirdString,
);

const soon = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
const someId = "7d1b6f0e-3c7e-4a55-9a4e-2f1b8c9d0e1f";
/** A valid-looking body per JSON route: the fuzzer mutates it so it reaches deep validation and domain code. */
const EXAMPLES: Record<string, Record<string, unknown>> = {
  "POST /api/check-service-area": { address: "2116 Spruce St, Philadelphia, PA 19103" },
  "POST /api/quotes": {
    projectType: "interior",
    address: "2116 Spruce St, Philadelphia, PA 19103",
    propertyType: "condo",
    customerName: "Fuzz Tester",
    email: "fuzz@example.com",
    phone: "215-555-0100",
    rooms: [
      {
        type: "bedroom",
        length: 12,
        width: 10,
        height: 9,
        paintWalls: true,
        paintOptions: { customerSupplies: true },
      },
    ],
    conditions: { primer: false, furnitureMoving: false, substantialPrep: false },
  },
  "POST /api/bookings": { quoteId: someId, scheduledDate: soon, timeSlot: "morning" },
  "POST /api/bookings/[id]/lookup": { email: "emily.carter@example.com" },
  "POST /api/bookings/[id]/cancel": { email: "emily.carter@example.com" },
  "POST /api/bookings/[id]/live-status": { token: "abc.def" },
  "POST /api/bookings/[id]/confirm": { token: "not-a-token" },
  "POST /api/bookings/[id]/reschedule": {
    email: "emily.carter@example.com",
    scheduledDate: soon,
    timeSlot: "morning",
  },
  "POST /api/commercial-inquiries": {
    name: "Fuzz",
    company: "Acme",
    email: "fuzz@example.com",
    phone: "215-555-0100",
    message: "We need an office repainted soon.",
  },
  "POST /api/contractor/login": { email: "marco.rossi@example.com", password: "painter123" },
  "POST /api/contractor/set-password": { token: "abc.def", password: "velvet-otter-climbs" },
  "PUT /api/contractor/jobs/[jobId]/status": { status: "acknowledged", notes: "" },
  "POST /api/contractor/jobs/[jobId]/on-my-way": { tappedAt: "2026-12-01T14:05:00.000Z" },
  "POST /api/contractor/availability": { date: soon, timeSlots: ["morning"] },
  "PUT /api/contractor/language": { language: "es" },
  "POST /api/contractor/push-subscriptions": {
    endpoint: "https://fcm.googleapis.com/fcm/send/fuzz",
    keys: {
      p256dh: Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString("base64url"),
      auth: Buffer.alloc(16, 2).toString("base64url"),
    },
  },
  "DELETE /api/contractor/push-subscriptions": { endpoint: "https://fcm.googleapis.com/fcm/send/fuzz" },
  "POST /api/admin/login": { username: "admin", password: "nope" },
  "PUT /api/admin/bookings/[bookingId]": {
    status: "confirmed",
    scheduledDate: soon,
    timeSlot: "afternoon",
    notes: "x",
  },
  "POST /api/admin/contractors/invite": {
    email: "new@example.com",
    firstName: "N",
    lastName: "P",
    phone: "215-555-0100",
    businessName: "",
    serviceAreaIds: [],
  },
  "PATCH /api/admin/contractors/[id]": { sqFtPerDay: 600 },
  "PUT /api/admin/contractors/[id]/status": { isActive: true },
  "POST /api/admin/contractors/[id]/service-areas": { serviceAreaIds: [someId] },
  "PUT /api/admin/contractors/[id]/service-areas/[areaId]/priority": { priority: 2 },
  "POST /api/admin/pricing/update": { updates: [{ name: "doorCost", value: 65 }] },
  "POST /api/admin/service-areas": { name: "Fuzz Area", type: "zipcode", zipCodes: "19103", isActive: true },
  "PUT /api/admin/service-areas/[id]": { name: "Renamed", isActive: true },
  "PUT /api/reviews/[token]": { rating: 5, text: "Careful, tidy work and on time.", displayName: "Ann" },
  "PUT /api/admin/reviews/[id]/reply": { reply: "Thank you!" },
};

/** One mutation of a valid body: a field made weird, removed, or an extra field added. */
function mutatedExample(example: Record<string, unknown>) {
  const keys = Object.keys(example);
  return fc.oneof(
    fc.constant(JSON.stringify(example)),
    fc.tuple(fc.constantFrom(...keys), weirdValue).map(([k, v]) => JSON.stringify({ ...example, [k]: v })),
    fc
      .constantFrom(...keys)
      .map((k) => JSON.stringify(Object.fromEntries(Object.entries(example).filter(([key]) => key !== k)))),
    fc
      .tuple(fc.string({ maxLength: 12 }), weirdValue)
      .map(([k, v]) => JSON.stringify({ ...example, [k]: v })),
  );
}

const contentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=nope",
  "",
  "application/xml",
);

const upload = fc.record({
  bytes: fc.oneof(
    fc.uint8Array({ maxLength: 300 }),
    fc.constant(new Uint8Array(PNG_1X1)),
    fc.constant(new Uint8Array(PDF_BYTES)),
    fc.constant(new Uint8Array(0)),
  ),
  name: fc.oneof(
    fc.constantFrom("photo.jpg", "w9.pdf", "w9.exe", "a.png", "../../x.pdf", "", "w9.docx"),
    fc.string({ maxLength: 30 }),
  ),
  type: fc.constantFrom(
    "image/png",
    "image/jpeg",
    "application/pdf",
    "application/octet-stream",
    "text/plain",
    "",
  ),
});

const requestCaseFor = (route: RouteEntry) => {
  const example = EXAMPLES[`${route.method} ${route.path}`];
  return fc.record({
    ...requestFields,
    body: example
      ? fc.oneof({ weight: 3, arbitrary: mutatedExample(example) }, { weight: 1, arbitrary: jsonBody })
      : jsonBody,
    contentType: example
      ? fc.oneof(
          { weight: 4, arbitrary: fc.constant("application/json") },
          { weight: 1, arbitrary: contentType },
        )
      : contentType,
  });
};

const requestFields = {
  params: fc.array(fc.oneof(weirdString, fc.uuid()), { minLength: 3, maxLength: 3 }),
  query: fc.dictionary(
    fc.constantFrom("quoteId", "date", "contractorId", "bookingId", "showInactive", "status", "cursor", "x"),
    weirdString.filter((s) => s.length < 200),
    { maxKeys: 3 },
  ),
  body: jsonBody,
  contentType,
  multipart: fc.boolean().map((b) => b && Math.random() < 0.3),
  file: upload,
  fields: fc.dictionary(
    fc.constantFrom(...FIELDS, "experienceYears", "w9Document", "file"),
    fc.string({ maxLength: 40 }),
    { maxKeys: 6 },
  ),
  authenticated: fc.boolean(),
};
const _requestCase = fc.record(requestFields);

type Case = typeof _requestCase extends fc.Arbitrary<infer T> ? T : never;

function buildRequest(route: RouteEntry, c: Case): { request: Request; params: Record<string, string> } {
  const names = paramNames(route.path);
  const params = Object.fromEntries(names.map((name, i) => [name, c.params[i] ?? ""]));
  let pathname = route.path;
  for (const [name, value] of Object.entries(params))
    pathname = pathname.replace(`[${name}]`, encodeURIComponent(value));
  const url = new URL(`${BASE}${pathname}`);
  for (const [k, v] of Object.entries(c.query)) url.searchParams.set(k, v);
  const headers: Record<string, string> = {
    "x-forwarded-for": `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  };
  if (c.authenticated && needsSession(route.access)) headers.authorization = `Bearer ${tokens[route.access]}`;
  if (route.method === "GET") return { request: new Request(url, { headers }), params };
  if (c.multipart || route.body === "multipart") {
    const form = new FormData();
    for (const [k, v] of Object.entries(c.fields)) form.set(k, v);
    form.set(
      route.path.includes("register") ? "w9Document" : "file",
      new File([new Uint8Array(c.file.bytes)], c.file.name, { type: c.file.type }),
    );
    return { request: new Request(url, { method: route.method, headers, body: form }), params };
  }
  if (c.contentType) headers["content-type"] = c.contentType;
  return { request: new Request(url, { method: route.method, headers, body: c.body }), params };
}

describe.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
  "%s",
  (_name, route) => {
    it("never fails with a 5xx, answers errors as JSON and writes nothing when it refuses", async () => {
      const silence = jest.spyOn(console, "error").mockImplementation(() => {});
      try {
        await fc.assert(
          fc.asyncProperty(requestCaseFor(route), async (c) => {
            const before = await rowCounts();
            const { request, params } = buildRequest(route, c);
            const response = await route.handler(request, { params: Promise.resolve(params) });
            expect(response.status).toBeLessThan(500);
            if (response.status >= 400) {
              expect(response.headers.get("content-type") ?? "").toContain("application/json");
              const body = await response.json();
              expect(typeof body.error).toBe("string");
              expect(await rowCounts()).toBe(before);
            }
          }),
          { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
      } finally {
        silence.mockRestore();
      }
    });
  },
);
