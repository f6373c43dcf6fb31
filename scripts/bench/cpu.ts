/**
 * Where the CPU went during a run (Linux /proc): the server under test, the Postgres backends of the
 * bench database, the bench client itself, and the whole machine (so other sessions' load shows).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import type pg from "pg";

let clockTicks = 100;
try {
  clockTicks = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
} catch {
  /* Linux default */
}

/** CPU time (ms) a process has used so far; 0 when it is gone or /proc is missing. */
function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return 0;
  }
}

/** Busy CPU time (ms) of the whole machine so far. */
function machineBusyMs(): number {
  try {
    const [, ...ticks] = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).map(Number);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks;
    return ((user + nice + system + irq + softirq + steal) * 1000) / clockTicks;
  } catch {
    return NaN;
  }
}

export interface CpuSnapshot {
  at: number;
  machine: number;
  server: number;
  client: number;
  postgres: Map<number, number>;
}

/** Cores used on average over a run, by party; serverMs is the server's CPU time in all. */
export interface CpuUsed {
  server: number;
  postgres: number;
  client: number;
  machine: number;
  other: number;
  serverMs: number;
}

export async function cpuSnapshot(admin: pg.Client, dbName: string, serverPid: number): Promise<CpuSnapshot> {
  const { rows } = await admin.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = $1", [
    dbName,
  ]);
  const usage = process.cpuUsage();
  return {
    at: performance.now(),
    machine: machineBusyMs(),
    server: processCpuMs(serverPid),
    client: (usage.user + usage.system) / 1000,
    postgres: new Map(rows.map((r) => [r.pid, processCpuMs(r.pid)])),
  };
}

/** Cores used on average between two snapshots, by party. */
export async function cpuUsed(
  admin: pg.Client,
  dbName: string,
  serverPid: number,
  before: CpuSnapshot,
): Promise<CpuUsed> {
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
  return { ...used, other: Math.max(0, used.machine - used.server - used.postgres - used.client) };
}
