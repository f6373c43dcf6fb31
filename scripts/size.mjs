#!/usr/bin/env node
/**
 * The JavaScript budget per page: fails when a route's first-load JavaScript (gzip, modern
 * browsers; scripts/first-load.mjs says what counts) is above its group's budget in
 * bench/size-budget.json. Every page needs a group: a new page without one fails, so its
 * budget is a decision, like raising one.
 *
 *   node scripts/size.mjs [distDir]   a build as it is (npm test: the end-to-end build)
 *   npm run size                      builds as npm test does, then checks
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./lib.mjs";
import { firstLoadJavaScript, judge } from "./first-load.mjs";

const kB = (bytes) => (bytes / 1000).toFixed(1);
const dist = path.resolve(root, process.argv[2] ?? ".next-test");
if (!existsSync(path.join(dist, "build-manifest.json"))) {
  console.error(`[size] no production build in ${dist}: \`npm run size\` builds one first`);
  process.exit(1);
}

const { groups } = JSON.parse(readFileSync(path.join(root, "bench/size-budget.json"), "utf8"));
const results = judge(firstLoadJavaScript(dist), groups);

console.log("First-load JavaScript per route (gzip, kB = 1,000 bytes), against bench/size-budget.json:");
for (const r of results) {
  const verdict = r.ok
    ? `ok (budget ${r.budget}${r.group.target < r.budget ? `, target ${r.group.target}` : ""})`
    : `FAIL: ${r.problem}`;
  console.log(`  ${r.route.padEnd(36)} ${kB(r.total).padStart(6)} kB  ${verdict}`);
}
const failed = results.filter((r) => !r.ok).length;
if (process.env.SIZE_REPORT_FILE) {
  mkdirSync(path.dirname(process.env.SIZE_REPORT_FILE), { recursive: true });
  writeFileSync(
    process.env.SIZE_REPORT_FILE,
    JSON.stringify({ numPassedTests: results.length - failed, numFailedTests: failed, results }, null, 2),
  );
}
console.log(`[size] ${results.length - failed} routes within budget, ${failed} not`);
if (failed) process.exit(1);
