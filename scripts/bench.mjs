#!/usr/bin/env node
/**
 * npm run bench: throughput and latency of the production build on a real Postgres (issue #8).
 *
 * Creates a throw-away database on the PostgreSQL server (DATABASE_URL's server, else
 * postgresql://postgres@127.0.0.1:5432), migrates and seeds it with the demo data plus booking
 * capacity, builds into .next-bench, starts the production server (server.mjs: Next.js behind its
 * page cache), and drives every target with
 * autocannon (50 connections, unlimited rate): the home, location and FAQ pages (also with
 * `Cache-Control: no-cache`, which skips the page cache: Next.js's own cost), the pricing
 * config, the service-area check, availability, quote creation and booking. A bare Node `http`
 * server answering the very bytes Next serves for /location/19103 runs in the same session as
 * the yardstick for the page throughput. Quote and booking creation are also measured at a fixed
 * overall rate, where latency is service time rather than queueing. Writes bench/results.md
 * (table, machine, verdicts), prints the table, stops everything and drops the database.
 *
 *   npm run bench                         everything (builds first)
 *   npm run bench -- --no-build           reuse .next-bench as it is (faster iterations)
 *   npm run bench -- --only=quotes,bookings   a subset (names: home, location, home-next,
 *                                         location-next, faq, bare, pricing, service-area,
 *                                         availability, available-dates-worst, quotes, bookings)
 *   npm run bench -- --no-write           do not write bench/results.md
 *
 * Environment: BENCH_DURATION (s, default 10) and BENCH_WARMUP (s, default 3) per run,
 * BENCH_CONNECTIONS (default 50), BENCH_RATE (req/s of the fixed-rate runs; default half the
 * measured saturation throughput, at most 200), BENCH_PAINTERS (extra painters seeded for booking
 * capacity, default 48: 50 painters in the area with the demo's), DATABASE_POOL_SIZE (passed to the app, default 10).
 */
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import http from "node:http";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { bin, freePort, nextBin, ONE_CLIENT_IS_EVERYONE_LIMITS, root, run, serverScript, waitForHealth } from "./lib.mjs";

const args = process.argv.slice(2);
const skipBuild = args.includes("--no-build");
const noWrite = args.includes("--no-write");
const only = args.find((a) => a.startsWith("--only="))?.slice(7).split(",").filter(Boolean);

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const FIXED_RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : undefined;
// 48 bench painters and the demo seed's 2 verified ones make 50 painters in 19103's area.
const PAINTERS = Number(process.env.BENCH_PAINTERS ?? 48);
const POOL_SIZE = process.env.DATABASE_POOL_SIZE ?? "10";
const DIST_DIR = ".next-bench";
const P95_TARGET_MS = 30;
const PAGE_RATIO_TARGET = 0.5;
const BOOKING_ZIP = "19103";
const BOOKING_ADDRESS = "2116 Spruce St, Philadelphia, PA 19103";
const SLOTS = ["morning", "afternoon", "evening"];
const HORIZON_DAYS = 60;
const NOTES_MARKER = "<!-- analysis: written by hand, kept by npm run bench -->"; // lib/scheduling/window.ts: bookable from tomorrow up to 60 days ahead

const log = (message) => console.log(`[bench] ${message}`);
const wanted = (name) => !only || only.includes(name);

// ---------------------------------------------------------------------------
// Processes, ports, database

const stops = [];
let cleanedUp = false;
async function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const stop of stops.reverse()) await stop().catch((error) => console.error(`[bench] cleanup: ${error.message}`));
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    log(`${signal}: stopping…`);
    cleanup().finally(() => process.exit(130));
  });
}

/** Stops a child by its pid: SIGTERM, then SIGKILL after 5 s. */
function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.exitCode === null && child.kill("SIGKILL"), 5000).unref();
  });
}

async function withPg(url, fn) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The server's maintenance URL (its `postgres` database) and a fresh database's URL. */
function databaseUrls(name) {
  const server = new URL(process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres");
  server.searchParams.delete("schema");
  const admin = new URL(server);
  admin.pathname = "/postgres";
  const bench = new URL(server);
  bench.pathname = `/${name}`;
  return { admin: admin.toString(), bench: bench.toString() };
}

const nyDate = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" });
const todayInNewYork = () => nyDate.format(new Date());
function addDays(iso, days) {
  const d = new Date(`${iso}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------
// Bench data

/** A quote as the wizard sends it (lib/quotes/draft.ts toQuotePayload): two rooms, colour codes. */
function surface(quality, finish, colorCode = "") {
  return { quality, finish, colorCode, brand: "" };
}
function paintOptions(wallColor) {
  return {
    customerSupplies: false,
    colorConsultation: false,
    walls: surface("standard", "eggshell", wallColor),
    ceiling: surface("standard", "flat", "SW 7005 Pure White"),
    trim: surface("premium", "semi-gloss", "SW 7005 Pure White"),
    doors: surface("premium", "semi-gloss", "SW 7005 Pure White"),
    windows: surface("premium", "semi-gloss"),
  };
}
function room(type, length, width, extra = {}) {
  return {
    type,
    length,
    width,
    height: 9,
    paintWalls: true,
    paintCeiling: false,
    paintTrim: false,
    paintDoors: false,
    paintWindows: false,
    doorCount: 0,
    windowCount: 0,
    windowWidth: 3,
    windowHeight: 4,
    excludedArea: 0,
    photos: [],
    paintOptions: paintOptions("SW 7008 Alabaster"),
    ...extra,
  };
}
const QUOTE_BODY = {
  projectType: "interior",
  address: BOOKING_ADDRESS,
  propertyType: "townhouse",
  customerName: "Bench Customer",
  email: "bench.customer@example.com",
  phone: "(215) 555-0199",
  rooms: [
    room("living-room", 18, 14, { paintTrim: true, paintDoors: true, doorCount: 2, windowCount: 2 }),
    room("bedroom", 12, 11, { paintCeiling: true }),
  ],
  conditions: { primer: false, furnitureMoving: true, substantialPrep: false },
  paintOptions: { quality: "standard", finish: "eggshell", customerSupplies: false },
};
/** One small room (360 sq ft of walls): a one-day job for every painter, so a booking holds one slot. */
const SMALL_QUOTE_BODY = { ...QUOTE_BODY, customerName: "Bench Booker", rooms: [room("bedroom", 10, 10)] };
/**
 * The largest quote accepted online: 15,000 sq ft of walls (lib/quotes/size-limit.ts), 30 days at
 * 500 sq ft a day. Painters free for the 60-day window have no 30-day run for the window's later
 * dates, so the available-dates search finds no early way out: its worst case.
 */
const WORST_QUOTE_BODY = { ...QUOTE_BODY, customerName: "Bench Worst Case", rooms: [room("other", 375, 375, { height: 10 })] };
const WORST_P95_TARGET_MS = 50;

async function columnsOf(client, table) {
  const { rows } = await client.query(
    "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position",
    [table],
  );
  return rows.map((r) => r.column_name);
}

/**
 * Booking capacity: extra active painters in the Philadelphia county area, free on every slot of
 * the whole booking window (the demo seed gives 3 painters there, 30 days, 2–3 slots a day).
 */
async function seedBookingCapacity(client, painters, today) {
  const { rows: areas } = await client.query(`SELECT id FROM "ServiceArea" WHERE $1 = ANY(counties) AND "isActive" LIMIT 1`, ["Philadelphia"]);
  if (!areas[0]) throw new Error("the seed has no Philadelphia service area");
  const { rows: hash } = await client.query(`SELECT "passwordHash" FROM "Contractor" LIMIT 1`);
  await client.query("BEGIN");
  for (let i = 1; i <= painters; i++) {
    const { rows } = await client.query(
      `INSERT INTO "Contractor" (id, "firstName", "lastName", email, phone, "experienceYears", "passwordHash", "isVerified", "isActive", "sqFtPerDay", "createdAt", "updatedAt")
       VALUES (gen_random_uuid(), 'Bench', $1, $2, '(215) 555-0100', 5, $3, true, true, 500, now(), now()) RETURNING id`,
      [`Painter ${i}`, `bench.painter.${i}@example.com`, hash[0].passwordHash],
    );
    const id = rows[0].id;
    await client.query(`INSERT INTO "ContractorServiceArea" ("contractorId", "serviceAreaId", priority, "createdAt") VALUES ($1, $2, $3, now())`, [
      id,
      areas[0].id,
      1 + (i % 3),
    ]);
    await client.query(
      `INSERT INTO "ContractorAvailability" (id, "contractorId", date, "timeSlots", "updatedAt")
       SELECT gen_random_uuid(), $1, ($2::date + d), '{morning,afternoon,evening}'::"TimeSlot"[], now() FROM generate_series(0, $3::int) d`,
      [id, today, HORIZON_DAYS],
    );
  }
  await client.query("COMMIT");
}

/** What makes each clone its own customer and property (as a real day of bookings would be). */
const CLONE_VALUES = {
  email: `'bench.booker.' || g || '@example.com'`,
  address: `g || ' Bench St, Philadelphia, PA 19103'`,
  propertyKey: `g || ' bench st philadelphia pa 19103'`,
};

/** `count` copies of a quote created through the API (same rooms, prices and snapshot), each unbooked. */
async function cloneQuote(client, quoteId, count) {
  const quoteColumns = (await columnsOf(client, "Quote")).filter((c) => c !== "id");
  const roomColumns = (await columnsOf(client, "Room")).filter((c) => !["id", "quoteId"].includes(c));
  const q = (c) => `"${c}"`;
  await client.query("BEGIN");
  const { rows } = await client.query(
    `INSERT INTO "Quote" (id, ${quoteColumns.map(q).join(", ")})
     SELECT gen_random_uuid(), ${quoteColumns.map((c) => CLONE_VALUES[c] ?? q(c)).join(", ")}
     FROM "Quote", generate_series(1, $2::int) g WHERE id = $1 RETURNING id`,
    [quoteId, count],
  );
  const ids = rows.map((r) => r.id);
  await client.query(
    `INSERT INTO "Room" (id, "quoteId", ${roomColumns.map(q).join(", ")})
     SELECT gen_random_uuid(), n.id, ${roomColumns.map((c) => `r.${q(c)}`).join(", ")}
     FROM "Room" r, unnest($2::uuid[]) AS n(id) WHERE r."quoteId" = $1`,
    [quoteId, ids],
  );
  await client.query("COMMIT");
  return ids;
}

// ---------------------------------------------------------------------------
// Measuring

const percentile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] : NaN);

/** One autocannon instance; every response's latency and status is recorded here (autocannon has no p95). */
function autocannonRun(autocannon, options, sink) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options }, (error, result) => (error ? reject(error) : resolve(result)));
    if (sink) {
      instance.on("response", (_client, statusCode, _bytes, responseTime) => {
        sink.latencies.push(responseTime);
        sink.statuses[statusCode] = (sink.statuses[statusCode] ?? 0) + 1;
        if (statusCode >= 200 && statusCode < 300) sink.ok.push(responseTime);
      });
    }
  });
}

function summarize(sink, seconds, results) {
  const sorted = Float64Array.from(sink.latencies).sort();
  const okSorted = Float64Array.from(sink.ok).sort();
  const total = sink.latencies.length;
  const errors = results.reduce((n, r) => n + r.errors, 0);
  const timeouts = results.reduce((n, r) => n + r.timeouts, 0);
  return {
    total,
    rps: total / seconds,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    okP95: percentile(okSorted, 0.95),
    statuses: sink.statuses,
    non2xx: total - sink.ok.length,
    errors,
    timeouts,
  };
}

/**
 * Saturation: one autocannon instance, `connections` connections in a closed loop (each sends its
 * next request as soon as the previous answer arrives), after a warm-up run that is discarded.
 */
async function saturation(autocannon, target, connections, onMeasure) {
  const base = { url: target.url, connections, requests: [target.request()], timeout: 30 };
  if (WARMUP > 0) await autocannonRun(autocannon, { ...base, duration: WARMUP });
  const sink = { latencies: [], ok: [], statuses: {} };
  const started = performance.now();
  const measured = await onMeasure(() => autocannonRun(autocannon, { ...base, duration: DURATION }, sink));
  return { ...summarize(sink, (performance.now() - started) / 1000, [measured.value]), cpu: measured.cpu };
}

/**
 * Fixed overall rate over exactly `connections` keep-alive connections, open loop: request k is
 * due at start + k / rate and goes out on connection k mod `connections`, whether or not earlier
 * answers have come back. Its latency counts from the moment it was due, so a server that falls
 * behind is charged for the wait (no coordinated omission). autocannon cannot do this: its rate is
 * a whole number of requests per second per connection (so 50 connections mean at least 50 req/s),
 * and one instance releases every connection's quota at the same instant each second, a burst
 * rather than a rate. The client is Node's own http with one socket per agent.
 */
async function fixedRate(target, connections, rate, onMeasure) {
  const { hostname, port } = new URL(target.url);
  const agents = Array.from({ length: connections }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const send = (k, due, sink, counts) =>
    new Promise((resolve) => {
      const template = target.request();
      const req = template.setupRequest ? template.setupRequest({ ...template }) : template;
      const request = http.request(
        { host: hostname, port, method: req.method, path: req.path, headers: { ...req.headers, connection: "keep-alive" }, agent: agents[k % connections], timeout: 30_000 },
        (response) => {
          response.resume();
          response.on("end", () => {
            const latency = performance.now() - due;
            if (sink) {
              sink.latencies.push(latency);
              sink.statuses[response.statusCode] = (sink.statuses[response.statusCode] ?? 0) + 1;
              if (response.statusCode >= 200 && response.statusCode < 300) sink.ok.push(latency);
            }
            resolve();
          });
        },
      );
      request.on("timeout", () => {
        counts.timeouts++;
        request.destroy(new Error("timeout"));
      });
      request.on("error", () => {
        counts.errors++;
        resolve();
      });
      request.end(req.body);
    });
  const runPhase = async (seconds, sink) => {
    const counts = { errors: 0, timeouts: 0 };
    const total = Math.round(rate * seconds);
    const start = performance.now();
    const pending = [];
    for (let k = 0; k < total; k++) {
      const due = start + (k * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      pending.push(send(k, due, sink, counts));
    }
    await Promise.all(pending);
    return counts;
  };
  try {
    if (WARMUP > 0) await runPhase(WARMUP);
    const sink = { latencies: [], ok: [], statuses: {} };
    const measured = await onMeasure(() => runPhase(DURATION, sink));
    return { ...summarize(sink, DURATION, [measured.value]), cpu: measured.cpu };
  } finally {
    for (const agent of agents) agent.destroy();
  }
}

// ---------------------------------------------------------------------------
// Report

const fmtMs = (v) => (Number.isFinite(v) ? `${v < 10 ? v.toFixed(1) : Math.round(v)} ms` : "–");
const fmtRps = (v) => (Number.isFinite(v) ? Math.round(v).toLocaleString("en-US") : "–");

function statusMix(s) {
  const codes = Object.entries(s.statuses).sort(([a], [b]) => Number(a) - Number(b));
  let text = codes.map(([code, n]) => `${code}: ${n.toLocaleString("en-US")}`).join(", ") || "none";
  if (s.errors) text += `, socket errors: ${s.errors}${s.timeouts ? ` (timeouts: ${s.timeouts})` : ""}`;
  if (s.non2xx > 0 && s.non2xx < s.total) text += ` (2xx p95 ${fmtMs(s.okP95)})`;
  return text;
}

function tableOf(rows) {
  return [
    "| Target | Connections | Rate | req/s | p50 | p95 | p99 | Non-2xx | Status mix |",
    "|---|---:|---|---:|---:|---:|---:|---:|---|",
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.connections} | ${r.rate ? `fixed ${r.rate} req/s` : "unlimited"} | ${fmtRps(r.rps)} | ${fmtMs(r.p50)} | ${fmtMs(r.p95)} | ${fmtMs(r.p99)} | ${r.non2xx.toLocaleString("en-US")} | ${statusMix(r)} |`,
    ),
  ].join("\n");
}

/** The commit built, and whether the shared checkout had uncommitted changes (read-only git calls). */
function sourceState() {
  try {
    const git = (...a) => execFileSync("git", ["--no-optional-locks", ...a], { cwd: root, encoding: "utf8" });
    const head = git("rev-parse", "--short", "HEAD").trim();
    const changed = git("status", "--porcelain").split("\n").filter(Boolean).length;
    return changed ? `commit ${head} plus uncommitted changes in ${changed} files (shared checkout)` : `commit ${head}`;
  } catch {
    return "unknown (no git)";
  }
}

async function machineDescription(adminUrl) {
  const cpuinfo = existsSync("/proc/cpuinfo") ? readFileSync("/proc/cpuinfo", "utf8") : "";
  const cpu = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? "unknown";
  const postgres = await withPg(adminUrl, async (c) => (await c.query("select version() as v")).rows[0].v);
  const version = (pkg) => JSON.parse(readFileSync(path.join(root, "node_modules", pkg, "package.json"), "utf8")).version;
  return {
    cpu,
    cores: os.cpus().length,
    ram: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    postgres,
    next: version("next"),
    autocannon: version("autocannon"),
    prisma: version("@prisma/client"),
  };
}

const cpuPerRequest = (row) => (row.total ? `${(row.cpu.serverMs / row.total).toFixed(2)} ms` : "–");
const load = () => os.loadavg().map((v) => v.toFixed(2)).join(" / ");

// ---------------------------------------------------------------------------
// Where the CPU went during a run (Linux /proc): the server under test, the Postgres backends of the
// bench database, the bench client itself, and the whole machine (so other sessions' load shows).

let clockTicks = 100;
try {
  clockTicks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
} catch {
  /* Linux default */
}

/** CPU time (ms) a process has used so far; 0 when it is gone or /proc is missing. */
function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return 0;
  }
}

/** Busy CPU time (ms) of the whole machine so far. */
function machineBusyMs() {
  try {
    const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = ticks;
    return ((user + nice + system + irq + softirq + steal) * 1000) / clockTicks;
  } catch {
    return NaN;
  }
}

async function cpuSnapshot(admin, dbName, serverPid) {
  const { rows } = await admin.query("SELECT pid FROM pg_stat_activity WHERE datname = $1", [dbName]);
  return {
    at: performance.now(),
    machine: machineBusyMs(),
    server: processCpuMs(serverPid),
    client: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
    postgres: new Map(rows.map((r) => [r.pid, processCpuMs(r.pid)])),
  };
}

/** Cores used on average between two snapshots, by party. */
async function cpuUsed(admin, dbName, serverPid, before) {
  const after = await cpuSnapshot(admin, dbName, serverPid);
  const ms = after.at - before.at;
  let postgres = 0;
  for (const [pid, cpu] of after.postgres) postgres += cpu - (before.postgres.get(pid) ?? 0);
  const used = {
    server: (after.server - before.server) / ms,
    postgres: postgres / ms,
    client: (after.client - before.client) / ms,
    machine: (after.machine - before.machine) / ms,
    serverMs: after.server - before.server,
  };
  used.other = Math.max(0, used.machine - used.server - used.postgres - used.client);
  return used;
}

// ---------------------------------------------------------------------------

async function main() {
  const { default: autocannon } = await import("autocannon");
  const startedAt = new Date();
  const loadBefore = load();
  log(`load average before the run (1/5/15 min): ${loadBefore}`);

  const dbName = `brushwise_bench_${randomBytes(4).toString("hex")}`;
  const urls = databaseUrls(dbName);
  const machine = await machineDescription(urls.admin);
  await withPg(urls.admin, (c) => c.query(`CREATE DATABASE "${dbName}"`));
  stops.push(async () => {
    await withPg(urls.admin, (c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`));
    log(`dropped database ${dbName}`);
  });
  log(`database ${dbName} created`);
  const { default: pg } = await import("pg");
  const admin = new pg.Client({ connectionString: urls.admin });
  await admin.connect();
  stops.push(() => admin.end());

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_SKIP_TYPECHECK: "1",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_PUBLIC_SITE_URL: base,
    DATABASE_URL: urls.bench,
    DATABASE_POOL_SIZE: POOL_SIZE,
    AUTH_SECRET: "bench-secret-for-local-measurements-only-0123456789abcdef",
    AUTH_TRUST_HOST: "true",
    ADMIN_PASSWORD: "bench-admin-password",
    ADMIN_PASSWORD_HASH: "",
    BCRYPT_ROUNDS: "4",
    RESEND_API_KEY: "",
    UPLOADTHING_TOKEN: "",
    UPLOAD_DIR: ".data/bench-uploads",
    DEV_EMAILS_PAGE: "false",
    BACKGROUND_JOBS: "off",
    ...ONE_CLIENT_IS_EVERYONE_LIMITS,
  };

  await run(bin("tsx"), ["scripts/db/migrate.ts", "deploy"], { env, stdio: ["ignore", "ignore", "inherit"] });
  await run(bin("tsx"), ["prisma/seed.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const today = todayInNewYork();
  await withPg(urls.bench, (c) => seedBookingCapacity(c, PAINTERS, today));
  log(`migrated and seeded (demo data + ${PAINTERS} bench painters free on every slot for ${HORIZON_DAYS} days)`);

  const source = sourceState();
  if (skipBuild && existsSync(path.join(root, DIST_DIR, "BUILD_ID"))) {
    log(`using the existing ${DIST_DIR} build (--no-build)`);
  } else {
    log(`building into ${DIST_DIR} (next build)…`);
    await run(process.execPath, [nextBin, "build"], { env });
  }

  mkdirSync(path.join(root, ".data"), { recursive: true });
  const serverLog = path.join(root, ".data/bench-next-server.log");
  const logStream = createWriteStream(serverLog);
  const server = spawn(process.execPath, [serverScript], {
    cwd: root,
    env: { ...env, PORT: String(port), HOSTNAME: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.pipe(logStream);
  server.stderr.pipe(logStream);
  stops.push(() => stopChild(server));
  await waitForHealth(`${base}/api/health`, server);
  log(`server.mjs (pid ${server.pid}) on ${base}, log in ${path.relative(root, serverLog)}`);

  // The prerendered /location/19103 as Next serves it, for the bare server.
  const page = await fetch(`${base}/location/${BOOKING_ZIP}`);
  if (!page.ok) throw new Error(`/location/${BOOKING_ZIP} answered ${page.status}`);
  const pageBytes = Buffer.from(await page.arrayBuffer());
  const pageType = page.headers.get("content-type") ?? "text/html; charset=utf-8";
  const pageCache = page.headers.get("x-nextjs-cache") ?? page.headers.get("x-nextjs-prerender") ?? "–";
  // Served by the page cache from the second request on (lib/http/page-cache.mjs).
  const cached = await fetch(`${base}/location/${BOOKING_ZIP}`);
  await cached.arrayBuffer();
  if (cached.headers.get("x-page-cache") !== "HIT") throw new Error(`/location/${BOOKING_ZIP} is not kept by the page cache`);
  const bareFile = path.join(os.tmpdir(), `brushwise-bench-${process.pid}.html`);
  writeFileSync(bareFile, pageBytes);
  stops.push(async () => rmSync(bareFile, { force: true }));
  const barePort = await freePort();
  const bareCode = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(process.argv[1]);
    const type = process.argv[3];
    http.createServer((req, res) => {
      res.writeHead(200, { "Content-Type": type, "Content-Length": body.length });
      res.end(body);
    }).listen(Number(process.argv[2]), "127.0.0.1", () => console.log("ready"));
  `;
  const bare = spawn(process.execPath, ["-e", bareCode, bareFile, String(barePort), pageType], { stdio: ["ignore", "pipe", "inherit"] });
  stops.push(() => stopChild(bare));
  await new Promise((resolve, reject) => {
    bare.once("exit", (code) => reject(new Error(`bare server exited (${code})`)));
    bare.stdout.once("data", resolve);
  });
  log(`bare http server (pid ${bare.pid}) on 127.0.0.1:${barePort} serving ${pageBytes.length.toLocaleString("en-US")} bytes`);

  // Quotes for the availability and booking targets: one created through the API, then cloned.
  const post = (pathname, body) =>
    fetch(`${base}${pathname}`, { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify(body) });
  const templateResponse = await post("/api/quotes", SMALL_QUOTE_BODY);
  if (templateResponse.status !== 201) throw new Error(`POST /api/quotes answered ${templateResponse.status}: ${await templateResponse.text()}`);
  const template = await templateResponse.json();
  const worstResponse = await post("/api/quotes", WORST_QUOTE_BODY);
  if (worstResponse.status !== 201) throw new Error(`POST /api/quotes (worst case) answered ${worstResponse.status}: ${await worstResponse.text()}`);
  const worst = await worstResponse.json();
  const capacity = (PAINTERS + 3) * HORIZON_DAYS * SLOTS.length;
  const bookingQuotes = await withPg(urls.bench, (c) => cloneQuote(c, template.id, capacity));
  log(`${bookingQuotes.length.toLocaleString("en-US")} unbooked quotes of ${template.paintableSqFt} sq ft (a one-day job) for the booking runs`);

  const json = { "content-type": "application/json", origin: base };
  const bookable = Array.from({ length: HORIZON_DAYS }, (_, i) => addDays(today, i + 1));
  // Quote k is booked on date k mod 60, in slot ⌊k / 60⌋ mod 3: consecutive requests ask for
  // different days, and every (day, slot) is asked for again only after 180 other requests.
  let nextBooking = 0;
  let nextAvailability = 0;
  const NO_CACHE = { "cache-control": "no-cache" };
  const targets = {
    home: { label: "GET /", url: `${base}/`, request: () => ({ method: "GET", path: "/" }) },
    location: { label: `GET /location/${BOOKING_ZIP}`, url: base, request: () => ({ method: "GET", path: `/location/${BOOKING_ZIP}` }) },
    // A request with Cache-Control: no-cache skips the page cache: what Next.js alone costs.
    "home-next": { label: "GET / (no-cache: Next.js alone)", url: base, request: () => ({ method: "GET", path: "/", headers: NO_CACHE }) },
    "location-next": {
      label: `GET /location/${BOOKING_ZIP} (no-cache: Next.js alone)`,
      url: base,
      request: () => ({ method: "GET", path: `/location/${BOOKING_ZIP}`, headers: NO_CACHE }),
    },
    bare: { label: `bare node:http, same bytes as /location/${BOOKING_ZIP}`, url: `http://127.0.0.1:${barePort}`, request: () => ({ method: "GET", path: `/location/${BOOKING_ZIP}` }) },
    faq: { label: "GET /faq", url: base, request: () => ({ method: "GET", path: "/faq" }) },
    pricing: { label: "GET /api/pricing/config", url: base, request: () => ({ method: "GET", path: "/api/pricing/config" }) },
    "service-area": {
      label: "POST /api/check-service-area",
      url: base,
      request: () => ({ method: "POST", path: "/api/check-service-area", headers: json, body: JSON.stringify({ address: BOOKING_ADDRESS }) }),
    },
    availability: {
      label: "GET /api/availability",
      url: base,
      request: () => ({
        method: "GET",
        path: "/api/availability",
        setupRequest: (req) => ({ ...req, path: `/api/availability?date=${bookable[nextAvailability++ % bookable.length]}&quoteId=${template.id}` }),
      }),
    },
    "available-dates-worst": {
      label: "GET /api/contractor-available-dates (largest quote, 50 painters)",
      url: base,
      request: () => ({ method: "GET", path: `/api/contractor-available-dates?quoteId=${worst.id}` }),
    },
    quotes: {
      label: "POST /api/quotes",
      url: base,
      request: () => ({ method: "POST", path: "/api/quotes", headers: json, body: JSON.stringify(QUOTE_BODY) }),
    },
    bookings: {
      label: "POST /api/bookings",
      url: base,
      request: () => ({
        method: "POST",
        path: "/api/bookings",
        headers: json,
        setupRequest: (req) => {
          const k = nextBooking++;
          const body = {
            quoteId: bookingQuotes[k % bookingQuotes.length],
            scheduledDate: bookable[k % bookable.length],
            timeSlot: SLOTS[Math.floor(k / bookable.length) % SLOTS.length],
          };
          return { ...req, body: JSON.stringify(body) };
        },
      }),
    },
  };

  // Check every payload once before measuring: a bench of 400s would measure nothing.
  for (const [name, target] of Object.entries(targets)) {
    if (!wanted(name) || name === "bookings") continue;
    const r = target.request();
    const req = r.setupRequest ? r.setupRequest({ ...r }) : r;
    const response = await fetch(`${target.url.replace(/\/$/, "")}${req.path}`, { method: req.method, headers: req.headers, body: req.body });
    if (!response.ok) throw new Error(`${target.label} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }

  const rows = [];
  const measure = async (name, mode, rate) => {
    const target = targets[name];
    const serverPid = name === "bare" ? bare.pid : server.pid;
    const connections = CONNECTIONS;
    const loadAtStart = os.loadavg()[0];
    const onMeasure = async (fn) => {
      const before = await cpuSnapshot(admin, dbName, serverPid);
      const value = await fn();
      return { value, cpu: await cpuUsed(admin, dbName, serverPid, before) };
    };
    log(`${target.label}: ${connections} connections, ${mode === "saturation" ? "unlimited rate" : `fixed ${rate} req/s`} (${WARMUP} s warm-up + ${DURATION} s)…`);
    const stats = mode === "saturation" ? await saturation(autocannon, target, connections, onMeasure) : await fixedRate(target, connections, rate, onMeasure);
    const row = { name, label: target.label, mode, connections, rate, loadAtStart, ...stats };
    log(`  ${fmtRps(row.rps)} req/s, p50 ${fmtMs(row.p50)}, p95 ${fmtMs(row.p95)}, p99 ${fmtMs(row.p99)}; ${statusMix(row)}`);
    rows.push(row);
    return row;
  };
  // Half the saturation throughput (rounded down to 10 req/s from 20 up), at most 200 req/s.
  const fixedRateFor = (saturated) => {
    const half = saturated.rps / 2;
    return FIXED_RATE ?? Math.max(1, Math.min(200, half >= 20 ? Math.floor(half / 10) * 10 : Math.floor(half)));
  };

  for (const name of ["home", "location", "bare", "home-next", "location-next", "faq", "pricing", "service-area", "availability"]) {
    if (wanted(name)) await measure(name, "saturation");
  }
  for (const name of ["available-dates-worst", "quotes", "bookings"]) {
    if (!wanted(name)) continue;
    const saturated = await measure(name, "saturation");
    await measure(name, "fixed", fixedRateFor(saturated));
  }
  const bookingsUsed = nextBooking;
  const loadAfter = load();

  // -------------------------------------------------------------------------
  const find = (name, mode = "saturation") => rows.find((r) => r.name === name && r.mode === mode);
  const bareRow = find("bare");
  const verdicts = [];
  const ratios = [];
  for (const name of ["home", "location", "home-next", "location-next"]) {
    const row = find(name);
    if (!row || !bareRow) continue;
    const ratio = row.rps / bareRow.rps;
    ratios.push(
      `| ${row.label} | ${fmtRps(row.rps)} | ${fmtRps(bareRow.rps)} | ${ratio.toFixed(2)}× | ${cpuPerRequest(row)} | ${cpuPerRequest(bareRow)} |`,
    );
    // The target is judged on the pages as the app serves them; the no-cache rows are for reference.
    if (name.endsWith("-next")) continue;
    verdicts.push(
      `- ${row.label} ≥ ${PAGE_RATIO_TARGET}× the bare server: **${ratio >= PAGE_RATIO_TARGET ? "met" : "missed"}** (${ratio.toFixed(2)}×${ratio >= PAGE_RATIO_TARGET ? "" : `, ${Math.round((1 - ratio / PAGE_RATIO_TARGET) * 100)} % short`}).`,
    );
  }
  if (bareRow && bareRow.cpu.client > 0.8 && bareRow.cpu.server < 0.5) {
    verdicts.push(
      `- Note: the bare server's ${fmtRps(bareRow.rps)} req/s is the bench client's limit, not the server's (autocannon used ${bareRow.cpu.client.toFixed(2)} cores, the bare server ${bareRow.cpu.server.toFixed(2)}), so req/s ratios near 1 mean "as fast as the client can ask". CPU per request is the steadier comparison: the app spends ${cpuPerRequest(find("location") ?? bareRow)} per /location/${BOOKING_ZIP} request${find("location-next") ? ` (Next.js alone, without the page cache: ${cpuPerRequest(find("location-next"))})` : ""}, the bare server ${cpuPerRequest(bareRow)}.`,
    );
  }
  for (const name of ["available-dates-worst", "quotes", "bookings"]) {
    const fixed = find(name, "fixed");
    const sat = find(name);
    if (!fixed || !sat) continue;
    const target = name === "available-dates-worst" ? WORST_P95_TARGET_MS : P95_TARGET_MS;
    const met = fixed.p95 <= target;
    verdicts.push(
      `- ${fixed.label} p95 ≤ ${target} ms, judged on the fixed-rate run (${fixed.rate} req/s over ${fixed.connections} connections): **${met ? "met" : "missed"}** (p95 ${fmtMs(fixed.p95)}${met ? "" : `, ${fmtMs(fixed.p95 - target)} over`}). ` +
        `At saturation (${fmtRps(sat.rps)} req/s) p95 is ${fmtMs(sat.p95)}: there it is queueing, about ${CONNECTIONS} / throughput = ${fmtMs((CONNECTIONS / sat.rps) * 1000)}, and no 2-core machine meets ${target} ms in that regime unless it serves more than ${fmtRps((CONNECTIONS / target) * 1000)} req/s.`,
    );
  }

  const table = tableOf(rows);
  console.log(`\n${table}\n`);
  const ratioHeader = ["| Page | App req/s | Bare req/s | Ratio | App CPU per request | Bare CPU per request |", "|---|---:|---:|---:|---:|---:|"];
  if (ratios.length) console.log([...ratioHeader, ...ratios].join("\n") + "\n");
  if (verdicts.length) console.log(verdicts.join("\n") + "\n");

  if (!noWrite) {
    const lines = [
      "# Throughput and latency: `npm run bench`",
      "",
      `Measured ${startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC by \`npm run bench\` (scripts/bench.mjs): production build (\`next build\` into ${DIST_DIR}) served by \`server.mjs\` (Next.js behind its page cache, as in production), ` +
        `a fresh PostgreSQL database (migrated, demo seed + ${PAINTERS} extra painters), autocannon ${machine.autocannon} (unlimited runs) and Node's http client (fixed-rate runs) in the bench process. ` +
        `Every run: ${WARMUP} s warm-up (discarded), then ${DURATION} s measured. Latency percentiles are computed from every response of the measured run (autocannon itself has no p95).`,
      "",
      "## Machine",
      "",
      `- CPU: ${machine.cpu}, ${machine.cores} cores; RAM ${machine.ram}; ${machine.os}`,
      `- Node ${machine.node}; Next ${machine.next}; Prisma ${machine.prisma} (@prisma/adapter-pg, pool of ${POOL_SIZE} connections)`,
      `- ${machine.postgres}, on the same machine`,
      `- Source: ${source}${skipBuild ? " (--no-build: the existing build was used)" : ""}`,
      `- Load average (1/5/15 min) before the run: ${loadBefore}; after: ${loadAfter}. Everything (Next, Postgres, the bench client) shares the ${machine.cores} cores, ` +
        "and other sessions may build or test on this machine at the same time: the 1-minute load at the start of each run is in the last table.",
      "",
      "## Results",
      "",
      table,
      "",
      ...(ratios.length
        ? [
            "Static pages against the bare server (same bytes, same content-type, its own process like the app). The first two rows are the pages as the app serves them (from its page cache after the first request: the target is judged on these); the rows marked no-cache send `Cache-Control: no-cache`, which makes the page cache pass the request to Next.js, and show what Next.js alone costs. CPU per request is the server process's own CPU time over the measured run divided by the requests it answered: unlike req/s it does not depend on what else ran on the machine.",
            "",
            ...ratioHeader,
            ...ratios,
            "",
          ]
        : []),
      "## Targets",
      "",
      ...verdicts,
      "",
      "## How to read this",
      "",
      `- *unlimited* = closed loop: ${CONNECTIONS} connections each send the next request as soon as the previous answer arrives. That saturates the 2 cores; latency is then mostly waiting in line (p95 ≈ connections / throughput).`,
      `- *fixed N req/s* = ${CONNECTIONS} keep-alive connections that together send N requests per second, evenly spaced, open loop: request k is due at k / N s and goes out on connection k mod ${CONNECTIONS} whether or not earlier answers are back, and its latency counts from the moment it was due (a server that falls behind is charged for the wait). Below saturation, latency is close to service time. The p95 target for quotes and bookings is judged on this run. (autocannon, used for the unlimited runs, cannot do this: its rate is a whole number of requests per second per connection, released in a burst at the start of each second.)`,
      `- The fixed rate is ${FIXED_RATE ? "BENCH_RATE" : "half the measured saturation throughput (rounded down to a multiple of 10 from 20 req/s up), at most 200 req/s"}.`,
      "- Pages are requested without Accept-Encoding (no gzip), like the bare server's bytes; both servers run as separate processes, the client in the bench process.",
      `- /location/${BOOKING_ZIP} as served by Next: ${pageBytes.length.toLocaleString("en-US")} bytes, ${pageType}, x-nextjs-cache ${pageCache}; from the second request on the page cache answers it (x-page-cache: HIT).`,
      `- POST /api/quotes: a two-room quote as the wizard sends it (service-area check, pricing, quote + rooms in one transaction).`,
      `- POST /api/bookings: every request books a different unbooked quote (${bookingQuotes.length.toLocaleString("en-US")} prepared, ${bookingsUsed.toLocaleString("en-US")} used incl. warm-ups; a one-day job) on date k mod ${HORIZON_DAYS} of the booking window, slot ⌊k/${HORIZON_DAYS}⌋ mod 3, ` +
        `so most attempts are real bookings (201: booking, job, slot reservation and two e-mails written to the outbox in one transaction). ` +
        `A 409 is a slot that no painter has left (capacity: ${PAINTERS} bench painters × ${HORIZON_DAYS} days × 3 slots plus the demo painters); a 200 would be a quote that was already booked.`,
      "- GET /api/availability: the bookable dates in turn, for one saved quote in 19103.",
      "- GET /api/contractor-available-dates (largest quote, 50 painters): the available dates of a 15,000 sq ft quote (the largest accepted online, 30 days of work) with 50 painters free for the 60-day window in its area: the search's worst case (target p95 ≤ 50 ms on the fixed-rate run).",
      "",
      "Per-run detail:",
      "",
      `CPU in cores (of ${machine.cores}) on average over the measured ${DURATION} s: the server under test (the app, or the bare server), the Postgres backends of the bench database, the bench client (autocannon or Node's http client), and everything else on the machine (other sessions, other databases' backends, the kernel's share not charged to a process).`,
      "",
      "| Target | Mode | Requests | Server CPU per request | Server | Postgres | Client | Other | Load (1 min) at start |",
      "|---|---|---:|---:|---:|---:|---:|---:|---:|",
      ...rows.map(
        (r) =>
          `| ${r.label} | ${r.mode === "saturation" ? "unlimited" : `fixed ${r.rate} req/s`} | ${r.total.toLocaleString("en-US")} | ${cpuPerRequest(r)} | ${r.cpu.server.toFixed(2)} | ${r.cpu.postgres.toFixed(2)} | ${r.cpu.client.toFixed(2)} | ${r.cpu.other.toFixed(2)} | ${r.loadAtStart.toFixed(2)} |`,
      ),
      "",
    ];
    // Hand-written analysis below the marker survives re-runs.
    const resultsFile = path.join(root, "bench/results.md");
    const previous = existsSync(resultsFile) ? readFileSync(resultsFile, "utf8") : "";
    const kept = previous.includes(NOTES_MARKER) ? previous.slice(previous.indexOf(NOTES_MARKER)) : "";
    mkdirSync(path.join(root, "bench"), { recursive: true });
    writeFileSync(resultsFile, lines.join("\n") + (kept ? `\n${kept}` : ""));
    log("written to bench/results.md");
  }
}

main()
  .catch(async (error) => {
    console.error(`[bench] ${error.stack ?? error.message}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanup();
    process.exit();
  });
