/**
 * npm run bench:scale: the app at ten years of data.
 *
 * Seeds (or reuses) the scale database `brushwise_scale` (scripts/bench/scale/data-set.ts: at factor 1 a million
 * bookings, three million quotes, 5,000 painters, and their invoices, payments and payouts), builds the app into .next-scale, starts the
 * production server (server.mjs) on it and measures every read target (targets.ts; the p95 goals are
 * TARGET_MS in options.ts, reported beside each result in bench/scale.md) one client at a time and at 50 connections (closed loop), with the server's memory per phase; explains the key
 * queries as the app runs them; compares booking creation with an empty database holding the same
 * painters; downloads the CSV exports of every booking and every invoice; writes bench/scale.md. The scale database is
 * kept (seeding takes minutes); the empty one is dropped.
 *
 *   npm run bench:scale                              seed brushwise_scale at factor 1, then measure
 *   npm run bench:scale -- --factor=0.02             a smaller data set (a quick check of the bench)
 *   npm run bench:scale -- --reuse postgresql://postgres@127.0.0.1:5432/brushwise_scale
 *                                                    measure an existing scale database as it is
 *   npm run bench:scale -- --no-build                reuse .next-scale as it is
 *   npm run bench:scale -- --no-empty                no empty database for the booking comparison
 *   npm run bench:scale -- --only=list,search,bookings   a subset (prefixes of the target names:
 *                                                    list-first, list-next, search-*, filter-*, analytics,
 *                                                    dashboard-*, available-dates, cleanup-stats, plans,
 *                                                    bookings, export, and payments-*: the Payments list,
 *                                                    its searches, totals, painters owed, statements and
 *                                                    payments-export)
 *   npm run bench:scale -- --no-write                print, do not write bench/scale.md
 *
 * Environment: BENCH_ADMIN_DATABASE_URL (a database of the server that may create databases;
 * default postgresql://postgres@127.0.0.1:5432/postgres), SCALE_DATABASE (the scale database's name,
 * default brushwise_scale; the empty one is <name>_empty_<random>), BENCH_DURATION / BENCH_WARMUP (s, closed
 * loop and fixed rate runs), SCALE_REQUESTS / SCALE_WARMUP_REQUESTS (single client),
 * DATABASE_POOL_SIZE (the app's pool, default 10).
 *
 * Run with `tsx --conditions=react-server`: the lib/ functions it explains are server-only.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import autocannon from "autocannon";
import type pg from "pg";
import { freePort, root } from "../../lib.mjs";
import { benchServerEnv } from "../server-env";
import { buildApp, startAppServer, stopProcess, waitHealthy, type AppServer } from "../../shared/app-server";
import { dropDatabase } from "../../shared/database";
import { callApi } from "../../shared/http";
import { cpuSnapshot, cpuUsed } from "../cpu";
import { saturation, type OnMeasure } from "../load";
import { load, machineDescription, sourceState } from "../machine";
import { fmtMs, statusMix } from "../report";
import { measureBookings, removeBookingRuns, saveQuote, type BookingRuns } from "./bookings";
import { pgClient, prepareEmptyDatabase, prepareScaleDatabase, prismaFor, tableFacts } from "./database";
import { explainProbes, type ProbeResult } from "./explain";
import { cursorPagePaths, type PagedList } from "./cursor-pages";
import { CSV_EXPORTS, downloadExport } from "./export";
import { MemorySampler } from "./memory";
import {
  ADMIN_PASSWORD,
  CONNECTIONS,
  DIST_DIR,
  log,
  options,
  PAINTER_PASSWORD,
  painterEmail,
  POOL_SIZE,
  SCALE_DATABASE,
} from "./options";
import { keyQueries } from "./probes";
import { scaleReport, writeScaleReport, type ReadResult, type ScaleRun } from "./report";
import { loadSamples, type Samples } from "./samples";
import { sendOnce, sequential } from "./sequential";
import { readTargets, type ScaleTarget } from "./targets";

const ADMIN_URL = process.env.BENCH_ADMIN_DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";

/** What to undo at the end, last first, however the run ends. */
const stops: (() => Promise<unknown>)[] = [];
let cleanedUp = false;
async function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const stop of stops.reverse())
    await stop().catch((error: Error) => console.error(`[bench:scale] cleanup: ${error.message}`));
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping…`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** The production server's environment (scripts/bench/server-env.ts) on database `url`. */
const serverEnv = (url: string, base: string) =>
  benchServerEnv({
    databaseUrl: url,
    base,
    distDir: DIST_DIR,
    poolSize: POOL_SIZE,
    adminPassword: ADMIN_PASSWORD,
  });

/** server.mjs on a free port against `url`; stopped at the end of the run (or earlier by the caller). */
async function startServer(
  url: string,
  name: string,
): Promise<{ server: AppServer; base: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  mkdirSync(path.join(root, ".data"), { recursive: true });
  const logFile = path.join(root, `.data/bench-scale-${name}-server.log`);
  const server = startAppServer({ port, env: serverEnv(url, base), logFile });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopProcess(server.child);
  };
  stops.push(stop);
  await waitHealthy(server, 120_000);
  log(
    `server.mjs (pid ${server.child.pid}) on ${base} against ${name}, log in ${path.relative(root, logFile)}`,
  );
  return { server, base, stop };
}

async function login(base: string, path: string, body: unknown): Promise<string> {
  const answer = await callApi<{ token?: string }>(`${base}${path}`, {
    method: "POST",
    body,
    headers: { origin: base },
  });
  if (answer.status !== 200 || !answer.json?.token)
    throw new Error(`POST ${path} answered ${answer.status}: ${answer.text ?? answer.error}`);
  return answer.json.token;
}

/** CPU of the server and of the database's backends while `fn` runs (scripts/bench/cpu.ts). */
function measurer(admin: pg.Client, dbName: string, serverPid: number): OnMeasure {
  return async (fn) => {
    const before = await cpuSnapshot(admin, dbName, serverPid);
    const value = await fn();
    return { value, cpu: await cpuUsed(admin, dbName, serverPid, before) };
  };
}

/** The bookings list's next pages: newest first and by scheduled date, with and without a filter. */
function bookingPages(samples: Samples): PagedList {
  const queries = ["", "sort=scheduled", "dir=asc", "status=completed", "status=scheduled&sort=scheduled"];
  if (samples.counties[0]) queries.push(`county=${samples.counties[0]}`);
  return { path: "/api/admin/bookings", queries, pages: 4, keepFrom: 2 };
}

/** The Payments list's pages 11–20 (25 a page, as the tab asks), by filter. */
const PAYMENT_PAGES: PagedList = {
  path: "/api/admin/invoices",
  queries: ["", "status=open", "status=overdue", "status=paid", "status=void"],
  pages: 20,
  keepFrom: 11,
};

/** One target: its first request must answer 2xx, then one client, then 50 connections. */
async function measureRead(
  target: ScaleTarget,
  onMeasure: OnMeasure,
  memory: MemorySampler,
): Promise<ReadResult> {
  const agent = new http.Agent({ keepAlive: false });
  const first = await sendOnce(target, agent);
  agent.destroy();
  if (first.status < 200 || first.status >= 300)
    return { target, failure: `first request answered ${first.status || "nothing"}` };
  const single = await memory.phase(`${target.label}: 1 client`, () => sequential(target, onMeasure));
  log(`${target.label}: 1 client p50 ${fmtMs(single.p50)}, p95 ${fmtMs(single.p95)}; ${statusMix(single)}`);
  const closed = await memory.phase(`${target.label}: ${CONNECTIONS} connections`, () =>
    saturation(autocannon, target, CONNECTIONS, onMeasure),
  );
  log(
    `  ${CONNECTIONS} connections: p95 ${fmtMs(closed.p95)}, ${closed.rps.toFixed(0)} req/s; ${statusMix(closed)}`,
  );
  return { target, single, closed };
}

const countOf = async (c: pg.Client, sql: string, params: unknown[] = []) =>
  Number((await c.query<{ n: string }>(sql, params)).rows[0]!.n);

/** The key queries explained with the parameters they ran with (a client that reports its SQL). */
async function explainKeyQueries(
  url: string,
  pgc: pg.Client,
  samples: Samples,
  painterId: string,
  quoteId: string,
) {
  const db = prismaFor(url, { logQueries: true });
  try {
    return await explainProbes(db, pgc, keyQueries({ samples, painterId, quoteId }));
  } finally {
    await db.$disconnect();
  }
}

/** The booking runs on a fresh database with the scale data set's painters and no history. */
async function emptyBookings(
  scaleUrl: string,
  admin: pg.Client,
): Promise<{ runs: BookingRuns; painters: number }> {
  const name = `${SCALE_DATABASE}_empty_${randomBytes(4).toString("hex")}`;
  stops.push(async () => {
    await dropDatabase(ADMIN_URL, name);
    log(`dropped database ${name}`);
  });
  log(`creating ${name} with the scale data set's painters…`);
  const url = await prepareEmptyDatabase(ADMIN_URL, name, scaleUrl);
  const { server, base, stop } = await startServer(url, "empty");
  const pgc = await pgClient(url);
  try {
    const painters = await countOf(pgc, `SELECT count(*) AS n FROM "Contractor"`);
    const runs = await measureBookings(base, pgc, measurer(admin, name, server.child.pid ?? 0));
    return { runs, painters };
  } finally {
    await pgc.end();
    await stop();
  }
}

async function main() {
  const startedAt = new Date();
  const loadBefore = load();
  log(`load average before the run (1/5/15 min): ${loadBefore}`);
  const machine = await machineDescription(ADMIN_URL);
  const source = sourceState();
  const url = await prepareScaleDatabase(ADMIN_URL, options.reuse, options.factor);
  const dbName = new URL(url).pathname.slice(1);

  if (options.skipBuild && existsSync(path.join(root, DIST_DIR, "BUILD_ID"))) {
    log(`using the existing ${DIST_DIR} build (--no-build)`);
  } else {
    log(`building into ${DIST_DIR} (next build)…`);
    await buildApp(DIST_DIR, serverEnv(url, "http://127.0.0.1:3000"));
  }

  const admin = await pgClient(ADMIN_URL);
  stops.push(() => admin.end());
  const pgc = await pgClient(url);
  stops.push(() => pgc.end());
  const { server, base, stop: stopScaleServer } = await startServer(url, dbName);
  const serverPid = server.child.pid ?? 0;
  const memory = new MemorySampler(serverPid);
  stops.push(async () => memory.stop());
  const onMeasure = measurer(admin, dbName, serverPid);

  const adminToken = await login(base, "/api/admin/login", { password: ADMIN_PASSWORD });
  const painterToken = await login(base, "/api/contractor/login", {
    email: painterEmail(1),
    password: PAINTER_PASSWORD,
  });
  const bookingCount = await countOf(pgc, `SELECT count(*) AS n FROM "Booking"`);
  const samples = await loadSamples(pgc, bookingCount);
  const painterId = (
    await pgc.query<{ id: string }>(`SELECT id FROM "Contractor" WHERE email = $1`, [painterEmail(1)])
  ).rows[0]!.id;
  const quoteId = await saveQuote(base);
  // The reused database is left as it was found: the quote goes before the row counts (or at the end).
  let quoteRemoved = false;
  const removeQuote = async () => {
    if (quoteRemoved) return;
    quoteRemoved = true;
    await pgc.query(`DELETE FROM "Quote" WHERE id = $1`, [quoteId]);
  };
  stops.push(removeQuote);
  const nextPages = await cursorPagePaths(base, adminToken, bookingPages(samples));
  const paymentPages = await cursorPagePaths(base, adminToken, PAYMENT_PAGES);
  log(
    `${bookingCount.toLocaleString("en-US")} bookings; samples loaded; ${nextPages.length} next-page paths, ` +
      `${paymentPages.length} Payments pages`,
  );

  const reads: ReadResult[] = [];
  const inputs = { base, adminToken, painterToken, samples, nextPages, paymentPages, quoteId };
  for (const target of readTargets(inputs)) {
    if (!options.wanted(target.name)) continue;
    reads.push(await measureRead(target, onMeasure, memory));
  }

  let plans: ProbeResult[] = [];
  if (options.wanted("plans")) {
    log("explaining the key queries…");
    plans = await explainKeyQueries(url, pgc, samples, painterId, quoteId);
    for (const plan of plans) {
      const scans = plan.statements.flatMap((s) => s.seqScans).length;
      log(
        `  ${plan.name}: ${plan.error ? `failed: ${plan.error.split("\n")[0]}` : `${plan.statements.length} statements`}${scans ? `, ${scans} seq scans on a big table` : ""}`,
      );
    }
  }

  const bookings: ScaleRun["bookings"] = {};
  if (options.wanted("bookings")) {
    log("booking creation on the scale database…");
    const since = new Date();
    bookings.scale = await memory.phase("Booking creation", () => measureBookings(base, pgc, onMeasure));
    await removeBookingRuns(pgc, bookings.scale.quoteIds, since);
  } else bookings.note = "Not measured (--only).";

  const exports: ScaleRun["exports"] = [];
  const invoiceCount = await countOf(pgc, `SELECT count(*) AS n FROM "Invoice"`);
  for (const csv of CSV_EXPORTS) {
    if (!options.wanted(csv.name)) continue;
    log(`${csv.title}…`);
    const phase = await memory.phase(csv.title, async () => downloadExport(base, adminToken, csv.path));
    const measured = memory.phases.at(-1)!;
    const expected = csv.name === "export" ? bookingCount : invoiceCount;
    exports.push({ ...csv, ...phase, startMb: measured.startMb, peakMb: measured.peakMb, expected });
    log(
      `${csv.name}: ${phase.status}, ${phase.rows} rows in ${phase.seconds.toFixed(1)} s, peak ${measured.peakMb.toFixed(0)} MB`,
    );
  }
  memory.stop();
  await stopScaleServer();

  if (bookings.scale && !options.skipEmpty) {
    const empty = await emptyBookings(url, admin);
    bookings.empty = empty.runs;
    bookings.emptyPainters = empty.painters;
  } else if (bookings.scale) bookings.note = "The empty database was not measured (--no-empty).";

  await removeQuote();
  const facts = await tableFacts(url);
  const run: ScaleRun = {
    startedAt,
    finishedAt: new Date(),
    command: `npm run bench:scale${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(" ")}` : ""}`,
    machine,
    source,
    loadBefore,
    loadAfter: load(),
    database: dbName,
    facts,
    reads,
    bookings,
    exports,
    memory: memory.phases,
    plans,
  };
  const report = scaleReport(run);
  console.log(report.measured);
  if (!options.noWrite) {
    writeScaleReport(report);
    log("written to bench/scale.md");
  }
}

main()
  .catch((error: Error) => {
    console.error(`[bench:scale] ${error.stack ?? error.message}`);
    process.exitCode = 1;
  })
  .finally(async () => {
    await cleanup();
    process.exit();
  });
