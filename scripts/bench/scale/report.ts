/** bench/scale.md: the machine, the data set, a verdict per target, memory, and the plans. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "../../lib.mjs";
import type { Stats } from "../load";
import type { Machine } from "../machine";
import { fmtMs, fmtRps, statusMix } from "../report";
import type { BookingRuns } from "./bookings";
import type { TableFact } from "./database";
import { BIG_TABLES, type ProbeResult } from "./explain";
import type { ExportRun } from "./export";
import type { PhaseMemory } from "./memory";
import {
  BOOKING_RATE,
  BOOKING_RATIO_TARGET,
  CONNECTIONS,
  DURATION,
  EXPORT_RSS_TARGET_MB,
  POOL_SIZE,
  SEQUENTIAL_REQUESTS,
  SEQUENTIAL_WARMUP,
  WARMUP,
} from "./options";
import type { ScaleTarget } from "./targets";

const NOTES_MARKER = "<!-- analysis: written by hand, kept by npm run bench:scale -->";
const NOTES_END = "<!-- end of the analysis -->";

export interface ReadResult {
  target: ScaleTarget;
  single?: Stats;
  closed?: Stats;
  /** Why it was not measured (its first request failed). */
  failure?: string;
}

export interface ScaleRun {
  startedAt: Date;
  finishedAt: Date;
  command: string;
  machine: Machine;
  source: string;
  loadBefore: string;
  loadAfter: string;
  database: string;
  facts: { tables: TableFact[]; databaseBytes: number };
  reads: ReadResult[];
  bookings: { scale?: BookingRuns; empty?: BookingRuns; emptyPainters?: number; note?: string };
  exports: ExportRun[];
  memory: PhaseMemory[];
  plans: ProbeResult[];
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toLocaleString("en-US", { maximumFractionDigits: 0 })} MB`;
const n = (v: number) => v.toLocaleString("en-US");

function readVerdict(r: ReadResult): string {
  if (r.failure) return `**missed**: not measured (${r.failure})`;
  const s = r.single!;
  if (s.non2xx > 0) return `**missed**: ${n(s.non2xx)} of ${n(s.total)} answers not 2xx (${statusMix(s)})`;
  if (r.target.limitMs === undefined) return "–";
  return s.p95 <= r.target.limitMs
    ? "**met**"
    : `**missed**: p95 ${fmtMs(s.p95)} > ${r.target.limitMs} ms (plan below)`;
}

const cpuPer = (s: Stats) => (s.total ? `${(s.cpu.serverMs / s.total).toFixed(1)} ms` : "–");

function resultsTable(reads: ReadResult[]): string[] {
  const lines = [
    "| Target | Clients | Requests | p50 | p95 | req/s | Server CPU / request | Target | Verdict |",
    "|---|---:|---:|---:|---:|---:|---:|---|---|",
  ];
  for (const r of reads) {
    if (r.failure || !r.single) {
      lines.push(`| ${r.target.label} | – | – | – | – | – | – | ${r.target.goal} | ${readVerdict(r)} |`);
      continue;
    }
    const row = (s: Stats, clients: string, goal: string, verdict: string) =>
      `| ${r.target.label} | ${clients} | ${n(s.total)} | ${fmtMs(s.p50)} | ${fmtMs(s.p95)} | ${fmtRps(s.rps)} | ` +
      `${cpuPer(s)} | ${goal} | ${verdict} |`;
    lines.push(row(r.single, "1", r.target.goal, readVerdict(r)));
    if (r.closed) {
      const extra = r.closed.non2xx ? ` (${statusMix(r.closed)})` : "";
      lines.push(row(r.closed, `${CONNECTIONS} (closed loop)`, "for information", `–${extra}`));
    }
  }
  return lines;
}

function bookingSection(b: ScaleRun["bookings"]): string[] {
  const lines = ["## Booking creation: scale database against an empty one", ""];
  if (!b.scale) return [...lines, b.note ?? "Not measured.", ""];
  lines.push(
    `POST /api/bookings, every request a different unbooked one-day quote in 19103 (saved through the API, ` +
      `then cloned), on consecutive dates and slots of the booking window. One client: ${SEQUENTIAL_REQUESTS} ` +
      `requests after ${SEQUENTIAL_WARMUP}. Fixed rate: ${BOOKING_RATE} req/s over ${CONNECTIONS} connections, ` +
      `open loop (scripts/bench/load.ts \`fixedRate\`: latency counted from when each request was due), ` +
      `${WARMUP} s warm-up then ${DURATION} s measured. The empty database is migrated and configured and ` +
      `holds the scale data set's ${b.emptyPainters ? n(b.emptyPainters) : ""} painters, their service areas ` +
      `and availability (copied), and no quotes, bookings, jobs or reservations.`,
    "",
    "| Database | Mode | Requests | p50 | p95 | p99 | req/s | Server CPU / request | Status mix |",
    "|---|---|---:|---:|---:|---:|---:|---:|---|",
  );
  const row = (db: string, mode: string, s: Stats) =>
    `| ${db} | ${mode} | ${n(s.total)} | ${fmtMs(s.p50)} | ${fmtMs(s.p95)} | ${fmtMs(s.p99)} | ${fmtRps(s.rps)} | ` +
    `${cpuPer(s)} | ${statusMix(s)} |`;
  lines.push(row("scale", "1 client", b.scale.single));
  if (b.empty) lines.push(row("empty", "1 client", b.empty.single));
  lines.push(row("scale", `${BOOKING_RATE} req/s, ${CONNECTIONS} conn.`, b.scale.fixed));
  if (b.empty) lines.push(row("empty", `${BOOKING_RATE} req/s, ${CONNECTIONS} conn.`, b.empty.fixed));
  lines.push("");
  if (b.empty) {
    const ratio = b.scale.fixed.p95 / b.empty.fixed.p95;
    const errors = b.scale.fixed.non2xx + b.empty.fixed.non2xx;
    const met = ratio <= BOOKING_RATIO_TARGET && errors === 0;
    lines.push(
      `Target: p95 at ${BOOKING_RATE} req/s on the scale database within ${BOOKING_RATIO_TARGET}× the empty ` +
        `database's: ${fmtMs(b.scale.fixed.p95)} / ${fmtMs(b.empty.fixed.p95)} = **${ratio.toFixed(2)}×**, ` +
        (met ? "**met**." : `**missed**${errors ? ` (${n(errors)} answers not 2xx)` : ""}.`),
      "",
    );
  } else lines.push(b.note ?? "The empty database was not measured (--no-empty).", "");
  return lines;
}

function exportSection(e: ExportRun): string[] {
  const growth = e.peakMb - e.startMb;
  const complete = e.status === 200 && !e.error && e.rows >= e.expected;
  const met = complete && growth < EXPORT_RSS_TARGET_MB;
  return [
    `## ${e.title}`,
    "",
    `GET ${e.path} without filters, read to its end by one client and thrown away.`,
    "",
    `| Status | Rows | ${e.unit} in the database | Bytes | First byte | Total time | Server RSS before | Peak RSS | Growth | Verdict |`,
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    `| ${e.status}${e.error ? ` (${e.error})` : ""} | ${n(e.rows)} | ${n(e.expected)} | ${mb(e.bytes)} | ` +
      `${fmtMs(e.firstByteMs)} | ${e.seconds.toFixed(1)} s | ${e.startMb.toFixed(0)} MB | ${e.peakMb.toFixed(0)} MB | ` +
      `${growth.toFixed(0)} MB | ${met ? "**met**" : `**missed**${complete ? `: grew ${growth.toFixed(0)} MB` : ": incomplete"}`} |`,
    "",
    `Target: the export finishes and the server's memory grows by less than ${EXPORT_RSS_TARGET_MB} MB.`,
    "",
  ];
}

function memorySection(phases: PhaseMemory[]): string[] {
  return [
    "## Server memory per phase",
    "",
    "Resident set size of the server process (`/proc/<pid>/status` VmRSS, sampled every 100 ms): at the start of " +
      "each phase and its highest sample during it.",
    "",
    "| Phase | RSS at start | Peak RSS |",
    "|---|---:|---:|",
    ...phases.map((p) => `| ${p.phase} | ${p.startMb.toFixed(0)} MB | ${p.peakMb.toFixed(0)} MB |`),
    "",
  ];
}

function plansSection(plans: ProbeResult[]): string[] {
  const lines = [
    "## Query plans at scale",
    "",
    "Each key query as the app runs it: the lib function a route calls, run in the bench process with a Prisma " +
      "client that reports its statements, each statement then run again as `EXPLAIN (ANALYZE, BUFFERS)` with " +
      `the same parameters. Seq-scan check: any "Seq Scan" on ${BIG_TABLES.join(", ")}.`,
    "",
    "| Query | Statements | Slowest statement | Seq scan on a big table |",
    "|---|---:|---:|---|",
  ];
  for (const p of plans) {
    const slowest = Math.max(...p.statements.map((s) => s.executionMs), 0);
    const scans = p.statements.flatMap((s) => s.seqScans);
    lines.push(
      `| ${p.name} | ${p.error ? `failed: ${p.error.split("\n")[0]}` : p.statements.length} | ` +
        `${p.statements.length ? `${slowest.toFixed(1)} ms` : "–"} | ${scans.length ? `**yes**: ${scans.join("; ")}` : "none"} |`,
    );
  }
  lines.push("");
  for (const p of plans) {
    const scans = p.statements.flatMap((s) => s.seqScans);
    lines.push(
      "<details>",
      `<summary>${p.name}: ${p.error ? "failed" : `${p.statements.length} statements`}, ` +
        `${scans.length ? `SEQ SCAN on a big table (${scans.length})` : "no seq scan on a big table"}</summary>`,
      "",
    );
    if (p.error) lines.push("```", p.error, "```", "");
    p.statements.forEach((s, i) => {
      lines.push(
        `Statement ${i + 1} of ${p.statements.length}${s.seqScans.length ? " (**seq scan**)" : ""}, ` +
          `parameters: \`${JSON.stringify(s.params).slice(0, 300)}\``,
        "",
        "```sql",
        s.sql,
        "```",
        "",
        "```",
        s.plan,
        "```",
        "",
      );
    });
    lines.push("</details>", "");
  }
  return lines;
}

/** The measured part, and the plans (the hand-written analysis goes between them). */
export function scaleReport(run: ScaleRun): { measured: string; plans: string } {
  const m = run.machine;
  const bookings = run.facts.tables.find((t) => t.table === "Booking")?.rows ?? 0;
  const measured = [
    "# Ten years of data: `npm run bench:scale`",
    "",
    `Measured ${run.startedAt.toISOString().slice(0, 16).replace("T", " ")} UTC – ` +
      `${run.finishedAt.toISOString().slice(11, 16)} UTC by \`${run.command}\` (scripts/bench/scale): the ` +
      `production build (\`next build\`) served by \`server.mjs\`, on the scale database \`${run.database}\` ` +
      `(${n(bookings)} bookings). Single-client rows: ${SEQUENTIAL_REQUESTS} sequential requests after ` +
      `${SEQUENTIAL_WARMUP} discarded, one keep-alive connection, each answer read to its end; every request ` +
      `asks for different real values (search terms, painters, date ranges, pages). Rows at ${CONNECTIONS} ` +
      `connections: autocannon in a closed loop, ${WARMUP} s warm-up then ${DURATION} s measured. The ` +
      "targets are p95 with one client; the 50-connection rows show the same endpoints under load.",
    "",
    "## Machine",
    "",
    `- CPU: ${m.cpu}, ${m.cores} cores; RAM ${m.ram}; ${m.os}`,
    `- Node ${m.node}; Next ${m.next}; Prisma ${m.prisma} (@prisma/adapter-pg, pool of ${POOL_SIZE} connections); autocannon ${m.autocannon}`,
    `- ${m.postgres}, on the same machine`,
    `- Source: ${run.source}`,
    `- Load average (1/5/15 min) before the run: ${run.loadBefore}; after: ${run.loadAfter}. Server, PostgreSQL ` +
      "and the bench client share the cores, with other sessions' work.",
    "",
    "## Data set",
    "",
    `Database size: ${mb(run.facts.databaseBytes)}. Rows counted exactly; sizes with indexes and TOAST ` +
      "(`pg_total_relation_size`).",
    "",
    "| Table | Rows | Total size | Of which indexes |",
    "|---|---:|---:|---:|",
    ...run.facts.tables
      .filter((t) => t.rows > 0)
      .map((t) => `| ${t.table} | ${n(t.rows)} | ${mb(t.totalBytes)} | ${mb(t.indexBytes)} |`),
    "",
    "## Results",
    "",
    ...resultsTable(run.reads),
    "",
    ...bookingSection(run.bookings),
    ...(run.exports.length
      ? run.exports.flatMap(exportSection)
      : ["## CSV exports", "", "Not measured.", ""]),
    ...memorySection(run.memory),
  ].join("\n");
  return { measured, plans: plansSection(run.plans).join("\n") };
}

/** Writes bench/scale.md; the hand-written analysis between the markers survives re-runs. */
export function writeScaleReport({ measured, plans }: { measured: string; plans: string }): void {
  const file = path.join(root, "bench/scale.md");
  const previous = existsSync(file) ? readFileSync(file, "utf8") : "";
  const start = previous.indexOf(NOTES_MARKER);
  const end = previous.indexOf(NOTES_END);
  const notes =
    start >= 0 && end > start
      ? previous.slice(start, end + NOTES_END.length)
      : `${NOTES_MARKER}\n## Analysis (by hand; \`npm run bench:scale\` keeps this section)\n\n${NOTES_END}`;
  mkdirSync(path.join(root, "bench"), { recursive: true });
  writeFileSync(file, `${measured}\n${notes}\n\n${plans}\n`);
}
