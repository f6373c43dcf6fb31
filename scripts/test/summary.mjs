/**
 * The closing lines of `npm test`: how many tests passed and failed, and for each failed stage the
 * one command that runs it again alone (with the failed files, where the runner names them).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { root } from "../lib.mjs";

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined);
const relative = (file) => path.relative(root, path.resolve(root, file));

/** Passed and failed counts, and the files that failed, from one runner's report. */
function fromReport(reportsDir, file) {
  const report = readJson(path.join(reportsDir, file));
  if (!report) return undefined;
  if (file === "playwright.json") {
    const failedFiles = new Set();
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        if (!spec.ok) failedFiles.add(path.join(report.config.rootDir, spec.file));
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
      failedFiles: [...failedFiles].map(relative),
    };
  }
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    failedFiles: (report.testResults ?? []).filter((r) => r.status === "failed").map((r) => relative(r.name)),
  };
}

/**
 * The command that runs `stage` alone. `lint` covers eslint and prettier; `cluster` needs a
 * PostgreSQL server (DATABASE_URL), as in the run that failed.
 */
export function rerunCommand(stage, { stress, files = [], databaseUrl }) {
  const suite = stage === "format" ? "lint" : stage;
  const command = stress ? "npm run test:stress --" : "npm test --";
  const database = databaseUrl && ["api", "size", "e2e", "cluster"].includes(suite) ? "DATABASE_URL=… " : "";
  return `${database}${command} ${[suite, ...files].join(" ")}`;
}

const FIXES = {
  format: "npm run format rewrites the files in place",
  lint: "npx eslint --fix . mends what it can",
};

/**
 * Prints the totals, then one block per failed stage: its name, why, and how to run it again.
 * `stages` are { name, report?, error?, skipped? } in the order they ran.
 */
export function printSummary({ reportsDir, stages, stress, databaseUrl }) {
  let passed = 0;
  let failed = 0;
  const failures = [];
  for (const { name, report, error } of stages) {
    const counts = report ? fromReport(reportsDir, report) : undefined;
    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
    }
    if (!error) continue;
    // A stage that failed without a failing test (a crash, a build error, a budget) counts as one.
    if (!counts || counts.failed === 0) failed += 1;
    failures.push({ name, error, files: counts?.failedFiles ?? [] });
  }
  console.log(`\n${passed} passed, ${failed} failed`);
  const notRun = stages.filter((s) => s.skipped).map((s) => s.name);
  for (const { name, error, files } of failures) {
    console.log(`\n[test] FAILED stage: ${name} (${error.message.split("\n")[0]})`);
    if (files.length) console.log(`[test]   failed files: ${files.join(", ")}`);
    console.log(`[test]   run it again alone: ${rerunCommand(name, { stress, files, databaseUrl })}`);
    if (FIXES[name]) console.log(`[test]   to fix: ${FIXES[name]}`);
  }
  if (failures.length && notRun.length)
    console.log(`\n[test] not run after the failure: ${notRun.join(", ")}`);
}
