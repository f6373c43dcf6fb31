/**
 * EXPLAIN (ANALYZE, BUFFERS) of the SQL the app's own functions run: each probe calls a lib
 * function with a Prisma client that reports every statement (query events), and each statement
 * is explained through pg with the very parameters it ran with.
 */
import type pg from "pg";
import type { PrismaClient } from "@/lib/generated/prisma/client";

export interface Probe {
  name: string;
  run: (db: PrismaClient) => Promise<unknown>;
}

export interface ExplainedStatement {
  sql: string;
  params: unknown[];
  plan: string;
  /** Execution time Postgres reports for the statement (ms). */
  executionMs: number;
  /** "Seq Scan on <table>" lines over the big tables: none may be on a request path. */
  seqScans: string[];
}

export interface ProbeResult {
  name: string;
  statements: ExplainedStatement[];
  error?: string;
}

/** The tables whose sequential scan grows with the years of data. */
export const BIG_TABLES = [
  "Booking",
  "Quote",
  "SlotReservation",
  "Room",
  "JobAssignment",
  "Invoice",
  "InvoiceLine",
  "Payment",
  "PayoutItem",
];
const SEQ_SCAN = new RegExp(`Seq Scan on (?:"?public"?\\.)?"?(${BIG_TABLES.join("|")})"?(?=[\\s]|$)`);

/** Statements that read: transaction control and session settings are not worth a plan. */
const explainable = (sql: string) => /^\s*(select|with)\b/i.test(sql);

export function seqScansIn(plan: string): string[] {
  return plan
    .split("\n")
    .filter((line) => SEQ_SCAN.test(line))
    .map((line) => line.trim().replace(/^->\s*/, ""));
}

/** The statements a function runs, in order, as Prisma reports them. */
export function recorder(db: PrismaClient) {
  let sink: { sql: string; params: unknown[] }[] | undefined;
  // The client is created with log: [{ emit: "event", level: "query" }].
  (
    db as unknown as { $on: (e: "query", cb: (event: { query: string; params: string }) => void) => void }
  ).$on("query", (event) => {
    let params: unknown[] = [];
    try {
      params = JSON.parse(event.params) as unknown[];
    } catch {
      /* no parameters */
    }
    sink?.push({ sql: event.query, params });
  });
  return async (fn: () => Promise<unknown>) => {
    sink = [];
    try {
      await fn();
      return sink;
    } finally {
      sink = undefined;
    }
  };
}

export async function explainProbes(
  db: PrismaClient,
  pgc: pg.Client,
  probes: Probe[],
): Promise<ProbeResult[]> {
  const record = recorder(db);
  const results: ProbeResult[] = [];
  for (const probe of probes) {
    try {
      // Once to warm the client (its first query loads the schema), once recorded.
      await probe.run(db);
      const statements = (await record(() => probe.run(db))).filter((s) => explainable(s.sql));
      const explained: ExplainedStatement[] = [];
      for (const statement of statements) {
        const { rows } = await pgc.query<{ "QUERY PLAN": string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`,
          statement.params,
        );
        const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
        const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? NaN);
        explained.push({ ...statement, plan, executionMs, seqScans: seqScansIn(plan) });
      }
      results.push({ name: probe.name, statements: explained });
    } catch (error) {
      results.push({ name: probe.name, statements: [], error: (error as Error).message });
    }
  }
  return results;
}
