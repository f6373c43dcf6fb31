/** The results: the console table, the verdicts against the targets and bench/results.md. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "../lib.mjs";
import {
  BOOKING_ZIP,
  CONNECTIONS,
  DIST_DIR,
  DURATION,
  FIXED_RATE,
  HORIZON_DAYS,
  P95_TARGET_MS,
  PAGE_RATIO_TARGET,
  PAINTERS,
  POOL_SIZE,
  skipBuild,
  WARMUP,
  WORST_P95_TARGET_MS,
} from "./config";
import { budgetLines, budgetTable, budgetVerdict } from "./budgets";
import type { Stats } from "./load";
import type { Machine } from "./machine";

const NOTES_MARKER = "<!-- analysis: written by hand, kept by npm run bench -->";

export interface Row extends Stats {
  name: string;
  label: string;
  mode: "saturation" | "fixed" | "sequential";
  connections: number;
  rate?: number;
  loadAtStart: number;
  /** --count-sql: the server's SQL round trips over the measured run. */
  sqlRoundTrips?: number;
}

export const fmtMs = (v: number) =>
  Number.isFinite(v) ? `${v < 10 ? v.toFixed(1) : Math.round(v)} ms` : "–";
export const fmtRps = (v: number) => (Number.isFinite(v) ? Math.round(v).toLocaleString("en-US") : "–");
/** How a row was loaded, in words. */
export const modeText = (r: Pick<Row, "mode" | "rate">) =>
  r.mode === "sequential" ? "one at a time" : r.mode === "fixed" ? `fixed ${r.rate} req/s` : "unlimited";
const cpuPerRequest = (row: Row) => (row.total ? `${(row.cpu.serverMs / row.total).toFixed(2)} ms` : "–");

export function statusMix(s: Stats): string {
  const codes = Object.entries(s.statuses).sort(([a], [b]) => Number(a) - Number(b));
  let text = codes.map(([code, n]) => `${code}: ${n.toLocaleString("en-US")}`).join(", ") || "none";
  if (s.errors) text += `, socket errors: ${s.errors}${s.timeouts ? ` (timeouts: ${s.timeouts})` : ""}`;
  if (s.non2xx > 0 && s.non2xx < s.total) text += ` (2xx p95 ${fmtMs(s.okP95)})`;
  return text;
}

function tableOf(rows: Row[]): string {
  return [
    "| Target | Connections | Rate | req/s | p50 | p95 | p99 | Non-2xx | Status mix |",
    "|---|---:|---|---:|---:|---:|---:|---:|---|",
    ...rows.map(
      (r) =>
        `| ${r.label} | ${r.connections} | ${modeText(r)} | ` +
        `${fmtRps(r.rps)} | ` +
        `${fmtMs(r.p50)} | ${fmtMs(r.p95)} | ${fmtMs(r.p99)} | ${r.non2xx.toLocaleString("en-US")} | ` +
        `${statusMix(r)} |`,
    ),
  ].join("\n");
}

const RATIO_HEADER = [
  "| Page | App req/s | Bare req/s | Ratio | App CPU per request | Bare CPU per request |",
  "|---|---:|---:|---:|---:|---:|",
];

/** The pages against the bare server, and a verdict per target. */
function judge(rows: Row[]): { ratios: string[]; verdicts: string[] } {
  const find = (name: string, mode = "saturation") => rows.find((r) => r.name === name && r.mode === mode);
  const bareRow = find("bare");
  const verdicts: string[] = [];
  const ratios: string[] = [];
  for (const name of ["home", "location", "es-home", "es-location", "home-next", "location-next"]) {
    const row = find(name);
    if (!row || !bareRow) continue;
    const ratio = row.rps / bareRow.rps;
    ratios.push(
      `| ${row.label} | ${fmtRps(row.rps)} | ${fmtRps(bareRow.rps)} | ${ratio.toFixed(2)}× | ` +
        `${cpuPerRequest(row)} | ` +
        `${cpuPerRequest(bareRow)} |`,
    );
    // The target is judged on the pages as the app serves them; the no-cache rows are for reference.
    if (name.endsWith("-next")) continue;
    const met = ratio >= PAGE_RATIO_TARGET;
    const short = met ? "" : `, ${Math.round((1 - ratio / PAGE_RATIO_TARGET) * 100)} % short`;
    verdicts.push(
      `- ${row.label} ≥ ${PAGE_RATIO_TARGET}× the bare server: **${met ? "met" : "missed"}** ` +
        `(${ratio.toFixed(2)}×${short}).`,
    );
  }
  if (bareRow && bareRow.cpu.client > 0.8 && bareRow.cpu.server < 0.5) {
    const locationNext = find("location-next");
    verdicts.push(
      `- Note: the bare server's ${fmtRps(bareRow.rps)} req/s is the bench client's limit, not the ` +
        `server's ` +
        `(autocannon used ${bareRow.cpu.client.toFixed(2)} cores, the bare server ` +
        `${bareRow.cpu.server.toFixed(2)}), ` +
        `so req/s ratios near 1 mean "as fast as the client can ask". CPU per request is the steadier ` +
        `comparison: ` +
        `the app spends ${cpuPerRequest(find("location") ?? bareRow)} per /location/${BOOKING_ZIP} request` +
        `${locationNext ? ` (Next.js alone, without the page cache: ${cpuPerRequest(locationNext)})` : ""}` +
        ", " +
        `the bare server ${cpuPerRequest(bareRow)}.`,
    );
  }
  for (const name of ["available-dates-worst", "quotes", "bookings"]) {
    const fixed = find(name, "fixed");
    const sat = find(name);
    if (!fixed || !sat) continue;
    const target = name === "available-dates-worst" ? WORST_P95_TARGET_MS : P95_TARGET_MS;
    const met = fixed.p95 <= target;
    verdicts.push(
      `- ${fixed.label} p95 ≤ ${target} ms, judged on the fixed-rate run (${fixed.rate} req/s over ` +
        `${fixed.connections} connections): **${met ? "met" : "missed"}** ` +
        `(p95 ${fmtMs(fixed.p95)}${met ? "" : `, ${fmtMs(fixed.p95 - target)} over`}). ` +
        `At saturation (${fmtRps(sat.rps)} req/s) p95 is ${fmtMs(sat.p95)}: there it is queueing, about ` +
        `${CONNECTIONS} / throughput = ${fmtMs((CONNECTIONS / sat.rps) * 1000)}, and no 2-core machine ` +
        `meets ` +
        `${target} ms in that regime unless it serves more than ${fmtRps((CONNECTIONS / target) * 1000)} ` +
        `req/s.`,
    );
  }
  return { ratios, verdicts };
}

export interface RunFacts {
  startedAt: Date;
  machine: Machine;
  source: string;
  loadBefore: string;
  loadAfter: string;
  page: { bytes: number; type: string; cache: string };
  bookingQuotes: number;
  bookingsUsed: number;
  /** --cpu-prof: each run's top frames, as text lines. */
  profiles?: string[];
}

/** Prints the tables and verdicts; returns what bench/results.md says above the hand-written notes. */
export function report(rows: Row[], facts: RunFacts): string {
  const { ratios, verdicts } = judge(rows);
  const budgets = budgetLines(rows.map((r) => ({ ...r, serverCpuMs: r.cpu.serverMs })));
  const budgetRows = budgets.length ? budgetTable(budgets) : "";
  verdicts.unshift(budgetVerdict(budgets));
  const table = tableOf(rows);
  const sqlCounted = rows.some((r) => r.sqlRoundTrips !== undefined);
  console.log(`\n${table}\n`);
  if (budgetRows) console.log(`${budgetRows}\n`);
  if (ratios.length) console.log([...RATIO_HEADER, ...ratios].join("\n") + "\n");
  if (verdicts.length) console.log(verdicts.join("\n") + "\n");
  const { machine } = facts;
  const lines = [
    "# Throughput and latency: `npm run bench`",
    "",
    `Measured ${facts.startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC by \`npm run bench\` ` +
      `(scripts/bench/index.ts): production build (\`next build\` into ${DIST_DIR}) served by ` +
      `\`server.mjs\` ` +
      `(Next.js behind its page cache, as in production), ` +
      `a fresh PostgreSQL database (migrated, demo seed + ${PAINTERS} extra painters), autocannon ` +
      `${machine.autocannon} (unlimited runs) and Node's http client (fixed-rate runs) in the bench ` +
      `process. ` +
      `Every run: ${WARMUP} s warm-up (discarded), then ${DURATION} s measured. Latency percentiles are ` +
      `computed ` +
      `from every response of the measured run (autocannon itself has no p95).`,
    "",
    "## Machine",
    "",
    `- CPU: ${machine.cpu}, ${machine.cores} cores; RAM ${machine.ram}; ${machine.os}`,
    `- Node ${machine.node}; Next ${machine.next}; Prisma ${machine.prisma} (@prisma/adapter-pg, pool of ` +
      `${POOL_SIZE} connections)`,
    `- ${machine.postgres}, on the same machine`,
    `- Source: ${facts.source}${skipBuild ? " (--no-build: the existing build was used)" : ""}`,
    `- Load average (1/5/15 min) before the run: ${facts.loadBefore}; after: ${facts.loadAfter}. ` +
      `Everything ` +
      `(Next, Postgres, the bench client) shares the ${machine.cores} cores, ` +
      "and other sessions may build or test on this machine at the same time: the 1-minute load at the " +
      "start " +
      "of each run is in the last table.",
    "",
    "## Results",
    "",
    table,
    "",
    ...(ratios.length
      ? [
          "Static pages against the bare server (same bytes, same content-type, its own process like the " +
            "app). " +
            "The first two rows are the pages as the app serves them (from its page cache after the first " +
            "request: the target is judged on these); the rows marked no-cache send `Cache-Control: " +
            "no-cache`, " +
            "which makes the page cache pass the request to Next.js, and show what Next.js alone costs. " +
            "CPU per " +
            "request is the server process's own CPU time over the measured run divided by the requests it " +
            "answered: unlike req/s it does not depend on what else ran on the machine.",
          "",
          ...RATIO_HEADER,
          ...ratios,
          "",
        ]
      : []),
    ...(budgetRows
      ? [
          "## CPU per request against the budgets",
          "",
          "The server process's own CPU time (user + system, from /proc) over the measured run, divided " +
            "by the requests it answered (scripts/bench/budgets.ts holds the budgets). *At load*: the " +
            "fixed-rate run where the path has one, else the unlimited one. *One request at a time*: a " +
            "single client on one kept-alive connection sends the next request when the answer is in.",
          "",
          budgetRows,
          "",
        ]
      : []),
    ...(facts.profiles?.length
      ? [
          "## Top frames (self time), `--cpu-prof`",
          "",
          "Measured with the profiler on (it costs a few per cent); per run, the largest self times " +
            "in ms per request and as a share of the server's busy time.",
          "",
          "```",
          ...facts.profiles,
          "```",
          "",
        ]
      : []),
    "## Targets",
    "",
    ...verdicts,
    "",
    "## How to read this",
    "",
    `- *unlimited* = closed loop: ${CONNECTIONS} connections each send the next request as soon as the ` +
      `previous ` +
      "answer arrives. That saturates the 2 cores; latency is then mostly waiting in line (p95 ≈ " +
      "connections / " +
      "throughput).",
    `- *fixed N req/s* = ${CONNECTIONS} keep-alive connections that together send N requests per second, ` +
      `evenly ` +
      `spaced, open loop: request k is due at k / N s and goes out on connection k mod ${CONNECTIONS} ` +
      `whether or ` +
      "not earlier answers are back, and its latency counts from the moment it was due (a server that " +
      "falls " +
      "behind is charged for the wait). Below saturation, latency is close to service time. The p95 target " +
      "for " +
      "quotes and bookings is judged on this run. (autocannon, used for the unlimited runs, cannot do " +
      "this: its " +
      "rate is a whole number of requests per second per connection, released in a burst at the start of " +
      "each " +
      "second.)",
    "- *one at a time* = a single client on one kept-alive connection sends the next request when the " +
      "answer is in: nothing else in flight, so the CPU per request includes the whole fixed cost " +
      "(routing, logging, metrics, Next's request pipeline) that a loaded server spreads thinner.",
    `- The fixed rate is ${
      FIXED_RATE
        ? "BENCH_RATE"
        : "half the measured saturation throughput (rounded down to a multiple of 10 from 20 req/s up), " +
          "at most 200 req/s"
    }.`,
    "- Pages are requested without Accept-Encoding (no gzip), like the bare server's bytes; both servers " +
      "run as " +
      "separate processes, the client in the bench process.",
    `- /location/${BOOKING_ZIP} as served by Next: ${facts.page.bytes.toLocaleString("en-US")} bytes, ` +
      `${facts.page.type}, x-nextjs-cache ${facts.page.cache}; from the second request on the page cache ` +
      `answers ` +
      "it (x-page-cache: HIT).",
    `- POST /api/quotes: a two-room quote as the wizard sends it (service-area check, pricing, quote + ` +
      `rooms in ` +
      "one transaction).",
    `- POST /api/bookings: every request books a different unbooked quote ` +
      `(${facts.bookingQuotes.toLocaleString("en-US")} prepared, ` +
      `${facts.bookingsUsed.toLocaleString("en-US")} ` +
      `used incl. warm-ups; a one-day job) on date k mod ${HORIZON_DAYS} of the booking window, slot ` +
      `⌊k/${HORIZON_DAYS}⌋ mod 3, ` +
      `so most attempts are real bookings (201: booking, job, slot reservation and two e-mails written to ` +
      `the ` +
      `outbox in one transaction). ` +
      `A 409 is a slot that no painter has left (capacity: ${PAINTERS} bench painters × ${HORIZON_DAYS} ` +
      `days × ` +
      `3 slots plus the demo painters); a 200 would be a quote that was already booked.`,
    "- GET /api/availability: the bookable dates in turn, for one saved quote in 19103.",
    "- GET /api/contractor-available-dates (largest quote, 50 painters): the available dates of a 15,000 " +
      "sq ft " +
      "quote (the largest accepted online, 30 days of work) with 50 painters free for the 60-day window in " +
      "its " +
      "area: the search's worst case (target p95 ≤ 50 ms on the fixed-rate run).",
    "",
    "Per-run detail:",
    "",
    `CPU in cores (of ${machine.cores}) on average over the measured ${DURATION} s: the server under test ` +
      `(the ` +
      "app, or the bare server), the Postgres backends of the bench database, the bench client (autocannon " +
      "or " +
      "Node's http client), and everything else on the machine (other sessions, other databases' backends, " +
      "the " +
      "kernel's share not charged to a process).",
    "",
    "| Target | Mode | Requests | Server CPU per request | Server | Postgres | Client | Other | Load (1 " +
      `min) at start |${sqlCounted ? " SQL round trips per request |" : ""}`,
    `|---|---|---:|---:|---:|---:|---:|---:|---:|${sqlCounted ? "---:|" : ""}`,
    ...rows.map(
      (r) =>
        `| ${r.label} | ${modeText(r)} | ` +
        `${r.total.toLocaleString("en-US")} | ${cpuPerRequest(r)} | ${r.cpu.server.toFixed(2)} | ` +
        `${r.cpu.postgres.toFixed(2)} | ${r.cpu.client.toFixed(2)} | ${r.cpu.other.toFixed(2)} | ` +
        `${r.loadAtStart.toFixed(2)} |` +
        (sqlCounted
          ? ` ${r.sqlRoundTrips === undefined ? "–" : (r.sqlRoundTrips / Math.max(1, r.total)).toFixed(1)} |`
          : ""),
    ),
    "",
  ];
  return lines.join("\n");
}

/** Writes bench/results.md; the hand-written analysis below the marker survives re-runs. */
export function writeResults(markdown: string): void {
  const resultsFile = path.join(root, "bench/results.md");
  const previous = existsSync(resultsFile) ? readFileSync(resultsFile, "utf8") : "";
  const kept = previous.includes(NOTES_MARKER) ? previous.slice(previous.indexOf(NOTES_MARKER)) : "";
  mkdirSync(path.join(root, "bench"), { recursive: true });
  writeFileSync(resultsFile, markdown + (kept ? `\n${kept}` : ""));
}
