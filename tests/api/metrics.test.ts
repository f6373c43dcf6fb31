/**
 * The Prometheus endpoint (app/api/metrics, lib/metrics): who may read it, and that its numbers
 * move as requests, failures, bookings, e-mails and refusals happen. Scrapes are parsed from the
 * text exposition format as Prometheus reads it.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { GET as metricsRoute } from "@/app/api/metrics/route";
import { POST as lookupRoute } from "@/app/api/bookings/[id]/lookup/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { GET as liveRoute } from "@/app/api/live/route";
import { GET as pricingRoute } from "@/app/api/pricing/config/route";
import { GET as quoteRoute } from "@/app/api/quotes/[id]/route";
import { db, disconnectDb } from "@/lib/db";
import { env } from "@/lib/env";
import type { EmailMessage } from "@/lib/generated/prisma/client";
import { DeliveryError, type DeliveryResult } from "@/lib/email/transport";
import { deliverDueEmails } from "@/lib/email/worker";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address.mjs";
import { API_ROUTE_PATTERNS } from "@/lib/metrics/api-routes";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { runSeed } from "@/lib/seed";
import { createContractor, createTestQuote, queueTestEmails } from "../helpers/fixtures";
import { getRequest, jsonRequest, params } from "../helpers/http";
import { logLinesOf } from "../helpers/log-lines";
import { describeWithTools } from "../helpers/monitoring-tools";

const mockDeliver = jest.fn<Promise<DeliveryResult>, [EmailMessage]>();
jest.mock("@/lib/email/transport", () => ({
  ...jest.requireActual("@/lib/email/transport"),
  deliver: (message: EmailMessage) => mockDeliver(message),
}));

/** Set: the pricing look-up fails with it (an unexpected error inside a route). */
let mockPricingFailure: Error | null = null;
jest.mock("@/lib/pricing/repository", () => {
  const actual = jest.requireActual("@/lib/pricing/repository");
  return {
    ...actual,
    loadPricingConfig: (...args: unknown[]) =>
      mockPricingFailure ? Promise.reject(mockPricingFailure) : actual.loadPricingConfig(...args),
    // What the pricing route reads (the pricing kept in memory, loaded through the module's own
    // loadPricingConfig, which the line above does not reach).
    keptPricingConfig: (...args: unknown[]) =>
      mockPricingFailure ? Promise.reject(mockPricingFailure) : actual.keptPricingConfig(...args),
  };
});

const TOKEN = "test-metrics-token-0123456789";
const STAMPING = Symbol.for("brushwise.client-address-stamping-server");
const scope = globalThis as Record<symbol, unknown>;

beforeAll(async () => {
  await runSeed(db, { demo: false });
});

beforeEach(() => {
  process.env.METRICS_TOKEN = TOKEN;
  delete process.env.METRICS_ALLOW_CIDRS;
  delete process.env.BACKUP_DIR;
});

const proxyHopsAtStart = process.env.TRUSTED_PROXY_HOPS;
afterEach(() => {
  delete scope[STAMPING];
  delete process.env.METRICS_TOKEN;
  delete process.env.METRICS_ALLOW_CIDRS;
  // A test that puts a proxy in front leaves the next test the file's own setting.
  if (proxyHopsAtStart === undefined) delete process.env.TRUSTED_PROXY_HOPS;
  else process.env.TRUSTED_PROXY_HOPS = proxyHopsAtStart;
});

// ---------------------------------------------------------------------------
// The exposition format: `name{label="value",…} number` per sample, # lines for HELP and TYPE.

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)$/.exec(line);
    if (!match) throw new Error(`Not a sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? "").matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1]!] = pair[2]!.replace(/\\"/g, '"').replace(/\\n/g, "\n").replace(/\\\\/g, "\\");
    }
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

interface Scrape {
  text: string;
  samples: Sample[];
  /** The sample's value, or undefined when there is none with exactly these labels among its own. */
  value(name: string, labels?: Record<string, string>): number | undefined;
}

async function scrape(): Promise<Scrape> {
  const response = await metricsRoute(
    getRequest("/api/metrics", { authorization: `Bearer ${TOKEN}` }),
    params({}),
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/plain; version=0.0.4");
  const text = await response.text();
  const samples = parseExposition(text);
  return {
    text,
    samples,
    value: (name, labels = {}) =>
      samples.find(
        (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
      )?.value,
  };
}

const value = (s: Scrape, name: string, labels?: Record<string, string>) => s.value(name, labels) ?? 0;

// ---------------------------------------------------------------------------

describe("access", () => {
  const call = (headers: Record<string, string> = {}) =>
    metricsRoute(getRequest("/api/metrics", headers), params({}));

  it("answers the bearer token, and 404 (as if it were not there) to anyone else", async () => {
    expect((await call({ authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    for (const headers of <Record<string, string>[]>[
      {},
      { authorization: "Bearer wrong-token-of-the-same-size!" },
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString("base64")}` },
      { authorization: TOKEN },
      // Where server.mjs does not run, the client-address header is whatever the client sent.
      { [CLIENT_ADDRESS_HEADER]: "127.0.0.1" },
    ]) {
      const response = await call(headers);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
  });

  it("without METRICS_TOKEN or METRICS_ALLOW_CIDRS nothing opens it", async () => {
    delete process.env.METRICS_TOKEN;
    expect((await call({ authorization: `Bearer ${TOKEN}` })).status).toBe(404);
    expect((await call({ authorization: "Bearer " })).status).toBe(404);
  });

  it("answers the operator's network, judged on the socket address server.mjs stamps and the address the proxy saw", async () => {
    delete process.env.METRICS_TOKEN;
    process.env.METRICS_ALLOW_CIDRS = "10.77.0.0/16, ::1";
    process.env.TRUSTED_PROXY_HOPS = "1";
    // Not under server.mjs: the header is the client's own, and opens nothing.
    expect((await call({ [CLIENT_ADDRESS_HEADER]: "10.77.1.2" })).status).toBe(404);

    scope[STAMPING] = true; // as server.mjs declares: it overwrites the header on every request
    expect((await call({ [CLIENT_ADDRESS_HEADER]: "10.77.1.2" })).status).toBe(200);
    expect((await call({ [CLIENT_ADDRESS_HEADER]: "::ffff:10.77.3.4" })).status).toBe(200);
    expect((await call({ [CLIENT_ADDRESS_HEADER]: "::1" })).status).toBe(200);
    expect((await call({ [CLIENT_ADDRESS_HEADER]: "10.78.1.2" })).status).toBe(404);
    // A visitor through the proxy: the socket is the proxy's (inside), the visitor is outside.
    expect(
      (await call({ [CLIENT_ADDRESS_HEADER]: "10.77.0.5", "x-forwarded-for": "10.77.9.9, 203.0.113.9" }))
        .status,
    ).toBe(404);
    // A forged X-Forwarded-For from outside does not help either.
    expect(
      (await call({ [CLIENT_ADDRESS_HEADER]: "203.0.113.9", "x-forwarded-for": "10.77.1.2" })).status,
    ).toBe(404);
  });
});

describe("requests", () => {
  it("counts a request by route and status, with its latency histogram", async () => {
    const before = await scrape();
    const labels = { route: "/api/live", method: "GET", status: "200" };
    for (let i = 0; i < 3; i++)
      expect((await liveRoute(getRequest("/api/live"), params({}))).status).toBe(200);
    const after = await scrape();
    expect(value(after, "brushwise_http_requests_total", labels)).toBe(
      value(before, "brushwise_http_requests_total", labels) + 3,
    );
    expect(value(after, "brushwise_http_request_duration_seconds_count", labels)).toBe(
      value(before, "brushwise_http_request_duration_seconds_count", labels) + 3,
    );
    expect(value(after, "brushwise_http_request_duration_seconds_bucket", { ...labels, le: "+Inf" })).toBe(
      value(before, "brushwise_http_request_duration_seconds_bucket", { ...labels, le: "+Inf" }) + 3,
    );
  });

  it("a 4xx counts under its status and the route's pattern, never the raw path", async () => {
    const id = "6b0d7a5e-0000-4000-8000-00000000beef";
    const before = await scrape();
    const response = await quoteRoute(getRequest(`/api/quotes/${id}`), params({ id }));
    expect(response.status).toBe(404);
    const after = await scrape();
    const labels = { route: "/api/quotes/[id]", method: "GET", status: "404" };
    expect(value(after, "brushwise_http_requests_total", labels)).toBe(
      value(before, "brushwise_http_requests_total", labels) + 1,
    );
    expect(after.text).not.toContain(id);
  });

  it("an unexpected error answers 500 with a reference, logged with the error, and counts as a 5xx", async () => {
    const before = await scrape();
    let response!: Response;
    mockPricingFailure = new Error("boom");
    const lines = await logLinesOf("warn", async () => {
      response = await pricingRoute(getRequest("/api/pricing/config"), params({}));
    }).finally(() => {
      mockPricingFailure = null;
    });
    expect(response.status).toBe(500);
    const body = (await response.json()) as { error: string; code: string; reference: string };
    expect(body.code).toBe("internal");
    expect(body.reference).toMatch(/^[0-9a-f-]{8}$/);
    expect(body.error).toContain(body.reference);
    // The request id the answer carries starts with the reference: grep finds every line of the request.
    expect(response.headers.get("x-request-id")?.startsWith(body.reference)).toBe(true);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const errorLine = logged.find((line) => line.msg === "unexpected error");
    expect(errorLine).toMatchObject({
      level: "error",
      reference: body.reference,
      error: { message: "boom" },
    });
    expect(String(errorLine?.requestId).startsWith(body.reference)).toBe(true);
    const after = await scrape();
    const labels = { route: "/api/pricing/config", method: "GET", status: "500" };
    expect(value(after, "brushwise_http_requests_total", labels)).toBe(
      value(before, "brushwise_http_requests_total", labels) + 1,
    );
  });

  it("labels every API route by a pattern of app/api, and lists exactly those", () => {
    const root = path.resolve(__dirname, "../../app");
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) return walk(full);
        return name === "route.ts" ? ["/" + path.relative(root, dir).split(path.sep).join("/")] : [];
      });
    expect([...API_ROUTE_PATTERNS].sort()).toEqual(walk(path.join(root, "api")).sort());
  });
});

describe("domain counters", () => {
  it("a created booking raises bookings created; asking again for the same quote does not", async () => {
    const date = addDays(todayInNewYork(), 5);
    await createContractor({ areas: [["Philadelphia", 1]], availability: { [date]: ["morning"] } });
    const quote = await createTestQuote();
    const book = () =>
      postBooking(
        jsonRequest(
          "/api/bookings",
          { quoteId: quote.id, scheduledDate: date, timeSlot: "morning" },
          "POST",
          { "x-forwarded-for": "10.61.0.1" },
        ),
        params({}),
      );
    const before = await scrape();
    expect((await book()).status).toBe(201);
    expect((await book()).status).toBe(200);
    const after = await scrape();
    expect(value(after, "brushwise_bookings_created_total")).toBe(
      value(before, "brushwise_bookings_created_total") + 1,
    );
  });

  it("a refused rate limit raises refusals under the limit's name", async () => {
    const before = await scrape();
    const lookup = () =>
      lookupRoute(
        jsonRequest(
          "/api/bookings/00000000-0000-4000-8000-000000000000/lookup",
          { email: "guess@example.com" },
          "POST",
          { "x-forwarded-for": "10.62.0.1" },
        ),
        params({ id: "00000000-0000-4000-8000-000000000000" }),
      );
    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i++) status = (await lookup()).status;
    expect(status).toBe(429);
    const after = await scrape();
    const limit = { limit: "bookingAccessPerAddress" };
    expect(value(after, "brushwise_rate_limit_refusals_total", limit)).toBe(
      value(before, "brushwise_rate_limit_refusals_total", limit) + 1,
    );
    const refused = { route: "/api/bookings/[id]/lookup", method: "POST", status: "429" };
    expect(value(after, "brushwise_http_requests_total", refused)).toBe(
      value(before, "brushwise_http_requests_total", refused) + 1,
    );
  });
});

describe("the outbox", () => {
  beforeEach(async () => {
    await db.emailMessage.deleteMany();
    mockDeliver.mockReset();
  });

  it("queued, sent and failed e-mails change the gauges and the oldest due message's age", async () => {
    const empty = await scrape();
    expect(empty.value("brushwise_database_up")).toBe(1);
    expect(empty.value("brushwise_outbox_messages", { status: "queued" })).toBe(0);
    expect(empty.value("brushwise_outbox_oldest_due_age_seconds")).toBe(0);

    // Two due for ten minutes, one due only in an hour (a retry waiting its turn).
    await queueTestEmails(2, new Date(Date.now() - 10 * 60_000));
    await queueTestEmails(1, new Date(Date.now() + 60 * 60_000));
    const queued = await scrape();
    expect(queued.value("brushwise_outbox_messages", { status: "queued" })).toBe(3);
    const age = queued.value("brushwise_outbox_oldest_due_age_seconds")!;
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(3600);

    // One goes out, one is refused for good by the provider.
    mockDeliver
      .mockResolvedValueOnce({ outcome: "sent", providerId: "provider-1" })
      .mockRejectedValueOnce(new DeliveryError("Resend answered 422", "permanent"));
    const silenced = jest.spyOn(process.stdout, "write").mockImplementation(() => true);
    try {
      await deliverDueEmails(db);
    } finally {
      silenced.mockRestore();
    }
    const after = await scrape();
    expect(after.value("brushwise_outbox_messages", { status: "queued" })).toBe(1);
    expect(after.value("brushwise_outbox_messages", { status: "sent" })).toBe(1);
    expect(after.value("brushwise_outbox_messages", { status: "failed" })).toBe(1);
    expect(after.value("brushwise_outbox_oldest_due_age_seconds")).toBe(0);
    expect(value(after, "brushwise_email_delivery_attempts_total", { result: "sent" })).toBe(
      value(queued, "brushwise_email_delivery_attempts_total", { result: "sent" }) + 1,
    );
    expect(value(after, "brushwise_email_delivery_attempts_total", { result: "failed" })).toBe(
      value(queued, "brushwise_email_delivery_attempts_total", { result: "failed" }) + 1,
    );
  });
});

describe("e-mails not yet delivered", () => {
  beforeEach(async () => {
    await db.emailMessage.deleteMany();
    mockDeliver.mockReset();
  });

  it("are measured from when they were written, which retries do not reset (unlike the due age)", async () => {
    expect((await scrape()).value("brushwise_outbox_oldest_undelivered_age_seconds")).toBe(0);
    const [retrying] = await queueTestEmails(1);
    await queueTestEmails(1);
    // The first was written 20 minutes ago and has failed: its next attempt is in 8 minutes.
    await db.emailMessage.update({
      where: { id: retrying! },
      data: {
        createdAt: new Date(Date.now() - 20 * 60_000),
        attempts: 3,
        nextAttemptAt: new Date(Date.now() + 8 * 60_000),
      },
    });
    const during = await scrape();
    expect(during.value("brushwise_outbox_oldest_due_age_seconds")).toBeLessThan(60);
    const age = during.value("brushwise_outbox_oldest_undelivered_age_seconds")!;
    expect(age).toBeGreaterThanOrEqual(20 * 60);
    expect(age).toBeLessThan(21 * 60);

    // Resent from the back office: measured from the resend. Sent, failed and held ones do not wait.
    await db.emailMessage.update({
      where: { id: retrying! },
      data: { resentAt: new Date(Date.now() - 60_000) },
    });
    const resent = (await scrape()).value("brushwise_outbox_oldest_undelivered_age_seconds")!;
    expect(resent).toBeGreaterThanOrEqual(60);
    expect(resent).toBeLessThan(20 * 60);
    await db.emailMessage.updateMany({
      data: { createdAt: new Date(Date.now() - 3_600_000), resentAt: null },
    });
    for (const status of ["sent", "failed", "held"] as const) {
      await db.emailMessage.updateMany({ data: { status } });
      expect((await scrape()).value("brushwise_outbox_oldest_undelivered_age_seconds")).toBe(0);
    }
    await db.emailMessage.updateMany({ data: { status: "sending" } });
    expect((await scrape()).value("brushwise_outbox_oldest_undelivered_age_seconds")).toBeGreaterThanOrEqual(
      3600,
    );
  });

  it("every delivery result is exposed from the start, at 0 (so rate() sees the first retry)", async () => {
    const scraped = await scrape();
    for (const result of ["sent", "held", "retry", "failed"]) {
      expect(scraped.value("brushwise_email_delivery_attempts_total", { result })).toEqual(
        expect.any(Number),
      );
    }
  });
});

describeWithTools(["promtool"], "the exposition under promtool", (tools) => {
  it("`promtool check metrics` finds nothing to complain about in a real scrape", async () => {
    await queueTestEmails(1);
    const { text } = await scrape();
    expect(text).toContain("nodejs_active_handles{");
    const result = spawnSync(tools.promtool, ["check", "metrics"], { input: text, encoding: "utf8" });
    expect(`${result.stdout}${result.stderr}`).toBe("");
    expect(result.status).toBe(0);
  });

  it("the check does complain about a gauge named like a counter (it can fail)", () => {
    const text = "# HELP x_total a gauge\n# TYPE x_total gauge\nx_total 1\n";
    const result = spawnSync(tools.promtool, ["check", "metrics"], { input: text, encoding: "utf8" });
    expect(`${result.stdout}${result.stderr}`).toContain(
      'non-counter metrics should not have "_total" suffix',
    );
    expect(result.status).not.toBe(0);
  });
});

describe("a scrape while the database is down", () => {
  it("still answers: brushwise_database_up 0, no outbox numbers, the rest as always", async () => {
    const working = process.env.DATABASE_URL;
    await disconnectDb();
    Object.assign(process.env, {
      DATABASE_URL: "postgresql://postgres@127.0.0.1:1/down",
      DATABASE_CONNECT_TIMEOUT_MS: "300",
    });
    try {
      const down = await scrape();
      expect(down.value("brushwise_database_up")).toBe(0);
      expect(down.samples.filter((s) => s.name.startsWith("brushwise_outbox_"))).toEqual([]);
      expect(down.value("process_cpu_user_seconds_total")).toBeDefined();
      expect(down.value("nodejs_heap_size_used_bytes")).toBeDefined();
    } finally {
      await disconnectDb();
      process.env.DATABASE_URL = working;
      delete process.env.DATABASE_CONNECT_TIMEOUT_MS;
    }
    expect((await scrape()).value("brushwise_database_up")).toBe(1);
  });
});

describe("gauges read at scrape time", () => {
  it("the pool's use and size", async () => {
    await db.$queryRaw`SELECT 1`;
    const s = await scrape();
    expect(s.value("brushwise_db_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
    expect(s.value("brushwise_db_pool_connections", { state: "idle" })).toBeDefined();
    expect(s.value("brushwise_db_pool_connections", { state: "waiting" })).toBe(0);
    expect(s.value("brushwise_db_pool_max_connections")).toBe(env.databasePoolSize);
  });

  it("the page cache's hits and misses, from server.mjs's cache on globalThis", async () => {
    const key = Symbol.for("brushwise.pageCache");
    const stats = { hits: 0, misses: 0, stores: 0, evictions: 0, entries: 2, bytes: 4096 };
    scope[key] = { stats: () => stats, clear: () => {} };
    try {
      const before = await scrape();
      stats.hits += 5;
      stats.misses += 2;
      const after = await scrape();
      expect(value(after, "brushwise_page_cache_hits_total")).toBe(
        value(before, "brushwise_page_cache_hits_total") + 5,
      );
      expect(value(after, "brushwise_page_cache_misses_total")).toBe(
        value(before, "brushwise_page_cache_misses_total") + 2,
      );
      expect(after.value("brushwise_page_cache_entries")).toBe(2);
      expect(after.value("brushwise_page_cache_bytes")).toBe(4096);
    } finally {
      delete scope[key];
    }
  });

  it("the last backup's time from BACKUP_DIR/latest.json; absent without it", async () => {
    expect((await scrape()).value("brushwise_backup_last_success_timestamp_seconds")).toBeUndefined();
    const dir = mkdtempSync(path.join(tmpdir(), "metrics-backup-"));
    try {
      process.env.BACKUP_DIR = dir;
      expect((await scrape()).value("brushwise_backup_last_success_timestamp_seconds")).toBeUndefined();
      writeFileSync(
        path.join(dir, "latest.json"),
        JSON.stringify({ finishedAt: "2026-11-26T03:00:00.000Z" }),
      );
      expect((await scrape()).value("brushwise_backup_last_success_timestamp_seconds")).toBe(
        Date.parse("2026-11-26T03:00:00.000Z") / 1000,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
