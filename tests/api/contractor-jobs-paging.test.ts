/**
 * The painter dashboard at scale: open jobs, summary figures computed in SQL, and the job
 * history paged by (completedAt, id). A painter with years of jobs downloads one page at a time.
 */
import { GET as getHistory } from "@/app/api/contractor/jobs/history/route";
import { GET as getOpenJobs } from "@/app/api/contractor/jobs/route";
import { GET as getSummary } from "@/app/api/contractor/jobs/summary/route";
import { startSession } from "@/lib/auth/sessions";
import { encodeCursor } from "@/lib/http/cursor";
import { db } from "@/lib/db";
import type { JobStatus } from "@/lib/generated/prisma/client";
import { runSeed } from "@/lib/seed";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { BASE, params } from "../helpers/http";

const day = (n: number) => addDays(todayInNewYork(), n);

interface JobOptions {
  earnings?: string;
  completedAt?: Date;
  assignedAt?: Date;
}

/** A job written directly (the booking flow is covered elsewhere): only its status, times and earnings matter here. */
async function job(contractorId: string, status: JobStatus, options: JobOptions = {}) {
  const quote = await createTestQuote();
  const booking = await db.booking.create({
    data: {
      quoteId: quote.id,
      scheduledDate: toDbDate(day(status === "completed" ? -30 : 5)),
      timeSlot: "morning",
      status: status === "completed" ? "completed" : status === "cancelled" ? "cancelled" : "scheduled",
    },
  });
  return db.jobAssignment.create({
    data: {
      bookingId: booking.id,
      contractorId,
      status,
      contractorEarnings: options.earnings ?? "100.00",
      assignedAt: options.assignedAt ?? new Date(),
      completedAt: status === "completed" ? (options.completedAt ?? new Date()) : null,
    },
  });
}

async function painter() {
  const contractor = await createContractor({ areas: [["Philadelphia", 1]] });
  const { token } = await startSession(db, { role: "contractor", contractorId: contractor.id });
  return { id: contractor.id, headers: { authorization: `Bearer ${token}` } };
}

type Painter = Awaited<ReturnType<typeof painter>>;
type Route = typeof getHistory;

async function call(route: Route, path: string, who: Pick<Painter, "headers"> | null) {
  const response = await route(new Request(`${BASE}${path}`, { headers: who?.headers ?? {} }), params({}));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

interface HistoryPage {
  jobs: { id: string; status: string; completedAt: string; contractorEarnings: string }[];
  nextCursor: string | null;
}

const history = async (who: Painter, query = "") => {
  const answer = await call(getHistory, `/api/contractor/jobs/history${query}`, who);
  expect(answer.status).toBe(200);
  return answer.body as unknown as HistoryPage;
};

/** Every page of the painter's history, following nextCursor. */
async function allPages(who: Painter, limit: number) {
  const pages: HistoryPage[] = [];
  let cursor: string | null = null;
  do {
    const query = `?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const page = await history(who, query);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor && pages.length < 50);
  return pages;
}

const at = (iso: string) => new Date(iso);

let a: Painter;
let b: Painter;
/** A's completed jobs in the order the history must list them. */
let aHistory: string[];
let aOpen: string[];

beforeAll(async () => {
  await runSeed(db, { demo: false });
  [a, b] = [await painter(), await painter()];

  const tie = at("2026-03-02T15:30:00.000Z");
  const completed = [
    await job(a.id, "completed", { earnings: "100.10", completedAt: at("2026-03-01T12:00:00.000Z") }),
    await job(a.id, "completed", { earnings: "200.25", completedAt: tie }),
    await job(a.id, "completed", { earnings: "0.01", completedAt: tie }),
    await job(a.id, "completed", { earnings: "333.33", completedAt: at("2025-12-31T23:59:59.999Z") }),
    await job(a.id, "completed", { earnings: "99.99", completedAt: at("2026-03-05T09:15:00.123Z") }),
  ];
  // Newest completion first; two completed in the same millisecond go by id, highest first.
  aHistory = completed
    .sort((x, y) => y.completedAt!.getTime() - x.completedAt!.getTime() || y.id.localeCompare(x.id))
    .map((j) => j.id);

  const open = [
    await job(a.id, "assigned", { earnings: "70.00", assignedAt: at("2026-03-10T10:00:00.000Z") }),
    await job(a.id, "assigned", { assignedAt: at("2026-03-12T10:00:00.000Z") }),
    await job(a.id, "acknowledged", { assignedAt: at("2026-03-08T10:00:00.000Z") }),
    await job(a.id, "in_progress", { assignedAt: at("2026-03-11T10:00:00.000Z") }),
  ];
  aOpen = open.sort((x, y) => y.assignedAt.getTime() - x.assignedAt.getTime()).map((j) => j.id);
  await job(a.id, "rejected", { earnings: "500.00" });
  await job(a.id, "cancelled", { earnings: "800.00" });

  await job(b.id, "completed", { earnings: "1234.56", completedAt: at("2026-03-04T12:00:00.000Z") });
  await job(b.id, "assigned");
}, 60_000);

describe("GET /api/contractor/jobs/summary", () => {
  it("counts pending, active and completed jobs and sums completed earnings to the cent", async () => {
    const answer = await call(getSummary, "/api/contractor/jobs/summary", a);
    expect(answer.status).toBe(200);
    // 100.10 + 200.25 + 0.01 + 333.33 + 99.99; rejected and cancelled earnings never count.
    expect(answer.body).toEqual({ pending: 2, active: 2, completed: 5, totalEarnings: "733.68" });
    expect((await call(getSummary, "/api/contractor/jobs/summary", b)).body).toEqual({
      pending: 1,
      active: 0,
      completed: 1,
      totalEarnings: "1234.56",
    });
  });

  it("is all zeros, with $0.00, for a painter without jobs", async () => {
    const fresh = await painter();
    expect((await call(getSummary, "/api/contractor/jobs/summary", fresh)).body).toEqual({
      pending: 0,
      active: 0,
      completed: 0,
      totalEarnings: "0.00",
    });
  });
});

describe("GET /api/contractor/jobs/history", () => {
  it("pages every completed job exactly once, newest completion first, with limit 2", async () => {
    const pages = await allPages(a, 2);
    expect(pages.map((p) => p.jobs.length)).toEqual([2, 2, 1]);
    expect(pages.flatMap((p) => p.jobs.map((j) => j.id))).toEqual(aHistory);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    for (const page of pages) {
      for (const item of page.jobs) {
        expect(item).toMatchObject({ status: "completed", completedAt: expect.any(String) });
        expect(item.contractorEarnings).toMatch(/^\d+\.\d{2}$/);
      }
    }
  });

  it("serves 20 by default and says when there is nothing more", async () => {
    const page = await history(a);
    expect(page.jobs.map((j) => j.id)).toEqual(aHistory);
    expect(page.nextCursor).toBeNull();
    // Exactly a page's worth: the last page still ends with null, not an empty extra page.
    const exact = await history(a, "?limit=5");
    expect(exact.jobs).toHaveLength(5);
    expect(exact.nextCursor).toBeNull();
  });

  it("sends each job with its booking and quote, as the dashboard shows it", async () => {
    const [first] = (await history(a, "?limit=1")).jobs;
    expect(first).toMatchObject({
      id: aHistory[0],
      contractorEarnings: "99.99",
      completedAt: "2026-03-05T09:15:00.123Z",
      booking: { quote: { address: expect.any(String), rooms: [expect.objectContaining({})] } },
    });
  });

  it("never lists another painter's jobs, even past their cursor", async () => {
    const ofB = await history(b);
    expect(ofB.jobs).toHaveLength(1);
    expect(ofB.jobs[0]!.contractorEarnings).toBe("1234.56");
    // A cursor is a position, not a grant: A's cursor makes B page through B's jobs only.
    const aCursor = (await history(a, "?limit=1")).nextCursor!;
    const next = await history(b, `?cursor=${encodeURIComponent(aCursor)}`);
    for (const item of next.jobs) expect(aHistory).not.toContain(item.id);
  });

  it.each([
    ["a limit of 0", "?limit=0"],
    ["a limit of 51", "?limit=51"],
    ["a fractional limit", "?limit=2.5"],
    ["a limit that is not a number", "?limit=lots"],
    ["an empty cursor", "?cursor="],
    ["a cursor that is not base64url", "?cursor=%25%25%25"],
    ["a cursor that is not JSON", `?cursor=${Buffer.from("nope").toString("base64url")}`],
    ["a cursor of the wrong shape", `?cursor=${encodeCursor(["2026-03-01", "x"])}`],
    ["a cursor with one key missing", `?cursor=${encodeCursor([new Date()])}`],
    ["a cursor with a bad id", `?cursor=${encodeCursor([new Date(), "' OR 1=1 --"])}`],
  ])("refuses %s with 400 and a JSON error", async (_label, query) => {
    const answer = await call(getHistory, `/api/contractor/jobs/history${query}`, a);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: expect.any(String), code: expect.any(String) });
  });

  it("names the problem: limit out of range, invalid cursor", async () => {
    const limit = await call(getHistory, "/api/contractor/jobs/history?limit=51", a);
    expect(limit.body).toMatchObject({ code: "invalid_request", error: expect.stringMatching(/limit/) });
    const cursor = await call(getHistory, "/api/contractor/jobs/history?cursor=abc", a);
    expect(cursor.body.error).toBe("Invalid page cursor");
  });
});

describe("GET /api/contractor/jobs (open jobs)", () => {
  it("lists assigned, acknowledged and in-progress jobs, newest assignment first; no completed, rejected or cancelled", async () => {
    const answer = await call(getOpenJobs, "/api/contractor/jobs", a);
    expect(answer.status).toBe(200);
    const jobs = answer.body as unknown as { id: string; status: string }[];
    expect(jobs.map((j) => j.id)).toEqual(aOpen);
    expect(new Set(jobs.map((j) => j.status))).toEqual(new Set(["assigned", "acknowledged", "in_progress"]));

    const ofB = (await call(getOpenJobs, "/api/contractor/jobs", b)).body as unknown as { id: string }[];
    expect(ofB).toHaveLength(1);
    for (const id of aOpen) expect(ofB.map((j) => j.id)).not.toContain(id);
  });

  it("sends at most 200, the newest", async () => {
    const busy = await painter();
    const quote = await createTestQuote();
    const start = Date.parse("2026-01-01T00:00:00.000Z");
    const bookings = Array.from({ length: 201 }, () => ({ id: crypto.randomUUID() }));
    await db.booking.createMany({
      data: bookings.map(({ id }) => ({
        id,
        quoteId: quote.id,
        scheduledDate: toDbDate(day(3)),
        timeSlot: "morning" as const,
      })),
    });
    await db.jobAssignment.createMany({
      data: bookings.map(({ id }, i) => ({
        bookingId: id,
        contractorId: busy.id,
        status: "assigned" as const,
        contractorEarnings: "10.00",
        assignedAt: new Date(start + i * 60_000),
      })),
    });
    const jobs = (await call(getOpenJobs, "/api/contractor/jobs", busy)).body as unknown as {
      assignedAt: string;
    }[];
    expect(jobs).toHaveLength(200);
    expect(jobs[0]!.assignedAt).toBe(new Date(start + 200 * 60_000).toISOString());
    expect(jobs.at(-1)!.assignedAt).toBe(new Date(start + 60_000).toISOString());
  });
});

describe("who may call", () => {
  it.each([
    ["/api/contractor/jobs", getOpenJobs],
    ["/api/contractor/jobs/summary", getSummary],
    ["/api/contractor/jobs/history", getHistory],
  ] as const)("%s answers 401 without a session and 403 to the admin", async (path, route) => {
    const anonymous = await call(route, path, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ error: expect.any(String), code: "unauthorized" });
    const { token } = await startSession(db, { role: "admin" });
    const admin = await call(route, path, { headers: { authorization: `Bearer ${token}` } });
    expect(admin.status).toBe(403);
  });
});
