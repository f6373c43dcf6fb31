/**
 * The bad day, through the project's nginx configuration (scripts/cluster/nginx.ts) in front of
 * instances 1 and 2, whose database connections pass through a relay the scenario breaks
 * (scripts/cluster/relay.ts). A steady load of page views, pricing reads (database) and quotes
 * (database writes) runs through nginx the whole time.
 *   F. The database stopped under load, then started: no request hangs, 503 with Retry-After and
 *      the code "unavailable" while it is down, the pages keep answering, recovery without a
 *      restart, every quote answered 201 kept, none written twice.
 *   G. The database accepting connections and never answering (a tarpit): the same, each answer
 *      within 5 s.
 * H (rolling restart) is in scenarios/rolling.ts.
 */
import { api, clusterQuote, type Target } from "../client";
import { AREAS } from "../config";
import { query } from "../db";
import { check, info, waitFor } from "../harness";
import type { DatabaseRelay } from "../relay";

export type Kind = "page" | "pricing" | "quote";
export interface Sample {
  kind: Kind;
  sentAt: number;
  ms: number;
  status: number;
  retryAfter: string | null;
  code?: string;
  email?: string;
  error?: string;
}

const KINDS: Kind[] = ["page", "pricing", "quote", "page", "pricing"];
const PATHS = { page: "/", pricing: "/api/pricing/config" } as const;

/** `workers` clients in a closed loop through `target` until `stop()`; every answer recorded. */
export function steadyLoad(target: Target, tag: string, workers = 6) {
  const samples: Sample[] = [];
  let running = true;
  let n = 0;
  const one = async (kind: Kind): Promise<Sample> => {
    const sentAt = Date.now();
    const email = kind === "quote" ? `badday-${tag}-${n++}@example.com` : undefined;
    const answer =
      kind === "quote"
        ? await api<{ code?: string }>(target, "POST", "/api/quotes", clusterQuote(AREAS[0]!, email!))
        : await api<{ code?: string }>(target, "GET", PATHS[kind], undefined, {
            accept: kind === "page" ? "text/html" : "application/json",
          });
    return {
      kind,
      sentAt,
      ms: Date.now() - sentAt,
      status: answer.status,
      retryAfter: answer.headers?.get("retry-after") ?? null,
      code: answer.json?.code,
      email,
      error: answer.error,
    };
  };
  const loops = Array.from({ length: workers }, async (_, w) => {
    for (let i = w; running; i++) samples.push(await one(KINDS[i % KINDS.length]!));
  });
  return {
    samples,
    /** Samples of `kind` (or the database's kinds) sent after `since`. */
    after: (since: number, kinds: Kind[] = ["pricing", "quote"]) =>
      samples.filter((s) => s.sentAt >= since && kinds.includes(s.kind)),
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

export const ok = (s: Sample) => s.status >= 200 && s.status < 300;
const unavailable = (s: Sample) => s.status === 503 && s.retryAfter !== null && s.code === "unavailable";
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

export function countBy(samples: Sample[]) {
  const counts: Record<string, number> = {};
  for (const s of samples) {
    const key = `${s.kind} ${s.status || s.error}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

/** Quotes answered 201 all kept, none twice; quotes answered otherwise but written, for the record. */
export async function checkQuotes(samples: Sample[], tag: string, label: string) {
  const rows = await query<{ email: string; n: number }>(
    `SELECT email, count(*)::int AS n FROM "Quote" WHERE email LIKE $1 GROUP BY email`,
    [`badday-${tag}-%`],
  );
  const stored = new Map(rows.map((r) => [r.email, r.n]));
  const acknowledged = samples.filter((s) => s.kind === "quote" && s.status === 201);
  const lost = acknowledged.filter((s) => !stored.has(s.email!));
  check(
    `${label}: every quote answered 201 is in the database (${acknowledged.length})`,
    lost.length === 0,
    lost,
  );
  const twice = rows.filter((r) => r.n > 1);
  check(`${label}: no quote written twice`, twice.length === 0, twice);
  const refused = samples.filter((s) => s.kind === "quote" && s.status !== 201 && stored.has(s.email!));
  info(`${label}: ${refused.length} quote(s) written though their answer was an error (a commit cut off)`);
}

async function outage(
  target: Target,
  relay: DatabaseRelay,
  tag: string,
  label: string,
  breakIt: () => Promise<void> | void,
) {
  const load = steadyLoad(target, tag);
  const since = (t: number) => load.after(t);
  // Going: quotes being written.
  await waitFor(
    `${label}: quotes written before the outage`,
    () => load.samples.filter((s) => s.kind === "quote" && s.status === 201).length >= 10,
    { timeoutMs: 30_000, intervalMs: 20 },
  );
  const broken = Date.now();
  await breakIt();
  // Down long enough for every pooled connection to be tried: 30 database calls answered.
  await waitFor(`${label}: 30 database calls answered while it is down`, () => since(broken).length >= 30, {
    timeoutMs: 60_000,
    intervalMs: 20,
  });
  const restored = Date.now();
  await relay.restore();
  await waitFor(`${label}: database calls succeeding again`, () => since(restored).filter(ok).length >= 10, {
    timeoutMs: 60_000,
    intervalMs: 20,
  });
  await load.stop();

  const { samples } = load;
  const down = samples.filter((s) => s.sentAt >= broken && s.sentAt < restored && s.kind !== "page");
  const downTimes = down.map((s) => s.ms);
  const firstBack = since(restored).find(ok);
  const recoveryMs = firstBack ? firstBack.sentAt + firstBack.ms - restored : -1;
  info(`${label}: ${samples.length} requests through nginx: ${JSON.stringify(countBy(samples))}`);
  info(
    `${label}: database calls while down: ${down.length}, answered in p50 ${percentile(downTimes, 50)} ms, max ${Math.max(...downTimes)} ms; first success ${recoveryMs} ms after the restore`,
  );

  check(
    `${label}: every answer is a success or a 503 with Retry-After and code "unavailable" (no 500, 502, 504, no dropped connection)`,
    samples.every((s) => ok(s) || unavailable(s)),
    samples.filter((s) => !ok(s) && !unavailable(s)).slice(0, 10),
  );
  check(
    `${label}: database calls while it is down answered 503 (the first ones in flight may still succeed)`,
    down.filter((s) => !ok(s)).every(unavailable) && down.some(unavailable),
    countBy(down),
  );
  check(
    `${label}: every database call answered within 5 s`,
    Math.max(...samples.filter((s) => s.kind !== "page").map((s) => s.ms)) <= 5_000,
    Math.max(...samples.map((s) => s.ms)),
  );
  check(
    `${label}: pages keep answering 200 (both instances stay in nginx's rotation)`,
    samples.filter((s) => s.kind === "page").every((s) => s.status === 200),
    countBy(samples.filter((s) => s.kind === "page")),
  );
  check(
    `${label}: recovery without a restart, within 10 s of the database's return`,
    recoveryMs >= 0 && recoveryMs < 10_000,
    recoveryMs,
  );
  await checkQuotes(samples, tag, label);
  return { down, recoveryMs };
}

export async function databaseStoppedScenario(target: Target, relay: DatabaseRelay) {
  await outage(target, relay, "stopped", "database stopped", () => relay.stop());
}

export async function databaseSilentScenario(target: Target, relay: DatabaseRelay) {
  await outage(target, relay, "silent", "database silent", () => relay.hang());
}
