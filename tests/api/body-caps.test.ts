/**
 * Bounded bodies everywhere: every route that can be sent a body (each POST, PUT,
 * PATCH and DELETE of tests/helpers/route-registry.ts, and Auth.js's POST) answers a 50 MB body
 * with 413 and its cap's JSON error, whether the body declares its length or streams in without
 * one, and reads no more of it than its cap (lib/http/body-caps.ts) and the one chunk that passes
 * it. The bodies are made lazily, chunk by chunk as they are read: the test never holds 50 MB.
 *
 * Each route is called by the caller it admits (a contractor's or the admin's session), so what
 * stops the body is the cap, not a 401; the cap comes before authorisation (lib/http/route.ts), so
 * an anonymous caller gets the same 413, and a small body still its 401.
 */
import { NextRequest, NextResponse } from "next/server";
import { POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { startSession } from "@/lib/auth/sessions";
import { BODY_CAPS, type BodyCap } from "@/lib/http/body-caps";
import { route } from "@/lib/http/route";
import { db } from "@/lib/db";
import { createContractor } from "../helpers/fixtures";
import { BASE, params } from "../helpers/http";
import { needsSession, paramNames, ROUTES, type RouteEntry } from "../helpers/route-registry";

const MB = 1024 * 1024;
const FIFTY_MB = 50 * MB;
const CHUNK = 64 * 1024;

/**
 * A 50 MB body made one 64 KB chunk at a time, only when its reader asks (highWaterMark 0: nothing
 * is made ahead), so `handedOut` is exactly what the server read.
 */
function fiftyMegabytes() {
  let handedOut = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (handedOut >= FIFTY_MB) return controller.close();
        handedOut += CHUNK;
        controller.enqueue(new Uint8Array(CHUNK).fill(0x61)); // "aaaa…"
      },
    },
    { highWaterMark: 0 },
  );
  return { body, handedOut: () => handedOut };
}

let addresses = 0;
/** A fresh client address per request: no per-address budget (room photos, registrations) runs out. */
const freshAddress = () => {
  addresses += 1;
  return `10.77.${addresses >> 8}.${addresses & 255}`;
};

const CONTENT_TYPE: Record<RouteEntry["body"], string> = {
  json: "application/json",
  none: "application/json",
  // An upload route checks the type before it reads (415 otherwise): send what it expects.
  multipart: "multipart/form-data; boundary=body-caps-test",
};

/** Routes with a cap of their own, tighter than their kind's. */
const OWN_CAPS: Record<string, BodyCap> = {
  "/api/push-receipts": BODY_CAPS.receipt,
  "/api/payments/stripe-webhook": BODY_CAPS.webhook,
};

/** The cap each route is expected to have. */
const capOf = (entry: RouteEntry): BodyCap =>
  OWN_CAPS[entry.path] ?? (entry.body === "multipart" ? BODY_CAPS.upload : BODY_CAPS.json);

let sessions: Record<"contractor" | "admin", string>;

beforeAll(async () => {
  const contractor = await createContractor({ areas: [] });
  sessions = {
    contractor: (await startSession(db, { role: "contractor", contractorId: contractor.id })).token,
    admin: (await startSession(db, { role: "admin" })).token,
  };
});

function call(
  entry: RouteEntry,
  body: ReadableStream<Uint8Array> | string,
  { declared, signedIn = true }: { declared?: number; signedIn?: boolean } = {},
) {
  const values = Object.fromEntries(
    paramNames(entry.path).map((name) => [
      name,
      name === "date" ? "2031-03-04" : "0b7a2d9e-4c1f-4e8a-9d3b-5f6e7a8b9c0d",
    ]),
  );
  let path = entry.path;
  for (const [name, value] of Object.entries(values)) path = path.replace(`[${name}]`, value);
  const headers: Record<string, string> = {
    "content-type": CONTENT_TYPE[entry.body],
    "x-forwarded-for": freshAddress(),
  };
  if (declared !== undefined) headers["content-length"] = String(declared);
  if (signedIn && needsSession(entry.access)) headers.authorization = `Bearer ${sessions[entry.access]}`;
  const request = new Request(`${BASE}${path}`, {
    method: entry.method,
    headers,
    body,
    duplex: "half",
  } as RequestInit);
  return entry.handler(request, params(values));
}

async function expectRefused(response: Response, cap: BodyCap) {
  expect(response.status).toBe(413);
  expect(response.headers.get("content-type")).toContain("application/json");
  expect(await response.json()).toEqual({ error: cap.message, code: "payload_too_large" });
}

const WITH_BODY = ROUTES.filter((entry) => entry.method !== "GET");

it("covers every route that can be sent a body", () => {
  // The registry lists every handler (tests/api/route-registry.test.ts): these are all but the GETs.
  expect(WITH_BODY.length).toBeGreaterThan(30);
  expect(new Set(WITH_BODY.map((entry) => entry.method))).toEqual(
    new Set(["POST", "PUT", "PATCH", "DELETE"]),
  );
});

describe.each(WITH_BODY.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
  "%s",
  (_name, entry) => {
    const cap = capOf(entry);

    it("refuses a declared 50 MB with 413 without reading any of it", async () => {
      const upload = fiftyMegabytes();
      await expectRefused(await call(entry, upload.body, { declared: FIFTY_MB }), cap);
      expect(upload.handedOut()).toBe(0);
    });

    it("refuses 50 MB streamed without a Content-Length with 413, reading at most its cap and one chunk", async () => {
      const upload = fiftyMegabytes();
      await expectRefused(await call(entry, upload.body), cap);
      expect(upload.handedOut()).toBeGreaterThan(cap.bytes);
      expect(upload.handedOut()).toBeLessThanOrEqual(cap.bytes + CHUNK);
    });
  },
);

describe("Auth.js's POST", () => {
  const post = (path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    authPost(
      new NextRequest(`${BASE}${path}`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": freshAddress(),
          ...headers,
        },
        body,
        duplex: "half",
      }),
    );

  it.each(["/api/auth/callback/contractor", "/api/auth/signout"])(
    "%s refuses a declared 50 MB with 413 without reading any of it",
    async (path) => {
      const upload = fiftyMegabytes();
      await expectRefused(
        await post(path, upload.body, { "content-length": String(FIFTY_MB) }),
        BODY_CAPS.authForm,
      );
      expect(upload.handedOut()).toBe(0);
    },
  );

  it.each(["/api/auth/callback/contractor", "/api/auth/signout"])(
    "%s refuses 50 MB streamed with 413, reading at most its cap and one chunk",
    async (path) => {
      const upload = fiftyMegabytes();
      await expectRefused(await post(path, upload.body), BODY_CAPS.authForm);
      expect(upload.handedOut()).toBeLessThanOrEqual(BODY_CAPS.authForm.bytes + CHUNK);
    },
  );
});

describe("the cap comes before authorisation", () => {
  const guarded = WITH_BODY.filter((entry) => needsSession(entry.access));

  it.each(guarded.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
    "%s: 413 for 50 MB without a session too, and still 401 for a small body",
    async (_name, entry) => {
      const upload = fiftyMegabytes();
      await expectRefused(await call(entry, upload.body, { signedIn: false }), capOf(entry));
      expect(upload.handedOut()).toBeLessThanOrEqual(capOf(entry).bytes + CHUNK);
      expect((await call(entry, "{}", { signedIn: false })).status).toBe(401);
    },
  );
});

describe("route()'s cap", () => {
  /** Stream `total` bytes in 64 KB chunks (the last one shorter). */
  function bytes(total: number) {
    let handedOut = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (handedOut >= total) return controller.close();
          const size = Math.min(CHUNK, total - handedOut);
          handedOut += size;
          controller.enqueue(new Uint8Array(size).fill(0x20));
        },
      },
      { highWaterMark: 0 },
    );
    return { body, handedOut: () => handedOut };
  }
  const post = (body: ReadableStream<Uint8Array>, contentType = "application/json") =>
    new Request(`${BASE}/api/test`, {
      method: "POST",
      headers: { "content-type": contentType },
      body,
      duplex: "half",
    } as RequestInit);
  const echoLength = route(async (request) =>
    NextResponse.json({ length: (await request.arrayBuffer()).byteLength }),
  );

  it("hands a body of exactly the cap to the handler whole, and refuses one byte more", async () => {
    const exact = await echoLength(post(bytes(BODY_CAPS.json.bytes).body), params({}));
    expect(exact.status).toBe(200);
    expect(await exact.json()).toEqual({ length: BODY_CAPS.json.bytes });
    await expectRefused(
      await echoLength(post(bytes(BODY_CAPS.json.bytes + 1).body), params({})),
      BODY_CAPS.json,
    );
  });

  it("with an upload's cap, bounds request.formData() itself (which reads a body whole before parsing it)", async () => {
    const formData = route(
      async (request) => NextResponse.json({ fields: [...(await request.formData()).keys()].length }),
      { bodyCap: BODY_CAPS.upload },
    );
    const upload = fiftyMegabytes();
    await expectRefused(
      await formData(post(upload.body, "multipart/form-data; boundary=x"), params({})),
      BODY_CAPS.upload,
    );
    expect(upload.handedOut()).toBeLessThanOrEqual(BODY_CAPS.upload.bytes + CHUNK);
  });

  it("with an upload's cap, reads nothing of a body the handler never reads (a 429 before the upload)", async () => {
    const refusesFirst = route(
      async () => NextResponse.json({ error: "Too many uploads" }, { status: 429 }),
      {
        bodyCap: BODY_CAPS.upload,
      },
    );
    const upload = fiftyMegabytes();
    expect((await refusesFirst(post(upload.body), params({}))).status).toBe(429);
    expect(upload.handedOut()).toBe(0);
  });
});
