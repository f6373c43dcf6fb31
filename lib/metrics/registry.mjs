// @ts-check
/**
 * The process's Prometheus metrics (prom-client): one registry per process, shared by the
 * production server (server.mjs: page requests) and the app (API requests, jobs, bookings, the
 * scrape itself in lib/metrics/scrape.ts).
 *
 * Why on globalThis: server.mjs and Next.js run in one Node process, but Next.js loads the app's
 * modules in bundles of its own, so this file may be evaluated more than once; each evaluation must
 * find the same counters, or a request counted in one bundle would be missing from the scrape of
 * another. Whoever loads it first (server.mjs in production, the test in jest) creates them.
 *
 * Per process on purpose: Prometheus scrapes each instance and adds its `instance` label, so the
 * counts need no coordination between instances (README → Metrics and alerts lists every metric).
 * Nothing here may reach a browser bundle: only server code imports it.
 */
import client from "prom-client";

const KEY = Symbol.for("brushwise.metrics");

/** Request latency buckets (seconds): a cached page takes ~1 ms, a booking up to a few seconds. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Every status the outbox table knows (prisma/schema.prisma, EmailStatus): each is exposed, 0 when none. */
export const OUTBOX_STATUSES = /** @type {const} */ (["queued", "sending", "sent", "failed", "held"]);

/**
 * prom-client's default gauges that end in `_total`, which Prometheus reserves for counters
 * (`promtool check metrics` flags them): the same counts are exposed by type as
 * nodejs_active_handles{type}, nodejs_active_requests{type} and nodejs_active_resources{type}.
 */
const MISNAMED_DEFAULT_GAUGES = [
  "nodejs_active_handles_total",
  "nodejs_active_requests_total",
  "nodejs_active_resources_total",
];

/** Every result of a delivery attempt (lib/metrics/index.ts, DeliveryResult). */
const EMAIL_DELIVERY_RESULTS = ["sent", "held", "retry", "failed"];

function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  for (const name of MISNAMED_DEFAULT_GAUGES) registry.removeSingleMetric(name);
  const on = { registers: [registry] };

  const metrics = {
    registry,
    httpRequests: new client.Counter({
      name: "brushwise_http_requests_total",
      help: "HTTP requests answered, by route pattern (never the raw path), method and status.",
      labelNames: ["route", "method", "status"],
      ...on,
    }),
    httpDuration: new client.Histogram({
      name: "brushwise_http_request_duration_seconds",
      help: "Time from the request to its answer, by route pattern, method and status.",
      labelNames: ["route", "method", "status"],
      buckets: LATENCY_BUCKETS,
      ...on,
    }),
    bookingsCreated: new client.Counter({
      name: "brushwise_bookings_created_total",
      help: "Bookings created (a repeated request for an already booked quote does not count).",
      ...on,
    }),
    rateLimitRefusals: new client.Counter({
      name: "brushwise_rate_limit_refusals_total",
      help: "Requests refused with 429 by an abuse limit (lib/security/limits.ts) or the login throttle, by limit.",
      labelNames: ["limit"],
      ...on,
    }),
    jobRuns: new client.Counter({
      name: "brushwise_background_job_runs_total",
      help: "Runs of a background job (lib/jobs/background.ts) that started, by job.",
      labelNames: ["job"],
      ...on,
    }),
    jobFailures: new client.Counter({
      name: "brushwise_background_job_failures_total",
      help: "Runs of a background job that ended with an error (logged as 'background run failed'), by job.",
      labelNames: ["job"],
      ...on,
    }),
    emailDeliveries: new client.Counter({
      name: "brushwise_email_delivery_attempts_total",
      help: "E-mail delivery attempts of this instance, by result: sent, held, retry (failed, tried again later) or failed (for good).",
      labelNames: ["result"],
      ...on,
    }),
    pushDeliveries: new client.Counter({
      name: "brushwise_push_delivery_attempts_total",
      help: "Job alert (Web Push) delivery attempts of this instance, by result: sent (taken by the push service), gone (device unsubscribed or its subscription refused: 403, 404, 410), retry or failed (for good).",
      labelNames: ["result"],
      ...on,
    }),
    pushNotices: new client.Counter({
      name: "brushwise_push_notices_total",
      help: "Job alert notices settled by this instance, by outcome: received (a device confirmed it showed the alert), received-late (after its e-mail went), emailed-undelivered (every device refused it), emailed-unconfirmed (no receipt in time).",
      labelNames: ["outcome"],
      ...on,
    }),
    outboxMessages: new client.Gauge({
      name: "brushwise_outbox_messages",
      help: "E-mails in the outbox table, by status (read at scrape time; absent while the database is down).",
      labelNames: ["status"],
      ...on,
    }),
    outboxOldestDueAge: new client.Gauge({
      name: "brushwise_outbox_oldest_due_age_seconds",
      help: "How long the oldest queued e-mail has been due (0 when none is due; read at scrape time).",
      ...on,
    }),
    outboxOldestUndeliveredAge: new client.Gauge({
      name: "brushwise_outbox_oldest_undelivered_age_seconds",
      help: "How long the oldest e-mail not yet delivered (queued or sending) has waited since it was written, or resent (0 when none waits; read at scrape time).",
      ...on,
    }),
    databaseUp: new client.Gauge({
      name: "brushwise_database_up",
      help: "1 when this instance's scrape-time query reached the database, 0 when it did not.",
      ...on,
    }),
    poolConnections: new client.Gauge({
      name: "brushwise_db_pool_connections",
      help: "Database pool of this instance: connections open (total) and idle, and requests waiting for one (waiting).",
      labelNames: ["state"],
      ...on,
    }),
    poolMax: new client.Gauge({
      name: "brushwise_db_pool_max_connections",
      help: "The most connections this instance's pool opens (DATABASE_POOL_SIZE).",
      ...on,
    }),
    pageCacheHits: new client.Counter({
      name: "brushwise_page_cache_hits_total",
      help: "Page requests answered from the in-process page cache (server/page-cache.mjs).",
      ...on,
    }),
    pageCacheMisses: new client.Counter({
      name: "brushwise_page_cache_misses_total",
      help: "Page requests the page cache handed to Next.js.",
      ...on,
    }),
    pageCacheEntries: new client.Gauge({
      name: "brushwise_page_cache_entries",
      help: "Answers held by the page cache.",
      ...on,
    }),
    pageCacheBytes: new client.Gauge({
      name: "brushwise_page_cache_bytes",
      help: "Bytes held by the page cache (bodies and headers).",
      ...on,
    }),
    backupLastSuccess: new client.Gauge({
      name: "brushwise_backup_last_success_timestamp_seconds",
      help: "When the last backup finished (BACKUP_DIR/latest.json's finishedAt, Unix seconds); absent without BACKUP_DIR or that file.",
      ...on,
    }),
    /** What the page cache's own counters were at the last scrape (they only grow). */
    pageCacheSeen: { hits: 0, misses: 0 },
  };
  // Each result exposed from the start, at 0: a series that first appears at 1 is not an increase
  // to rate() or increase(), so the first retries of an outage would not reach the retry alert.
  for (const result of EMAIL_DELIVERY_RESULTS) metrics.emailDeliveries.inc({ result }, 0);
  return metrics;
}

/** @typedef {ReturnType<typeof createMetrics>} Metrics */

/** The process's metrics, created on first use. */
export function metrics() {
  const scope = /** @type {Record<symbol, Metrics | undefined>} */ (globalThis);
  return (scope[KEY] ??= createMetrics());
}

/**
 * Counts one answered HTTP request.
 * @param {string} route the route pattern, e.g. /api/quotes/[id]
 * @param {string} method
 * @param {number} status
 * @param {number} seconds
 */
export function recordHttpRequest(route, method, status, seconds) {
  const m = metrics();
  const labels = { route, method: method.toUpperCase(), status: String(status) };
  m.httpRequests.inc(labels);
  m.httpDuration.observe(labels, seconds);
}
