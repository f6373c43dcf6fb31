/**
 * npm run bench: throughput and latency of the production build on a real Postgres (README → npm scripts).
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
 *                                         location-next, faq, es-home, es-location, bare, health,
 *                                         pricing, service-area, availability,
 *                                         available-dates-worst, quotes, bookings)
 *   npm run bench -- --no-write           do not write bench/results.md
 *   npm run bench -- --sequential-only    only the single-client runs (quick A/B of the fixed cost)
 *   npm run bench -- --no-sequential      no single-client runs
 *   npm run bench -- --count-sql          the server's SQL round trips per request (through a relay)
 *   npm run bench -- --cpu-prof           profile the server (node --cpu-prof): a .cpuprofile per run
 *                                         in .data/bench-profiles/ and each run's top frames
 *
 * Every hot path (scripts/bench/budgets.ts) is also measured one request at a time (a single client,
 * one kept-alive connection), and its server CPU per request judged against its budgets, at load and
 * one at a time; the verdict names the paths over budget.
 *
 * Environment: BENCH_DURATION (s, default 10) and BENCH_WARMUP (s, default 3) per run,
 * BENCH_SEQUENTIAL_DURATION (s of each single-client run, default BENCH_DURATION),
 * BENCH_CONNECTIONS (default 50), BENCH_RATE (req/s of the fixed-rate runs; default half the
 * measured saturation throughput, at most 200), BENCH_PAINTERS (extra painters seeded for booking
 * capacity, default 48: 50 painters in the area with the demo's), DATABASE_POOL_SIZE (passed to the
 * app, default 10).
 *
 * Run with `tsx --conditions=react-server`: the lib/ modules it imports may be marked
 * `import "server-only"`, which throws on import without that condition.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { todayInNewYork } from "@/lib/scheduling/dates.shared";
import { bookableRange, datesBetween } from "@/lib/scheduling/window";
import { TIME_SLOTS } from "@/lib/scheduling/time-slots.shared";
import { freePort, root } from "../lib.mjs";
import { benchServerEnv } from "./server-env";
import { buildApp, startAppServer, stopProcess, waitHealthy } from "../shared/app-server";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  migrateAndSeed,
  serverUrl,
  withPg,
} from "../shared/database";
import { callApi } from "../shared/http";
import { startBareServer } from "./bare-server";
import {
  CONNECTIONS,
  countSql,
  DURATION,
  SEQUENTIAL_DURATION,
  cpuProf,
  DIST_DIR,
  FIXED_RATE,
  HORIZON_DAYS,
  log,
  noSequential,
  noWrite,
  PAINTERS,
  POOL_SIZE,
  sequentialOnly,
  skipBuild,
  WARMUP,
  wanted,
  BOOKING_ZIP,
} from "./config";
import { cpuSnapshot, cpuUsed } from "./cpu";
import { cloneQuote, seedBookingCapacity } from "./fixtures";
import { SEQUENTIAL_PATHS } from "./budgets";
import { startSqlRelay, type SqlRelay } from "./sql-round-trips";
import { fixedRate, saturation, sequential, type OnMeasure } from "./load";
import { load, machineDescription, sourceState } from "./machine";
import { SMALL_QUOTE_BODY, WORST_QUOTE_BODY } from "./quotes";
import {
  monotonicMicros,
  readProcessProfile,
  sliceProfile,
  summarize,
  topFrames,
  writeProfile,
} from "./profile";
import { fmtMs, fmtRps, modeText, report, statusMix, writeResults, type Row } from "./report";
import { makeTargets } from "./targets";

/** What to undo at the end, last first, however the run ends. */
const stops: (() => Promise<unknown>)[] = [];
let cleanedUp = false;
async function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const stop of stops.reverse())
    await stop().catch((error: Error) => console.error(`[bench] cleanup: ${error.message}`));
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping…`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Creates a quote through the API (as the wizard does) and returns the saved quote. */
async function createQuote(base: string, body: unknown, what: string) {
  const response = await callApi<{ id: string; paintableSqFt: number }>(`${base}/api/quotes`, {
    method: "POST",
    body,
    headers: { origin: base },
  });
  if (response.status !== 201 || !response.json) {
    throw new Error(
      `POST /api/quotes${what} answered ${response.status}: ${response.text ?? response.error}`,
    );
  }
  return response.json;
}

/** The page the bare server copies, as Next serves it; it must be kept by the page cache. */
async function capturePage(base: string) {
  const page = await fetch(`${base}/location/${BOOKING_ZIP}`);
  if (!page.ok) throw new Error(`/location/${BOOKING_ZIP} answered ${page.status}`);
  const bytes = Buffer.from(await page.arrayBuffer());
  const type = page.headers.get("content-type") ?? "text/html; charset=utf-8";
  const cache = page.headers.get("x-nextjs-cache") ?? page.headers.get("x-nextjs-prerender") ?? "–";
  // Served by the page cache from the second request on (server/page-cache.mjs).
  const cached = await fetch(`${base}/location/${BOOKING_ZIP}`);
  await cached.arrayBuffer();
  if (cached.headers.get("x-page-cache") !== "HIT")
    throw new Error(`/location/${BOOKING_ZIP} is not kept by the page cache`);
  return { bytes, type, cache };
}

async function main() {
  const startedAt = new Date();
  const loadBefore = load();
  log(`load average before the run (1/5/15 min): ${loadBefore}`);

  const dbName = `brushwise_bench_${randomBytes(4).toString("hex")}`;
  const adminUrl = databaseUrl(serverUrl, "postgres");
  const benchUrl = databaseUrl(serverUrl, dbName);
  const machine = await machineDescription(adminUrl);
  await createDatabase(adminUrl, dbName);
  stops.push(async () => {
    await dropDatabase(adminUrl, dbName);
    log(`dropped database ${dbName}`);
  });
  log(`database ${dbName} created`);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  stops.push(() => admin.end());

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = benchServerEnv({
    databaseUrl: benchUrl,
    base,
    distDir: DIST_DIR,
    poolSize: POOL_SIZE,
    adminPassword: "bench-admin-password",
  });

  await migrateAndSeed(env);
  const today = todayInNewYork();
  await withPg(benchUrl, (c) => seedBookingCapacity(c, PAINTERS, today));
  log(
    `migrated and seeded (demo data + ${PAINTERS} bench painters free on every slot ` +
      `for ${HORIZON_DAYS} days)`,
  );

  const source = sourceState();
  if (skipBuild && existsSync(path.join(root, DIST_DIR, "BUILD_ID"))) {
    log(`using the existing ${DIST_DIR} build (--no-build)`);
  } else {
    log(`building into ${DIST_DIR} (next build)…`);
    await buildApp(DIST_DIR, env);
  }

  mkdirSync(path.join(root, ".data"), { recursive: true });
  const serverLog = path.join(root, ".data/bench-next-server.log");
  // --cpu-prof: the server alone is profiled (not the build or the seed, which share `env`).
  const profileDir = path.join(root, ".data/bench-profiles");
  if (cpuProf) {
    rmSync(profileDir, { recursive: true, force: true });
    mkdirSync(profileDir, { recursive: true });
  }
  const nodeArgs = cpuProf ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, "--cpu-prof-interval=250"] : [];
  let sql: SqlRelay | undefined;
  if (countSql) {
    const relay = await startSqlRelay(benchUrl);
    stops.push(() => relay.close());
    sql = relay;
  }
  const serverEnv = sql ? { ...env, DATABASE_URL: sql.url } : env;
  const server = startAppServer({ port, env: serverEnv, logFile: serverLog, nodeArgs });
  let serverStopped = false;
  const stopServer = async () => {
    if (serverStopped) return;
    serverStopped = true;
    await stopProcess(server.child);
  };
  stops.push(stopServer);
  await waitHealthy(server, 90_000);
  log(`server.mjs (pid ${server.child.pid}) on ${base}, log in ${path.relative(root, serverLog)}`);

  const page = await capturePage(base);
  const bare = await startBareServer(page.bytes, page.type);
  stops.push(async () => bare.removeFile());
  stops.push(() => stopProcess(bare.child));
  log(
    `bare http server (pid ${bare.child.pid}) on 127.0.0.1:${bare.port} ` +
      `serving ${page.bytes.length.toLocaleString("en-US")} bytes`,
  );

  // Quotes for the availability and booking targets: one created through the API, then cloned.
  const template = await createQuote(base, SMALL_QUOTE_BODY, "");
  const worst = await createQuote(base, WORST_QUOTE_BODY, " (worst case)");
  const capacity = (PAINTERS + 3) * HORIZON_DAYS * TIME_SLOTS.length;
  const bookingQuotes = await withPg(benchUrl, (c) => cloneQuote(c, template.id, capacity));
  log(
    `${bookingQuotes.length.toLocaleString("en-US")} unbooked quotes of ${template.paintableSqFt} sq ft ` +
      `(a one-day job) for the booking runs`,
  );

  const { first, last } = bookableRange(today);
  const { targets, bookingsSent } = makeTargets({
    base,
    barePort: bare.port,
    templateId: template.id,
    worstId: worst.id,
    bookingQuotes,
    bookable: datesBetween(first, last),
  });

  // Check every payload once before measuring: a bench of 400s would measure nothing.
  for (const [name, target] of Object.entries(targets)) {
    if (!wanted(name) || name === "bookings") continue;
    const r = target.request();
    const req = r.setupRequest ? r.setupRequest({ ...r }) : r;
    const response = await fetch(`${target.url.replace(/\/$/, "")}${req.path}`, {
      method: req.method,
      headers: req.headers,
      body: req.body,
    });
    if (!response.ok)
      throw new Error(
        `${target.label} answered ${response.status}: ${(await response.text()).slice(0, 300)}`,
      );
  }

  const rows: Row[] = [];
  /** Each run's measured window (monotonic µs), to cut the server's profile by (--cpu-prof). */
  const windows = new Map<Row, { from: number; to: number }>();
  const measure = async (name: string, mode: Row["mode"], rate?: number): Promise<Row> => {
    const target = targets[name]!;
    const serverPid = (name === "bare" ? bare.child.pid : server.child.pid) ?? 0;
    const connections = mode === "sequential" ? 1 : CONNECTIONS;
    const loadAtStart = os.loadavg()[0] ?? 0;
    const window = { from: 0, to: 0 };
    let sqlRoundTrips: number | undefined;
    const onMeasure: OnMeasure = async (fn) => {
      const before = await cpuSnapshot(admin, dbName, serverPid);
      const sqlBefore = sql?.roundTrips() ?? 0;
      window.from = monotonicMicros();
      const value = await fn();
      window.to = monotonicMicros();
      if (sql && name !== "bare") sqlRoundTrips = sql.roundTrips() - sqlBefore;
      return { value, cpu: await cpuUsed(admin, dbName, serverPid, before) };
    };
    log(
      `${target.label}: ${connections} connections, ${modeText({ mode, rate })} (${WARMUP} s warm-up + ${mode === "sequential" ? SEQUENTIAL_DURATION : DURATION} s)…`,
    );
    const stats =
      mode === "saturation"
        ? await saturation(autocannon, target, connections, onMeasure)
        : mode === "fixed"
          ? await fixedRate(target, connections, rate ?? 1, onMeasure)
          : await sequential(target, onMeasure);
    const row: Row = {
      name,
      label: target.label,
      mode,
      connections,
      rate,
      loadAtStart,
      ...stats,
      sqlRoundTrips,
    };
    windows.set(row, window);
    log(
      `  ${fmtRps(row.rps)} req/s, p50 ${fmtMs(row.p50)}, p95 ${fmtMs(row.p95)}, p99 ${fmtMs(row.p99)}; ` +
        `${statusMix(row)}` +
        (sqlRoundTrips === undefined
          ? ""
          : `; ${(sqlRoundTrips / Math.max(1, row.total)).toFixed(1)} SQL round trips per request`),
    );
    rows.push(row);
    return row;
  };
  // Half the saturation throughput (rounded down to 10 req/s from 20 up), at most 200 req/s.
  const fixedRateFor = (saturated: Row) => {
    const half = saturated.rps / 2;
    return (
      FIXED_RATE ?? Math.max(1, Math.min(200, half >= 20 ? Math.floor(half / 10) * 10 : Math.floor(half)))
    );
  };

  const atLoad = !sequentialOnly;
  const oneAtATime = (name: string) => !noSequential && SEQUENTIAL_PATHS.includes(name);
  for (const name of [
    "home",
    "location",
    "bare",
    "home-next",
    "location-next",
    "faq",
    "es-home",
    "es-location",
    "health",
    "pricing",
    "service-area",
    "availability",
  ]) {
    if (!wanted(name)) continue;
    // The probe is measured one at a time only: at load it would measure the database's SELECT 1.
    if (atLoad && name !== "health") await measure(name, "saturation");
    if (oneAtATime(name)) await measure(name, "sequential");
  }
  for (const name of ["available-dates-worst", "quotes", "bookings"]) {
    if (!wanted(name)) continue;
    if (atLoad) {
      const saturated = await measure(name, "saturation");
      await measure(name, "fixed", fixedRateFor(saturated));
    }
    if (oneAtATime(name)) await measure(name, "sequential");
  }

  const profiles: string[] = [];
  if (cpuProf) {
    await stopServer(); // the profile is written as the server exits
    const whole = readProcessProfile(profileDir, server.child.pid ?? 0);
    for (const [row, { from, to }] of windows) {
      if (row.name === "bare") continue;
      const slice = sliceProfile(whole, from, to);
      const file = path.join(profileDir, `${row.name}-${row.mode}.cpuprofile`);
      writeProfile(file, slice);
      profiles.push(
        `${row.label}, ${modeText(row)} (${path.relative(root, file)}):`,
        ...topFrames(summarize(slice), row.total).map((line) => `  ${line}`),
        "",
      );
    }
    console.log(`\n${profiles.join("\n")}`);
  }

  const markdown = report(rows, {
    startedAt,
    machine,
    source,
    loadBefore,
    loadAfter: load(),
    page: { bytes: page.bytes.length, type: page.type, cache: page.cache },
    bookingQuotes: bookingQuotes.length,
    bookingsUsed: bookingsSent(),
    profiles,
  });
  if (!noWrite) {
    writeResults(markdown);
    log("written to bench/results.md");
  }
}

main()
  .catch((error: Error) => {
    console.error(`[bench] ${error.stack ?? error.message}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanup();
    process.exit();
  });
