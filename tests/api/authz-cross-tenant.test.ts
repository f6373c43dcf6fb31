/**
 * Cross-tenant checks in more depth than the authorisation matrix's one row per actor
 * (tests/api/authz-matrix.test.ts), on the same seeded world: contractor B never reaches
 * contractor A's data, and a customer reaches only their own booking.
 */
import { decodeSessionToken, encodeSessionToken } from "@/lib/auth/session-token";
import { db } from "@/lib/db";
import { fromDbDate, toDbDate } from "@/lib/scheduling/dates.shared";
import { JOB_STATUSES } from "@/lib/validations/contractor";
import {
  contractorRows,
  seedAuthzFixture,
  sessionCookieHeader,
  type AuthzFixture,
} from "../helpers/authz-fixture";
import { BASE } from "../helpers/http";
import { ROUTES } from "../helpers/route-registry";
import { ids, keyOf, nextIp, openJobIds, readAnswer, secretsOfA } from "../helpers/authz-requests";

let fx: AuthzFixture;

beforeAll(async () => {
  fx = await seedAuthzFixture();
}, 60_000);

const asActor = (actor: "contractorA" | "contractorB" | "admin") => ({
  cookie: sessionCookieHeader(fx.sessions[actor]),
});
const route = (key: string) => {
  const entry = ROUTES.find((r) => keyOf(r) === key);
  if (!entry) throw new Error(`${key} is not in ROUTES`);
  return entry;
};

async function call(
  key: string,
  {
    params = {},
    query = {},
    json,
    headers = {},
  }: {
    params?: Record<string, string>;
    query?: Record<string, string>;
    json?: unknown;
    headers?: Record<string, string>;
  },
) {
  const entry = route(key);
  let pathname = entry.path;
  for (const [name, value] of Object.entries(params))
    pathname = pathname.replace(`[${name}]`, encodeURIComponent(value));
  const url = new URL(`${BASE}${pathname}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const all: Record<string, string> = { "x-forwarded-for": nextIp(), ...headers };
  const init: RequestInit = { method: entry.method, headers: all };
  if (json !== undefined) {
    all["content-type"] = "application/json";
    init.body = JSON.stringify(json);
  }
  return readAnswer(await entry.handler(new Request(url, init), { params: Promise.resolve(params) }));
}

describe("contractor B never reaches contractor A's data", () => {
  it("B's job list holds B's jobs only, and A's holds none of B's", async () => {
    const b = await call("GET /api/contractor/jobs", { headers: asActor("contractorB") });
    expect(b.status).toBe(200);
    expect(ids(b.json).sort()).toEqual(fx.contractorB.jobs.map((j) => j.jobId).sort());
    for (const secret of secretsOfA(fx)) expect(b.text).not.toContain(secret);

    const a = await call("GET /api/contractor/jobs", { headers: asActor("contractorA") });
    expect(ids(a.json).sort()).toEqual(await openJobIds(fx.contractorA.id));
    for (const job of fx.contractorB.jobs) expect(a.text).not.toContain(job.jobId);
  });

  it("B cannot move any of A's jobs to any status (404, nothing changes)", async () => {
    const before = await contractorRows(fx.contractorA.id);
    for (const job of fx.contractorA.jobs) {
      for (const status of JOB_STATUSES) {
        const answer = await call("PUT /api/contractor/jobs/[jobId]/status", {
          params: { jobId: job.jobId },
          json: { status, notes: "not my job" },
          headers: { ...asActor("contractorB"), origin: BASE },
        });
        expect({ job: job.jobId, status, answer: answer.status }).toEqual({
          job: job.jobId,
          status,
          answer: 404,
        });
        expect(answer.json).toEqual({ error: "Job not found", code: "not_found" });
      }
    }
    expect(await contractorRows(fx.contractorA.id)).toBe(before);
  });

  it("B's availability writes on A's dates change B's rows only", async () => {
    const before = await contractorRows(fx.contractorA.id);
    const datesOfA = (
      await db.contractorAvailability.findMany({ where: { contractorId: fx.contractorA.id } })
    ).map((r) => fromDbDate(r.date));
    expect(datesOfA.length).toBeGreaterThan(3);
    for (const date of datesOfA.filter((d) => d >= fx.today)) {
      for (const timeSlots of [["morning", "afternoon", "evening"], []]) {
        const answer = await call("POST /api/contractor/availability", {
          json: { date, timeSlots },
          headers: { ...asActor("contractorB"), origin: BASE },
        });
        expect(answer.status).toBe(200);
        const own = await db.contractorAvailability.findUnique({
          where: { contractorId_date: { contractorId: fx.contractorB.id, date: toDbDate(date) } },
        });
        expect(own?.timeSlots ?? []).toEqual(timeSlots);
      }
    }
    expect(await contractorRows(fx.contractorA.id)).toBe(before);
  });

  it("B's reads of availability and profile show B's own rows", async () => {
    const overview = await call("GET /api/contractor/availability-overview", {
      headers: asActor("contractorB"),
    });
    const bDates = (
      await db.contractorAvailability.findMany({ where: { contractorId: fx.contractorB.id } })
    ).map((r) => fromDbDate(r.date));
    for (const { date } of overview.json as { date: string }[]) expect(bDates).toContain(date);

    const day = await call("GET /api/contractor/availability/[date]", {
      params: { date: fx.contractorA.freeDate },
      headers: asActor("contractorB"),
    });
    expect(day.json).toMatchObject({ date: fx.contractorA.freeDate, timeSlots: [] });

    const profile = await call("GET /api/contractor/profile", { headers: asActor("contractorB") });
    expect(profile.json).toMatchObject({ id: fx.contractorB.id });
    for (const secret of secretsOfA(fx)) expect(profile.text).not.toContain(secret);
  });

  it.each([
    ["GET /api/admin/contractors/[id]", { params: { id: "A" } }],
    ["GET /api/admin/contractors/[id]/service-areas", { params: { id: "A" } }],
    ["GET /api/admin/w9/[filename]", { params: { filename: "A" } }],
    ["GET /api/contractor-availability-overview", { query: { contractorId: "A" } }],
    ["GET /api/contractor-availability/[date]", { params: { date: "FREE" }, query: { contractorId: "A" } }],
    ["GET /api/admin/bookings", {}],
    ["GET /api/admin/contractors", {}],
  ] as const)("B cannot read A through the admin API: %s → 403", async (key, shape) => {
    const fill = (values: Readonly<Record<string, string>> = {}) =>
      Object.fromEntries(
        Object.entries(values).map(([k, v]) => [
          k,
          v === "A" ? fx.contractorA.id : v === "FREE" ? fx.contractorA.freeDate : v,
        ]),
      );
    const answer = await call(key, {
      params: fill("params" in shape ? shape.params : {}),
      query: fill("query" in shape ? shape.query : {}),
      headers: asActor("contractorB"),
    });
    expect(answer.status).toBe(403);
    expect(answer.text).not.toContain(fx.contractorA.email);
  });

  it("a session token naming A but minted for B's session is refused", async () => {
    const claims = await decodeSessionToken(fx.sessions.contractorB);
    expect(claims).not.toBeNull();
    const forged = await encodeSessionToken({ sid: claims!.sid, role: "contractor", sub: fx.contractorA.id });
    const answer = await call("GET /api/contractor/jobs", {
      headers: { cookie: sessionCookieHeader(forged) },
    });
    expect(answer.status).toBe(401);
    // …and a contractor session relabelled as an admin one gets nowhere either.
    const promoted = await encodeSessionToken({ sid: claims!.sid, role: "admin", sub: "admin" });
    expect(
      (await call("GET /api/admin/bookings", { headers: { cookie: sessionCookieHeader(promoted) } })).status,
    ).toBe(401);
  });
});

describe("a customer reaches only their own booking", () => {
  const other = () => fx.otherCustomer.booking.bookingId;
  const otherBookingRow = () => db.booking.findUniqueOrThrow({ where: { id: other() } });

  it("their own e-mail or links do not open another customer's booking", async () => {
    const before = JSON.stringify(await otherBookingRow());
    const attempts: [string, Record<string, unknown>, number][] = [
      ["POST /api/bookings/[id]/lookup", { email: fx.customer.email }, 404],
      ["POST /api/bookings/[id]/cancel", { token: fx.customer.tokens.cancel }, 403],
      ["POST /api/bookings/[id]/cancel", { email: fx.customer.email }, 404],
      [
        "POST /api/bookings/[id]/reschedule",
        { token: fx.customer.tokens.reschedule, scheduledDate: fx.day(11), timeSlot: "afternoon" },
        403,
      ],
      [
        "POST /api/bookings/[id]/reschedule",
        { email: fx.customer.email, scheduledDate: fx.day(11), timeSlot: "afternoon" },
        404,
      ],
    ];
    for (const [key, json, status] of attempts) {
      const answer = await call(key, { params: { id: other() }, json, headers: { origin: BASE } });
      expect({ key, json, status: answer.status }).toEqual({ key, json, status });
      expect(answer.text).not.toContain(fx.otherCustomer.email);
    }
    expect(JSON.stringify(await otherBookingRow())).toBe(before);
  });

  it("the other customer's own link still works (the refusals above were about ownership)", async () => {
    const answer = await call("POST /api/bookings/[id]/lookup", {
      params: { id: other() },
      json: { email: fx.otherCustomer.email },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ id: other(), customerEmail: fx.otherCustomer.email });
  });

  it("a cancel link cannot reschedule, and a link is bound to its booking", async () => {
    const answer = await call("POST /api/bookings/[id]/reschedule", {
      params: { id: fx.customer.booking.bookingId },
      json: { token: fx.customer.tokens.cancelOfRescheduled, scheduledDate: fx.day(12), timeSlot: "morning" },
    });
    expect(answer.status).toBe(403);
    const swapped = await call("POST /api/bookings/[id]/cancel", {
      params: { id: fx.customer.booking.bookingId },
      json: { token: fx.customer.tokens.cancel },
    });
    expect(swapped.status).toBe(403);
  });

  it("a booking link is not a session", async () => {
    for (const token of [fx.customer.tokens.cancel, fx.customer.tokens.reschedule]) {
      const variants: Record<string, string>[] = [
        { authorization: `Bearer ${token}` },
        { cookie: sessionCookieHeader(token) },
      ];
      for (const headers of variants) {
        expect((await call("GET /api/contractor/jobs", { headers })).status).toBe(401);
        expect((await call("GET /api/admin/bookings", { headers })).status).toBe(401);
      }
    }
  });
});
