/**
 * Prometheus's and Alertmanager's own programs for the tests that check our monitoring files with
 * them (promtool, amtool) or run them (prometheus, alertmanager): Debian 12's packages `prometheus`
 * and `prometheus-alertmanager` (.ci/run installs them; README → Test it). PROMETHEUS_BIN,
 * PROMTOOL_BIN, ALERTMANAGER_BIN and AMTOOL_BIN point elsewhere.
 *
 * Where one is missing, the tests that need it are skipped with one line saying what to install,
 * as a developer's laptop may lack them; under CI (CI set) a missing one fails instead, so a
 * machine without them can never pass by skipping.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import path from "node:path";

export type Tool = "prometheus" | "promtool" | "alertmanager" | "amtool";

/** Each tool's names on PATH (Debian names Alertmanager's server prometheus-alertmanager). */
const NAMES: Record<Tool, { variable: string; names: string[]; pkg: string }> = {
  prometheus: { variable: "PROMETHEUS_BIN", names: ["prometheus"], pkg: "prometheus" },
  promtool: { variable: "PROMTOOL_BIN", names: ["promtool"], pkg: "prometheus" },
  alertmanager: {
    variable: "ALERTMANAGER_BIN",
    names: ["prometheus-alertmanager", "alertmanager"],
    pkg: "prometheus-alertmanager",
  },
  amtool: { variable: "AMTOOL_BIN", names: ["amtool"], pkg: "prometheus-alertmanager" },
};

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The tool's path, or null. */
export function toolPath(tool: Tool): string | null {
  const { variable, names } = NAMES[tool];
  const given = process.env[variable];
  if (given) return executable(given) ? given : null;
  const dirs = (process.env.PATH ?? "").split(path.delimiter).filter(Boolean);
  for (const name of names) {
    for (const dir of dirs) if (executable(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

/**
 * `describe` when every tool is there; otherwise a skipped block (one line on stderr naming the
 * packages), or, under CI, a block whose one test fails naming them.
 */
export function describeWithTools(tools: Tool[], name: string, body: (paths: Record<Tool, string>) => void) {
  const found = Object.fromEntries(tools.map((tool) => [tool, toolPath(tool)])) as Record<
    Tool,
    string | null
  >;
  const missing = tools.filter((tool) => !found[tool]);
  if (missing.length === 0) {
    describe(name, () => body(found as Record<Tool, string>));
    return;
  }
  const packages = [...new Set(missing.map((tool) => NAMES[tool].pkg))].join(" ");
  const message = `${missing.join(", ")} not found: apt-get install -y ${packages} (or set ${missing
    .map((tool) => NAMES[tool].variable)
    .join(", ")})`;
  if (process.env.CI) {
    describe(name, () => {
      it("has the monitoring tools it needs", () => {
        throw new Error(message);
      });
    });
    return;
  }
  process.stderr.write(`[skipped] ${name}: ${message}\n`);
  describe.skip(name, () => body({} as Record<Tool, string>));
}

/** Runs a tool to its end: its exit code and output (stdout and stderr together). */
export function runTool(
  file: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
) {
  const result = spawnSync(file, args, { encoding: "utf8", timeout: 60_000, ...options });
  return { code: result.status, output: `${result.stdout ?? ""}${result.stderr ?? ""}` };
}
