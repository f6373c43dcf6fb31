/** What the results were measured on: the machine, the versions, the source, the load. */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "../lib.mjs";
import { withPg } from "../shared/database";

export type Machine = Awaited<ReturnType<typeof machineDescription>>;

/** The commit built, and whether the shared checkout had uncommitted changes (read-only git calls). */
export function sourceState(): string {
  try {
    const git = (...a: string[]) =>
      execFileSync("git", ["--no-optional-locks", ...a], { cwd: root, encoding: "utf8" });
    const head = git("rev-parse", "--short", "HEAD").trim();
    const changed = git("status", "--porcelain").split("\n").filter(Boolean).length;
    return changed
      ? `commit ${head} plus uncommitted changes in ${changed} files (shared checkout)`
      : `commit ${head}`;
  } catch {
    return "unknown (no git)";
  }
}

export async function machineDescription(adminUrl: string) {
  const cpuinfo = existsSync("/proc/cpuinfo") ? readFileSync("/proc/cpuinfo", "utf8") : "";
  const cpu = /model name\s*:\s*(.+)/.exec(cpuinfo)?.[1]?.trim() ?? os.cpus()[0]?.model ?? "unknown";
  const postgres = await withPg(
    adminUrl,
    async (c) => (await c.query<{ v: string }>("select version() as v")).rows[0]!.v,
  );
  const version = (pkg: string) =>
    (
      JSON.parse(readFileSync(path.join(root, "node_modules", pkg, "package.json"), "utf8")) as {
        version: string;
      }
    ).version;
  return {
    cpu,
    cores: os.cpus().length,
    ram: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    postgres,
    next: version("next"),
    autocannon: version("autocannon"),
    prisma: version("@prisma/client"),
  };
}

/** The load average (1/5/15 min), as the results show it. */
export const load = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(" / ");
