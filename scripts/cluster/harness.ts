/** A small test harness: named scenarios of checks, a summary line and an optional JSON report. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "../lib.mjs";

const results = { passed: 0, failed: 0, failures: [] as string[] };
let currentScenario = "";

export const passed = () => results.failed === 0;

export function check(name: string, ok: boolean, detail?: unknown): boolean {
  if (ok) {
    results.passed++;
    console.log(`  ✓ ${name}`);
  } else {
    results.failed++;
    results.failures.push(`${currentScenario}: ${name}`);
    const text = detail === undefined ? "" : typeof detail === "string" ? detail : JSON.stringify(detail);
    console.log(
      `  ✗ ${name}${text ? `\n      ${text.length > 1500 ? `${text.slice(0, 1500)}…` : text}` : ""}`,
    );
  }
  return ok;
}

/** A failure outside any scenario (building, the database, starting the instances). */
export function setupFailed(error: unknown): void {
  results.failed++;
  results.failures.push(`setup: ${error instanceof Error ? error.message : String(error)}`);
  console.error(`[cluster] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}

/** CLUSTER_ONLY=F,G: only the scenarios with these letters (a developer's rerun; CI runs them all). */
const only = new Set(
  (process.env.CLUSTER_ONLY ?? "")
    .split(",")
    .map((letter) => letter.trim())
    .filter(Boolean),
);

export async function scenario(name: string, fn: () => Promise<void>): Promise<void> {
  if (only.size > 0 && !only.has(name.split(".")[0]!)) return;
  currentScenario = name;
  console.log(`\n${name}`);
  const started = Date.now();
  try {
    await fn();
  } catch (error) {
    check(
      `completes without error`,
      false,
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
  }
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)}s)`);
}

/**
 * The closing lines, and CLUSTER_REPORT_FILE's JSON ({ numPassedTests, numFailedTests, failures })
 * for a summarising runner (scripts/test.mjs). Returns the process's exit code.
 */
export function report(totalStart: number): number {
  const file = process.env.CLUSTER_REPORT_FILE;
  if (file) {
    const json = {
      numPassedTests: results.passed,
      numFailedTests: results.failed,
      failures: results.failures,
    };
    mkdirSync(path.dirname(path.resolve(root, file)), { recursive: true });
    writeFileSync(path.resolve(root, file), JSON.stringify(json, null, 2));
  }
  for (const failure of results.failures) console.log(`FAILED ${failure}`);
  const seconds = ((Date.now() - totalStart) / 1000).toFixed(0);
  console.log(`\n${results.passed} passed, ${results.failed} failed (${seconds}s)`);
  return results.failed === 0 ? 0 : 1;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
export const info = (text: string) => console.log(`    · ${text}`);

export async function waitFor<T>(
  what: string,
  predicate: () => T | Promise<T>,
  { timeoutMs = 60_000, intervalMs = 250 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await predicate();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000}s waiting for ${what}`);
    await sleep(intervalMs);
  }
}

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
) {
  const out = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        out[index] = await fn(items[index]!, index);
      }
    }),
  );
  return out;
}
