#!/usr/bin/env node
/**
 * npm run test:cluster: two app instances (server.mjs on two ports) sharing
 * one Postgres database, as in production behind a load balancer.
 *
 *   A. Race: 200 concurrent bookings of the same slot (one painter's morning),
 *      each for its own quote, split across both instances: exactly one 201,
 *      the rest a clean 409 with a JSON error, exactly one booking in the database.
 *   C. Background jobs with both instances running them: every outbox e-mail is
 *      delivered exactly once, every booking due tomorrow gets one reminder, the
 *      daily cleanup runs once.
 *   B. Crash: a sustained stream of bookings on both instances, instance 1 is
 *      killed (SIGKILL) mid-load, the stream goes on on instance 2: every booking
 *      answered 2xx is in the database with everything a booking consists of, no
 *      half-written booking, no double-booked slot; afterwards the survivor
 *      delivers what the dead instance had claimed (lease expiry) and queues the
 *      reminders, still exactly once.
 *
 * It creates its own database on DATABASE_URL's server (default
 * postgresql://postgres@127.0.0.1:5432/postgres), migrates and seeds it, and
 * drops it at the end. It builds into .next-cluster (NEXT_DIST_DIR) unless
 * CLUSTER_DIST_DIR names an existing build to reuse (e.g. CLUSTER_DIST_DIR=.next
 * right after the end-to-end suite's build: same code, no database at build time).
 * Server logs and the e-mail delivery record go to .test-data/cluster/<run>/, kept
 * when something fails. CLUSTER_REPORT_FILE=<path> also writes the counts as
 * JSON ({ numPassedTests, numFailedTests, failures }) for a summarising runner.
 * Needs a real PostgreSQL server that may CREATE DATABASE (not the embedded one).
 */
import { spawn } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { bin, freePort, nextBin, ONE_CLIENT_IS_EVERYONE_LIMITS, root, run, serverScript } from "./lib.mjs";

const AUTH_SECRET = "test-secret-for-automated-tests-only-0123456789abcdef";
const BACKGROUND_INTERVAL_MS = 500;
/** Messages claimed by the killed instance come back after this long (production: 5 minutes). */
const EMAIL_LEASE_MS = 5_000;
const RACE_ATTEMPTS = 200;
const CRASH_CONCURRENCY = 40;
const CRASH_QUOTES_PER_AREA = 90;
/** A ZIP no seeded service area covers: the race's painter is the only one there. */
const RACE_ZIP = "19601";
const RACE_ADDRESS = `100 Penn St, Reading, PA ${RACE_ZIP}`;
/** One address per served county, so the crash stream spreads over all seeded painters. */
const AREAS = [
  "2116 Spruce St, Philadelphia, PA 19103",
  "1 Main St, Norristown, PA 19401",
  "22 S Olive St, Media, PA 19063",
  "130 W Gay St, West Chester, PA 19380",
];
const SLOTS = ["morning", "afternoon", "evening"];

const runId = randomBytes(4).toString("hex");
const runDir = path.join(root, ".test-data/cluster", runId);
const deliveryLog = path.join(runDir, "deliveries.jsonl");
const baseDbUrl = process.env.DATABASE_URL || "postgresql://postgres@127.0.0.1:5432/postgres";
const dbName = `brushwise_cluster_${runId}`;
const dbUrl = (() => {
  const url = new URL(baseDbUrl);
  url.pathname = `/${dbName}`;
  url.searchParams.delete("schema");
  return url.toString();
})();

// ─── Small test harness ─────────────────────────────────────────────────────

const results = { passed: 0, failed: 0, failures: [] };
let currentScenario = "";

function check(name, ok, detail) {
  if (ok) {
    results.passed++;
    console.log(`  ✓ ${name}`);
  } else {
    results.failed++;
    results.failures.push(`${currentScenario}: ${name}`);
    const text = detail === undefined ? "" : typeof detail === "string" ? detail : JSON.stringify(detail);
    console.log(`  ✗ ${name}${text ? `\n      ${text.length > 1500 ? `${text.slice(0, 1500)}…` : text}` : ""}`);
  }
  return ok;
}

async function scenario(name, fn) {
  currentScenario = name;
  console.log(`\n${name}`);
  const started = Date.now();
  try {
    await fn();
  } catch (error) {
    check(`completes without error`, false, error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)}s)`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const info = (text) => console.log(`    · ${text}`);

async function waitFor(what, predicate, { timeoutMs = 60_000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await predicate();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what}`);
    await sleep(intervalMs);
  }
}

/** Runs `fn` over `items` with at most `limit` at a time. */
async function pool(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        out[index] = await fn(items[index], index);
      }
    }),
  );
  return out;
}

// ─── Database ───────────────────────────────────────────────────────────────

async function withAdminClient(fn) {
  const client = new pg.Client({ connectionString: baseDbUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

let sql; // pg.Pool on the test database, for fixtures and checks
const query = async (text, params) => (await sql.query(text, params)).rows;

// ─── Dates (New York calendar, like the app) ────────────────────────────────

const todayInNewYork = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
function addDays(date, days) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// ─── App instances ──────────────────────────────────────────────────────────

const instances = [];

function startInstance(name, port, distDir) {
  const logFile = path.join(runDir, `${name}.log`);
  const fd = openSync(logFile, "a");
  const env = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: distDir,
    PORT: String(port),
    DATABASE_URL: dbUrl,
    AUTH_SECRET,
    AUTH_TRUST_HOST: "true",
    ADMIN_PASSWORD: "test-admin-password",
    BCRYPT_ROUNDS: "4",
    RESEND_API_KEY: "",
    UPLOADTHING_TOKEN: "",
    UPLOAD_DIR: path.join(runDir, "uploads"),
    DEV_EMAILS_PAGE: "true",
    BACKGROUND_JOBS: "on",
    BACKGROUND_INTERVAL_MS: String(BACKGROUND_INTERVAL_MS),
    EMAIL_LEASE_MS: String(EMAIL_LEASE_MS),
    EMAIL_DELIVERY_LOG: deliveryLog,
    ...ONE_CLIENT_IS_EVERYONE_LIMITS,
  };
  // Its own process group, so that killing it takes any child process along.
  const child = spawn(process.execPath, [serverScript], {
    cwd: root,
    env: { ...env, PORT: String(port), HOSTNAME: "127.0.0.1" },
    detached: true,
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  const instance = { name, port, url: `http://127.0.0.1:${port}`, child, logFile, exited: false, killedAt: 0 };
  child.once("exit", () => (instance.exited = true));
  instances.push(instance);
  return instance;
}

function killInstance(instance, signal) {
  if (instance.exited) return;
  try {
    process.kill(-instance.child.pid, signal);
  } catch {
    /* already gone */
  }
}

process.once("exit", () => instances.forEach((i) => killInstance(i, "SIGKILL")));
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    instances.forEach((i) => killInstance(i, "SIGKILL"));
    process.exit(130);
  });
}

async function waitHealthy(instance) {
  await waitFor(
    `${instance.name} /api/health`,
    async () => {
      if (instance.exited) throw new Error(`${instance.name} exited during start-up; see ${instance.logFile}`);
      try {
        const response = await fetch(`${instance.url}/api/health`, { signal: AbortSignal.timeout(2000) });
        return response.status === 200;
      } catch {
        return false;
      }
    },
    { timeoutMs: 60_000, intervalMs: 300 },
  );
}

// ─── HTTP ───────────────────────────────────────────────────────────────────

let ipCounter = 0;
/** Each simulated client its own address (as the load balancer would report it). */
const nextClientIp = () => {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** One API call; network failures (a killed server) come back as status 0. */
async function api(instance, method, urlPath, body) {
  try {
    const response = await fetch(`${instance.url}${urlPath}`, {
      method,
      headers: {
        accept: "application/json",
        "x-forwarded-for": nextClientIp(),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: response.status, json, text };
  } catch (error) {
    return { status: 0, error: error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error) };
  }
}

function quotePayload(address, email) {
  return {
    projectType: "interior",
    address,
    propertyType: "single-family",
    customerName: "Cluster Tester",
    email,
    phone: "215-555-0199",
    // 10×10 ft, 8 ft high: 320 sq ft of walls, one day for every painter.
    rooms: [{ type: "bedroom", length: 10, width: 10, height: 8, paintWalls: true, paintOptions: { customerSupplies: true } }],
  };
}

/** Quotes through the API, spread over both instances; each with its own customer e-mail. */
async function createQuotes(address, count, tag) {
  return pool(Array.from({ length: count }, (_, i) => i), 16, async (i) => {
    const email = `cluster-${tag}-${i}@example.com`;
    const response = await api(instances[i % 2], "POST", "/api/quotes", quotePayload(address, email));
    if (response.status !== 201) throw new Error(`POST /api/quotes answered ${response.status}: ${response.text ?? response.error}`);
    return { id: response.json.id, email, address };
  });
}

const book = (instance, quoteId, scheduledDate, timeSlot) => api(instance, "POST", "/api/bookings", { quoteId, scheduledDate, timeSlot });

async function availableDates(instance, quoteId) {
  const response = await api(instance, "GET", `/api/contractor-available-dates?quoteId=${quoteId}`);
  if (response.status !== 200) throw new Error(`available dates answered ${response.status}: ${response.text}`);
  return response.json.availableDates;
}

async function availableSlots(instance, quoteId, date) {
  const response = await api(instance, "GET", `/api/availability?date=${date}&quoteId=${quoteId}`);
  if (response.status !== 200) throw new Error(`availability answered ${response.status}: ${response.text}`);
  return response.json.timeSlots.filter((s) => s.available).map((s) => s.id);
}

// ─── What the database says ─────────────────────────────────────────────────

/** Deliveries recorded by the dev transport (EMAIL_DELIVERY_LOG): message id → [{ pid, at }]. */
function readDeliveries() {
  const byId = new Map();
  if (!existsSync(deliveryLog)) return byId;
  for (const line of readFileSync(deliveryLog, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line);
    if (!byId.has(entry.id)) byId.set(entry.id, []);
    byId.get(entry.id).push(entry);
  }
  return byId;
}

/** The id of a booking a signed cancel link (HMAC with AUTH_SECRET, lib/bookings/tokens.ts) is valid for. */
function verifyCancelToken(token) {
  const [payload, signature] = token.split(".");
  if (!payload || !signature) return null;
  const expected = createHmac("sha256", AUTH_SECRET).update(`booking-link:${payload}`).digest("base64url");
  if (expected !== signature) return null;
  const data = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  return data.a === "cancel" && data.e > Date.now() ? data.b : null;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * Everything a booking made through the API consists of (lib/bookings/create.ts),
 * for every booking of this run's quotes; returns the problems found.
 */
async function auditBookings() {
  const bookings = await query(
    `SELECT b.id, b."quoteId", b.status::text, b."scheduledDate"::text AS date, b."timeSlot"::text AS slot, b."estimatedDays" AS days,
            b."reminderSentAt", q.email
       FROM "Booking" b JOIN "Quote" q ON q.id = b."quoteId"
      WHERE q.email LIKE 'cluster-%'`,
  );
  const ids = bookings.map((b) => b.id);
  const assignments = await query(
    `SELECT j."bookingId", j."contractorId", j.status::text, j."contractorEarnings"::float AS earnings, c.email
       FROM "JobAssignment" j JOIN "Contractor" c ON c.id = j."contractorId" WHERE j."bookingId" = ANY($1::uuid[])`,
    [ids],
  );
  const reservations = await query(
    `SELECT "bookingId", "contractorId", date::text AS date, "timeSlot"::text AS slot FROM "SlotReservation" WHERE "bookingId" = ANY($1::uuid[])`,
    [ids],
  );
  const emails = await query(`SELECT id, "to", template, html, text FROM "EmailMessage" WHERE template <> 'cluster-burst'`);
  const emailsByBooking = new Map();
  for (const email of emails) {
    for (const id of new Set(email.html.match(UUID) ?? [])) {
      if (!emailsByBooking.has(id)) emailsByBooking.set(id, []);
      emailsByBooking.get(id).push(email);
    }
  }
  const group = (rows) => {
    const map = new Map();
    for (const row of rows) {
      if (!map.has(row.bookingId)) map.set(row.bookingId, []);
      map.get(row.bookingId).push(row);
    }
    return map;
  };
  const assignmentsOf = group(assignments);
  const reservationsOf = group(reservations);

  const problems = [];
  for (const b of bookings) {
    const bad = (what) => problems.push(`${b.id}: ${what}`);
    if (b.status !== "scheduled") bad(`status ${b.status}`);
    const jobs = assignmentsOf.get(b.id) ?? [];
    if (jobs.length !== 1) {
      bad(`${jobs.length} job assignments`);
      continue;
    }
    const [job] = jobs;
    if (job.status !== "assigned" || !(job.earnings > 0)) bad(`assignment ${job.status}, earnings ${job.earnings}`);
    const held = (reservationsOf.get(b.id) ?? []).sort((x, y) => x.date.localeCompare(y.date));
    const expectedDates = Array.from({ length: b.days }, (_, i) => addDays(b.date, i));
    if (
      held.length !== b.days ||
      held.some((r, i) => r.contractorId !== job.contractorId || r.slot !== b.slot || r.date !== expectedDates[i])
    ) {
      bad(`slot reservations ${JSON.stringify(held.map((r) => `${r.date} ${r.slot}`))} for ${b.days} day(s) from ${b.date} ${b.slot}`);
    }
    const mail = emailsByBooking.get(b.id) ?? [];
    const confirmations = mail.filter((m) => m.template === "booking-confirmation" && m.to === b.email);
    const painterNotices = mail.filter((m) => m.template === "contractor-new-job" && m.to === job.email);
    if (confirmations.length !== 1) bad(`${confirmations.length} confirmation e-mails`);
    if (painterNotices.length !== 1) bad(`${painterNotices.length} new-job e-mails to the painter`);
    const token = confirmations[0]?.text.match(/\/cancel-booking\/([\w-]+\.[\w-]+)/)?.[1];
    if (confirmations.length === 1 && (!token || verifyCancelToken(token) !== b.id)) bad("no valid signed cancel link in the confirmation");
  }
  return { bookings, problems, emailsByBooking };
}

/** Slots held twice, quotes booked twice, reservations of dead bookings: must all be empty. */
async function doubleBookings() {
  const slots = await query(
    `SELECT "contractorId", date::text, "timeSlot"::text, count(*)::int AS n FROM "SlotReservation"
      GROUP BY 1, 2, 3 HAVING count(*) > 1`,
  );
  const quotes = await query(
    `SELECT "quoteId", count(*)::int AS n FROM "Booking" WHERE status <> 'cancelled' GROUP BY 1 HAVING count(*) > 1`,
  );
  const dead = await query(
    `SELECT r.id FROM "SlotReservation" r JOIN "Booking" b ON b.id = r."bookingId" WHERE b.status IN ('cancelled', 'pending')`,
  );
  return { slots, quotes, dead };
}

async function outboxPending() {
  const [row] = await query(`SELECT count(*)::int AS n FROM "EmailMessage" WHERE status IN ('queued', 'sending')`);
  return row.n;
}

/** Live bookings of this run that are due a reminder (appointment tomorrow) but have none yet. */
async function remindersPending() {
  const [row] = await query(
    `SELECT count(*)::int AS n FROM "Booking" b JOIN "Quote" q ON q.id = b."quoteId"
      WHERE q.email LIKE 'cluster-%' AND b.status IN ('scheduled', 'confirmed') AND b."scheduledDate" = $1::date AND b."reminderSentAt" IS NULL`,
    [addDays(todayInNewYork(), 1)],
  );
  return row.n;
}

/**
 * Every outbox message was delivered exactly once (per the delivery record).
 * `tolerated(id, deliveries)` may excuse a duplicate (a crash between sending
 * and marking sent); returns what was excused.
 */
async function checkDeliveries(label, tolerated = () => false) {
  const rows = await query(`SELECT id, status::text, template FROM "EmailMessage"`);
  const deliveries = readDeliveries();
  const notSent = rows.filter((r) => r.status !== "sent");
  const never = rows.filter((r) => !deliveries.has(r.id));
  const excused = [];
  const twice = [];
  for (const r of rows) {
    const d = deliveries.get(r.id) ?? [];
    if (d.length <= 1) continue;
    if (tolerated(r.id, d)) excused.push(r.id);
    else twice.push({ id: r.id, template: r.template, deliveries: d.map((x) => `pid ${x.pid} at ${x.at}`) });
  }
  const known = new Set(rows.map((r) => r.id));
  const unknown = [...deliveries.keys()].filter((id) => !known.has(id));
  info(`${label}: ${rows.length} outbox messages, ${[...deliveries.values()].reduce((n, d) => n + d.length, 0)} deliveries`);
  check(`${label}: every outbox message is marked sent`, notSent.length === 0, notSent.slice(0, 5));
  check(
    `${label}: every outbox message was delivered`,
    never.length === 0,
    deliveries.size === 0
      ? `no delivery recorded at all: does the build predate EMAIL_DELIVERY_LOG (lib/email/transport.ts)? ${never.length} messages`
      : never.slice(0, 5).map((r) => r.id),
  );
  check(`${label}: no message was delivered twice`, twice.length === 0, twice.slice(0, 5));
  check(`${label}: nothing delivered that is not in the outbox`, unknown.length === 0, unknown.slice(0, 5));
  return { rows, deliveries, excused };
}

async function checkReminders(label) {
  const tomorrow = addDays(todayInNewYork(), 1);
  const due = await query(
    `SELECT b.id, q.email FROM "Booking" b JOIN "Quote" q ON q.id = b."quoteId"
      WHERE q.email LIKE 'cluster-%' AND b.status IN ('scheduled', 'confirmed') AND b."scheduledDate" = $1::date`,
    [tomorrow],
  );
  const reminders = await query(`SELECT id, "to", html FROM "EmailMessage" WHERE template = 'booking-reminder'`);
  const perBooking = new Map(due.map((b) => [b.id, 0]));
  const stray = [];
  for (const r of reminders) {
    const ids = (r.html.match(UUID) ?? []).filter((id) => perBooking.has(id));
    if (ids.length === 0) stray.push(r.id);
    for (const id of new Set(ids)) perBooking.set(id, perBooking.get(id) + 1);
  }
  const wrong = [...perBooking].filter(([, n]) => n !== 1);
  info(`${label}: ${due.length} bookings due tomorrow (${tomorrow}), ${reminders.length} reminders`);
  check(`${label}: every booking due tomorrow got exactly one reminder`, due.length > 0 && wrong.length === 0, { due: due.length, wrong });
  check(`${label}: no reminder for a booking that is not due`, stray.length === 0, stray);
}

async function checkCleanupOnce(label) {
  const runs = await query(`SELECT "createdAt" FROM "AuditLog" WHERE action = 'cleanup.run' AND actor = 'system'`);
  const [bucket] = await query(`SELECT coalesce(sum(count), 0)::int AS n FROM "RateLimitBucket" WHERE key = 'job:daily-cleanup'`);
  const days = new Set(runs.map((r) => r.createdAt.toISOString().slice(0, 10)));
  info(`${label}: ${runs.length} cleanup run(s), ${bucket.n} claim attempts by the instances' ticks`);
  check(`${label}: the daily cleanup ran once (per day), though both instances tried many times`, runs.length >= 1 && runs.length === days.size && bucket.n > runs.length, {
    runs: runs.length,
    attempts: bucket.n,
  });
}

// ─── Scenarios ──────────────────────────────────────────────────────────────

async function raceScenario([one, two]) {
  // A painter of our own, the only one serving RACE_ZIP: every slot has a capacity of exactly one.
  const [contractor] = await query(
    `INSERT INTO "Contractor" (id, "firstName", "lastName", email, phone, "experienceYears", "passwordHash", "isVerified", "isActive", "sqFtPerDay", "updatedAt")
     VALUES (gen_random_uuid(), 'Solo', 'Racer', 'solo.racer@example.com', '(610) 555-0190', 5, 'not-a-hash', true, true, 500, now()) RETURNING id`,
  );
  const [area] = await query(
    `INSERT INTO "ServiceArea" (id, name, type, "zipCodes", counties, "isActive", "updatedAt")
     VALUES (gen_random_uuid(), 'Race area', 'zipcode', ARRAY[$1::text], ARRAY[]::text[], true, now()) RETURNING id`,
    [RACE_ZIP],
  );
  await query(`INSERT INTO "ContractorServiceArea" ("contractorId", "serviceAreaId", priority) VALUES ($1, $2, 1)`, [contractor.id, area.id]);
  await query(
    `INSERT INTO "ContractorAvailability" (id, "contractorId", date, "timeSlots", "updatedAt")
     SELECT gen_random_uuid(), $1, $2::date + d, ARRAY['morning', 'afternoon', 'evening']::"TimeSlot"[], now() FROM generate_series(1, 20) d`,
    [contractor.id, todayInNewYork()],
  );

  const quotes = await createQuotes(RACE_ADDRESS, RACE_ATTEMPTS, "race");
  const [date] = await availableDates(one, quotes[0].id);
  const slot = (await availableSlots(two, quotes[0].id, date))[0];
  if (!date || !slot) throw new Error("no free slot for the race");
  info(`${RACE_ATTEMPTS} quotes; all book ${date} ${slot} (capacity 1: one painter), half on each instance`);

  const started = Date.now();
  const answers = await Promise.all(quotes.map((q, i) => book(i % 2 ? two : one, q.id, date, slot).then((r) => ({ ...r, instance: i % 2 ? two.name : one.name }))));
  info(`all answered in ${Date.now() - started} ms`);

  const statuses = {};
  for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  info(`answers: ${JSON.stringify(statuses)}`);
  const won = answers.filter((a) => a.status >= 200 && a.status < 300);
  const lost = answers.filter((a) => !(a.status >= 200 && a.status < 300));
  check("exactly one booking request succeeded (201)", won.length === 1 && won[0].status === 201, statuses);
  check(
    "every other request got 409 with a JSON error message",
    lost.every((a) => a.status === 409 && typeof a.json?.error === "string" && a.json.error.length > 0),
    lost.filter((a) => a.status !== 409 || typeof a.json?.error !== "string").slice(0, 3),
  );
  check("no 5xx and no dropped connection", answers.every((a) => a.status >= 200 && a.status < 500), statuses);
  check(
    "both instances took part (100 requests each)",
    answers.filter((a) => a.instance === one.name).length === RACE_ATTEMPTS / 2 && answers.filter((a) => a.instance === two.name).length === RACE_ATTEMPTS / 2,
  );
  if (won.length === 1) info(`winner ${won[0].json?.id} via ${won[0].instance}`);
  info(`conflict message(s): ${JSON.stringify([...new Set(lost.map((a) => a.json?.error))])}`);

  const booked = await query(
    `SELECT b.id FROM "Booking" b JOIN "Quote" q ON q.id = b."quoteId" WHERE q.email LIKE 'cluster-race-%'`,
  );
  check("the database holds exactly that one booking", booked.length === 1 && booked[0].id === won[0]?.json?.id, booked);
  const held = await query(`SELECT "bookingId" FROM "SlotReservation" WHERE "contractorId" = $1 AND date = $2::date AND "timeSlot" = $3::"TimeSlot"`, [
    contractor.id,
    date,
    slot,
  ]);
  check("the slot is reserved once, for that booking", held.length === 1 && held[0].bookingId === won[0]?.json?.id, held);
  const [orphans] = await query(
    `SELECT count(*)::int AS n FROM "SlotReservation" r WHERE r."contractorId" = $1 AND NOT EXISTS (SELECT 1 FROM "Booking" b WHERE b.id = r."bookingId")`,
    [contractor.id],
  );
  check("no reservation left behind by the losers", orphans.n === 0);
  const after = await Promise.all([one, two].map((instance) => availableSlots(instance, quotes[1].id, date)));
  check("both instances now show the slot as taken", after.every((slots) => !slots.includes(slot)), after);
}

async function jobsScenario([one, two]) {
  // Bookings due a reminder: appointments tomorrow, booked on both instances.
  const tomorrow = addDays(todayInNewYork(), 1);
  const booked = [];
  for (const [i, address] of AREAS.entries()) {
    const [quote] = await createQuotes(address, 1, `remind${i}`);
    const slots = await availableSlots(one, quote.id, tomorrow);
    if (slots.length === 0) continue;
    const response = await book(i % 2 ? two : one, quote.id, tomorrow, slots[0]);
    if (response.status === 201) booked.push(response.json.id);
  }
  check("bookings for tomorrow were made on both instances", booked.length >= 2, booked);

  // A burst of outbox messages for both instances' workers to compete for.
  await query(
    `INSERT INTO "EmailMessage" (id, "to", subject, html, text, template)
     SELECT gen_random_uuid(), 'burst-' || g || '@example.com', 'Burst ' || g, '<p>burst</p>', 'burst', 'cluster-burst' FROM generate_series(1, 300) g`,
  );
  info(`300 outbox messages queued at once; waiting for the queue to drain`);
  await waitFor("the outbox to drain and the reminders to be queued", async () => (await outboxPending()) === 0 && (await remindersPending()) === 0, {
    timeoutMs: 60_000,
  });
  // One more round of ticks on both instances: nothing must be sent or queued again.
  await sleep(3 * BACKGROUND_INTERVAL_MS);
  await waitFor("the outbox to drain", async () => (await outboxPending()) === 0);

  const { deliveries } = await checkDeliveries("both instances");
  const pids = new Set([...deliveries.values()].flat().map((d) => d.pid));
  check("both instances delivered e-mails (they competed for the same queue)", [one, two].every((i) => pids.has(i.child.pid)), [...pids]);
  await checkReminders("both instances");
  await checkCleanupOnce("both instances");
}

async function crashScenario([one, two]) {
  const pools = [];
  for (const [i, address] of AREAS.entries()) pools.push(await createQuotes(address, CRASH_QUOTES_PER_AREA, `crash${i}`));
  // Free (date, slot) targets per area, in an interleaved order.
  const attempts = [];
  const targets = await Promise.all(
    pools.map(async (quotes) => (await availableDates(two, quotes[0].id)).flatMap((date) => SLOTS.map((slot) => ({ date, slot })))),
  );
  for (let n = 0; n < CRASH_QUOTES_PER_AREA; n++) {
    for (const [area, quotes] of pools.entries()) {
      const list = targets[area];
      if (list.length === 0) continue;
      // Spread over the dates: step through the list with a stride coprime to its length.
      const target = list[(n * 7) % list.length];
      attempts.push({ quote: quotes[n], ...target });
    }
  }
  info(`${attempts.length} booking attempts ready (${targets.map((t) => t.length).join("/")} targets per area), ${CRASH_CONCURRENCY} at a time`);

  let next = 0;
  let stop = false;
  let killed = false;
  const inFlight = new Map([
    [one.name, 0],
    [two.name, 0],
  ]);
  const acked = new Map([
    [one.name, 0],
    [two.name, 0],
  ]);
  const started = Date.now();
  const workers = Array.from({ length: CRASH_CONCURRENCY }, async () => {
    while (!stop && next < attempts.length) {
      const index = next++;
      const attempt = attempts[index];
      // A load balancer: round robin until instance 1 is gone, then everything to instance 2.
      const instance = !killed && index % 2 === 0 ? one : two;
      attempt.instance = instance.name;
      attempt.sentAfterKill = killed;
      inFlight.set(instance.name, inFlight.get(instance.name) + 1);
      const response = await book(instance, attempt.quote.id, attempt.date, attempt.slot);
      inFlight.set(instance.name, inFlight.get(instance.name) - 1);
      Object.assign(attempt, { status: response.status, json: response.json, error: response.error });
      if (response.status >= 200 && response.status < 300) acked.set(instance.name, acked.get(instance.name) + 1);
    }
  });

  // Kill instance 1 once it is well into the load.
  await waitFor("instance 1 to acknowledge 25 bookings", () => acked.get(one.name) >= 25 || next >= attempts.length, { timeoutMs: 60_000, intervalMs: 20 });
  const inFlightAtKill = inFlight.get(one.name);
  const ackedBeforeKill = { [one.name]: acked.get(one.name), [two.name]: acked.get(two.name) };
  killInstance(one, "SIGKILL");
  killed = true;
  one.killedAt = Date.now();
  info(`SIGKILL ${one.name} (pid ${one.child.pid}) after ${one.killedAt - started} ms, with ${inFlightAtKill} of its requests in flight; acked so far ${JSON.stringify(ackedBeforeKill)}`);
  await sleep(2_000);
  stop = true;
  await Promise.all(workers);
  const [claimed] = await query(`SELECT count(*)::int AS n FROM "EmailMessage" WHERE status = 'sending'`);
  info(`${claimed.n} e-mail(s) in state "sending" ${((Date.now() - one.killedAt) / 1000).toFixed(1)}s after the kill (claims of the dead instance wait for their lease to run out)`);
  const done = attempts.filter((a) => a.status !== undefined);
  info(`stream stopped after ${Date.now() - started} ms: ${done.length} attempts`);

  const tally = {};
  for (const a of done) {
    const key = `${a.instance}${a.sentAfterKill ? " after kill" : ""}: ${a.status || a.error}`;
    tally[key] = (tally[key] ?? 0) + 1;
  }
  info(`answers: ${JSON.stringify(tally)}`);
  check("instance 1 was killed mid-load (requests in flight)", inFlightAtKill > 0, { inFlightAtKill });
  check("instance 2 kept acknowledging bookings after the kill", done.some((a) => a.sentAfterKill && a.status === 201));
  check("no 5xx answers", done.every((a) => a.status < 500), done.filter((a) => a.status >= 500).slice(0, 3));
  check(
    "failed requests are only connection failures to the killed instance or 409 (slot taken)",
    done.every((a) => (a.status >= 200 && a.status < 300) || a.status === 409 || (a.status === 0 && a.instance === one.name)),
    done.filter((a) => !((a.status >= 200 && a.status < 300) || a.status === 409 || (a.status === 0 && a.instance === one.name))).slice(0, 3),
  );
  check("409 answers carry a JSON error message", done.filter((a) => a.status === 409).every((a) => typeof a.json?.error === "string"));

  const ackedAttempts = done.filter((a) => a.status >= 200 && a.status < 300);
  const ackedIds = ackedAttempts.map((a) => a.json?.id);
  const rows = await query(
    `SELECT id, "quoteId", "scheduledDate"::text AS date, "timeSlot"::text AS slot FROM "Booking" WHERE id = ANY($1::uuid[])`,
    [ackedIds.filter(Boolean)],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const missing = ackedAttempts.filter((a) => {
    const row = byId.get(a.json?.id);
    return !row || row.quoteId !== a.quote.id || row.date !== a.date || row.slot !== a.slot;
  });
  info(`${ackedAttempts.length} bookings acknowledged (${ackedAttempts.filter((a) => a.instance === one.name).length} by the killed instance)`);
  check("every acknowledged booking is in the database, as requested", ackedAttempts.length > 0 && missing.length === 0, missing.slice(0, 3));

  const crashQuoteIds = new Set(attempts.map((a) => a.quote.id));
  const crashBookings = await query(`SELECT id, "quoteId" FROM "Booking" WHERE "quoteId" = ANY($1::uuid[])`, [[...crashQuoteIds]]);
  const attemptOf = new Map(done.map((a) => [a.quote.id, a]));
  const refusedYetBooked = crashBookings.filter((b) => {
    const a = attemptOf.get(b.quoteId);
    return !a || (a.status !== 0 && !(a.status >= 200 && a.status < 300));
  });
  const unacknowledged = crashBookings.filter((b) => attemptOf.get(b.quoteId)?.status === 0);
  info(`${unacknowledged.length} booking(s) committed whose answer was lost in the kill`);
  check("no booking exists for a request that was refused", refusedYetBooked.length === 0, refusedYetBooked.slice(0, 3));

  // The clients whose requests were cut off retry on the survivor: they get the booking
  // that was written (200) or a fresh answer, never a second booking.
  const cut = done.filter((a) => a.status === 0);
  const retries = await pool(cut, 10, (a) => book(two, a.quote.id, a.date, a.slot));
  const written = new Map(unacknowledged.map((b) => [b.quoteId, b.id]));
  const badRetries = cut.filter((a, i) => {
    const r = retries[i];
    if (written.has(a.quote.id)) return r.status !== 200 || r.json?.id !== written.get(a.quote.id);
    return !(r.status === 201 || r.status === 409);
  });
  info(`${cut.length} cut-off request(s) retried on ${two.name}: ${JSON.stringify(retries.reduce((m, r) => ({ ...m, [r.status]: (m[r.status] ?? 0) + 1 }), {}))}`);
  check("retrying a cut-off request returns the booking already written, never a second one", badRetries.length === 0, badRetries.slice(0, 3));

  const { bookings, problems } = await auditBookings();
  info(`${bookings.length} bookings of this run audited`);
  check("every booking is complete: job assignment, slot reservation per day, confirmation with signed link, painter notice", problems.length === 0, problems.slice(0, 5));
  const doubles = await doubleBookings();
  check("no slot is reserved twice", doubles.slots.length === 0, doubles.slots);
  check("no quote is booked twice", doubles.quotes.length === 0, doubles.quotes);
  check("no reservation belongs to a cancelled or pending booking", doubles.dead.length === 0, doubles.dead);
  const [stray] = await query(
    `SELECT count(*)::int AS n FROM "EmailMessage" WHERE template IN ('booking-confirmation', 'contractor-new-job')`,
  );
  check("no e-mail was queued for a booking that does not exist (2 per booking)", stray.n === 2 * bookings.length, { emails: stray.n, bookings: bookings.length });

  // The survivor takes over what the dead instance had claimed once its lease runs out.
  info(`waiting for ${two.name} to drain the outbox (messages claimed by ${one.name} return after the ${EMAIL_LEASE_MS / 1000}s lease)`);
  await waitFor("the outbox to drain and the reminders to be queued", async () => (await outboxPending()) === 0 && (await remindersPending()) === 0, {
    timeoutMs: 60_000,
  });
  // A delivery by the killed instance that it could not mark sent before dying is
  // sent again by the survivor: the one unavoidable duplicate of at-least-once
  // delivery (Resend drops it: the outbox id is the idempotency key).
  const { excused } = await checkDeliveries("after the crash", (_id, d) => {
    const [first, ...rest] = [...d].sort((x, y) => x.at.localeCompare(y.at));
    return d.length === 2 && first.pid === one.child.pid && rest.every((x) => x.pid === two.child.pid && Date.parse(x.at) >= one.killedAt);
  });
  info(`${excused.length} message(s) delivered by ${one.name} right before the kill and again by ${two.name}`);
  await checkReminders("after the crash");
  await checkCleanupOnce("after the crash");
}

// ─── Main ───────────────────────────────────────────────────────────────────

/** One run at a time when building into .next-cluster: a second build would pull it from under the first. */
function lockBuildDir() {
  const lock = path.join(root, ".test-data/cluster.lock");
  mkdirSync(path.dirname(lock), { recursive: true });
  try {
    mkdirSync(lock);
  } catch {
    const owner = Number(readFileSync(path.join(lock, "pid"), "utf8").trim() || 0);
    let alive = false;
    try {
      alive = owner > 0 && process.kill(owner, 0);
    } catch {
      alive = false;
    }
    if (alive) throw new Error(`another test:cluster run (pid ${owner}) is using .next-cluster`);
    rmSync(lock, { recursive: true, force: true });
    mkdirSync(lock);
  }
  writeFileSync(path.join(lock, "pid"), String(process.pid));
  const release = () => rmSync(lock, { recursive: true, force: true });
  process.once("exit", release);
  return release;
}

async function main() {
  const totalStart = Date.now();
  mkdirSync(runDir, { recursive: true });
  const reuse = process.env.CLUSTER_DIST_DIR;
  const distDir = reuse || ".next-cluster";
  let unlock = () => {};
  let ok = false;
  try {
    if (reuse) {
      if (!existsSync(path.join(root, reuse, "BUILD_ID"))) throw new Error(`CLUSTER_DIST_DIR=${reuse} holds no build (no BUILD_ID)`);
      console.log(`[cluster] reusing the build in ${reuse}`);
    } else {
      unlock = lockBuildDir();
      console.log("[cluster] building into .next-cluster");
      await run(process.execPath, [nextBin, "build"], {
        env: { ...process.env, NODE_ENV: "production", NEXT_SKIP_TYPECHECK: "1", NEXT_TELEMETRY_DISABLED: "1", NEXT_DIST_DIR: distDir },
      });
    }
    const setupStart = Date.now();
    await withAdminClient((c) => c.query(`CREATE DATABASE "${dbName}"`));
    const dbEnv = { ...process.env, DATABASE_URL: dbUrl, BCRYPT_ROUNDS: "4", NODE_ENV: "production" };
    await run(bin("tsx"), ["scripts/db/migrate.ts", "deploy"], { env: dbEnv, stdio: ["ignore", "ignore", "inherit"] });
    await run(bin("tsx"), ["prisma/seed.ts"], { env: dbEnv, stdio: ["ignore", "ignore", "inherit"] });
    sql = new pg.Pool({ connectionString: dbUrl, max: 4 });

    const [port1, port2] = [await freePort(), await freePort()];
    const pair = [startInstance("instance-1", port1, distDir), startInstance("instance-2", port2, distDir)];
    await Promise.all(pair.map(waitHealthy));
    console.log(
      `[cluster] database ${dbName}; ${pair.map((i) => `${i.name} pid ${i.child.pid} on :${i.port}`).join(", ")} (ready after ${((Date.now() - setupStart) / 1000).toFixed(1)}s)`,
    );

    await scenario("A. Race: 200 concurrent bookings of one slot across both instances", () => raceScenario(pair));
    await scenario("C. Background jobs on both instances: each exactly once", () => jobsScenario(pair));
    await scenario("B. Crash: SIGKILL instance 1 under load", () => crashScenario(pair));
    ok = results.failed === 0;
  } catch (error) {
    results.failed++;
    results.failures.push(`setup: ${error.message}`);
    console.error(`[cluster] ${error.stack ?? error.message}`);
  } finally {
    for (const instance of instances) killInstance(instance, "SIGTERM");
    await sleep(300);
    for (const instance of instances) killInstance(instance, "SIGKILL");
    await sql?.end().catch(() => {});
    await withAdminClient((c) => c.query(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`)).catch((error) =>
      console.error(`[cluster] could not drop ${dbName}: ${error.message}`),
    );
    unlock();
    if (ok || readdirSync(runDir).length === 0) rmSync(runDir, { recursive: true, force: true });
    else console.log(`\n[cluster] server logs and the delivery record are kept in ${path.relative(root, runDir)}`);
  }
  if (process.env.CLUSTER_REPORT_FILE) {
    const report = { numPassedTests: results.passed, numFailedTests: results.failed, failures: results.failures };
    mkdirSync(path.dirname(path.resolve(root, process.env.CLUSTER_REPORT_FILE)), { recursive: true });
    writeFileSync(path.resolve(root, process.env.CLUSTER_REPORT_FILE), JSON.stringify(report, null, 2));
  }
  for (const failure of results.failures) console.log(`FAILED ${failure}`);
  console.log(`\n${results.passed} passed, ${results.failed} failed (${((Date.now() - totalStart) / 1000).toFixed(0)}s)`);
  process.exitCode = results.failed === 0 ? 0 : 1;
}

main();
