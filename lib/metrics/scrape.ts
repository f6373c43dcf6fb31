/**
 * One scrape of /api/metrics: the counters kept in memory (lib/metrics/registry.mjs), plus the
 * gauges read now: the outbox from the database, the pool, the page cache and the last backup.
 *
 * A scrape never fails because the database is down: its one query is bounded (a statement
 * timeout in Postgres, and a deadline here for a server that does not answer at all), and when it
 * fails `brushwise_database_up` is 0, the outbox gauges are left out, and the rest still answers.
 */
import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { databasePoolStats, db } from "@/lib/db";
import { env } from "@/lib/env";
import { log, serializeError } from "@/lib/log";
import { metrics, OUTBOX_STATUSES } from "./registry.mjs";

/** Postgres cancels the outbox query past this (ms); the scrape gives up on it a little later. */
export const SCRAPE_STATEMENT_TIMEOUT_MS = 1_000;
const SCRAPE_DEADLINE_MS = 2_500;

interface OutboxRow {
  status: string;
  count: number;
  oldestDue: Date | null;
  oldestUndelivered: Date | null;
}

/**
 * The outbox by status, and the oldest due message (queued, or claimed by an instance whose lease
 * ran out: what the worker would claim now, lib/email/worker.ts), and the oldest message not yet
 * delivered, from when it was written (or resent from the back office): each retry moves a
 * message's next attempt on, so the due age alone stays small through a whole provider outage.
 * One statement over the (status, nextAttemptAt) index.
 */
async function readOutbox(now: Date): Promise<OutboxRow[]> {
  const [, rows] = await db.$transaction([
    db.$executeRawUnsafe(`SET LOCAL statement_timeout = ${SCRAPE_STATEMENT_TIMEOUT_MS}`),
    db.$queryRaw<OutboxRow[]>`
      SELECT status::text AS status, count(*)::int AS count,
             min("nextAttemptAt") FILTER (WHERE status IN ('queued', 'sending') AND "nextAttemptAt" <= ${now}) AS "oldestDue",
             min(COALESCE("resentAt", "createdAt")) FILTER (WHERE status IN ('queued', 'sending')) AS "oldestUndelivered"
      FROM "EmailMessage" GROUP BY status`,
  ]);
  return rows;
}

function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** Seconds since the earliest of `times` (0 when there is none). */
function ageOfOldest(times: (Date | null)[], now: Date): number {
  const oldest = times
    .filter((time): time is Date => time instanceof Date)
    .reduce<Date | null>((min, time) => (min === null || time < min ? time : min), null);
  return oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0;
}

async function refreshDatabaseGauges(now: Date) {
  const m = metrics();
  try {
    const rows = await withinDeadline(readOutbox(now), SCRAPE_DEADLINE_MS);
    m.databaseUp.set(1);
    for (const status of OUTBOX_STATUSES) {
      m.outboxMessages.set({ status }, rows.find((row) => row.status === status)?.count ?? 0);
    }
    m.outboxOldestDueAge.set(
      ageOfOldest(
        rows.map((row) => row.oldestDue),
        now,
      ),
    );
    m.outboxOldestUndeliveredAge.set(
      ageOfOldest(
        rows.map((row) => row.oldestUndelivered),
        now,
      ),
    );
  } catch (error) {
    m.databaseUp.set(0);
    // Stale numbers would look like a healthy outbox: none rather than old ones.
    m.outboxMessages.reset();
    m.outboxOldestDueAge.remove();
    m.outboxOldestUndeliveredAge.remove();
    log.warn("metrics: database gauges unavailable", { error: serializeError(error) });
  }
}

function refreshPoolGauges() {
  const m = metrics();
  const stats = databasePoolStats();
  m.poolMax.set(env.databasePoolSize);
  m.poolConnections.set({ state: "total" }, stats?.total ?? 0);
  m.poolConnections.set({ state: "idle" }, stats?.idle ?? 0);
  m.poolConnections.set({ state: "waiting" }, stats?.waiting ?? 0);
}

interface PageCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

/** server.mjs's page cache, when this process runs under it (it is on globalThis: see server.mjs). */
function pageCacheStats(): PageCacheStats | null {
  const cache = (globalThis as Record<symbol, { stats?: () => PageCacheStats } | undefined>)[
    Symbol.for("brushwise.pageCache")
  ];
  return typeof cache?.stats === "function" ? cache.stats() : null;
}

/** The cache counts for itself; the counters take what it counted since the last scrape. */
function refreshPageCacheGauges() {
  const m = metrics();
  const stats = pageCacheStats();
  if (!stats) return;
  m.pageCacheHits.inc(Math.max(0, stats.hits - m.pageCacheSeen.hits));
  m.pageCacheMisses.inc(Math.max(0, stats.misses - m.pageCacheSeen.misses));
  m.pageCacheSeen.hits = stats.hits;
  m.pageCacheSeen.misses = stats.misses;
  m.pageCacheEntries.set(stats.entries);
  m.pageCacheBytes.set(stats.bytes);
}

/**
 * The last backup's end, from BACKUP_DIR/latest.json (`{"finishedAt": "<ISO time>"}`, written by
 * the backup script when a backup succeeded). Without the folder or the file the gauge is absent,
 * and the backup alert (deploy/alerts.yml) fires on its absence too.
 */
async function refreshBackupGauge() {
  const m = metrics();
  const dir = env.backupDir;
  if (!dir) return m.backupLastSuccess.remove();
  try {
    const latest = JSON.parse(await readFile(path.join(dir, "latest.json"), "utf8")) as {
      finishedAt?: unknown;
    };
    const finished = typeof latest.finishedAt === "string" ? Date.parse(latest.finishedAt) : Number.NaN;
    if (Number.isFinite(finished)) return m.backupLastSuccess.set(finished / 1000);
  } catch {
    // No backup yet, or a file being replaced: absent this time.
  }
  m.backupLastSuccess.remove();
}

export interface Scrape {
  body: string;
  contentType: string;
}

export async function scrapeMetrics(now = new Date()): Promise<Scrape> {
  await Promise.all([refreshDatabaseGauges(now), refreshBackupGauge()]);
  refreshPoolGauges();
  refreshPageCacheGauges();
  const { registry } = metrics();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
