/**
 * `npm run test:stress` (`npm test -- --stress`): the suite as a new user's busy machine runs it.
 * Every cache the tools keep between runs is emptied first, and one busy process per core but one
 * keeps the CPU occupied while the tests run (scripts/test.mjs starts it for each test stage), so a
 * test that passes only with a warm cache or an idle core fails here instead of on someone's first
 * `npm test`.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "../lib.mjs";

/** What the tools keep between runs of the suite; a fresh clone has none of them. */
export function testCaches(outputDir, e2eDistDir) {
  return [
    path.join(outputDir, "cache"), // Jest's transforms, Playwright's, tsc's build info
    path.join(outputDir, "tmp"), // the tools' temporary folder: tsx's cache among others
    path.join(root, e2eDistDir), // the end-to-end build, with Next.js's and Turbopack's caches
  ];
}

export function emptyCaches(folders) {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  console.log(`[test] stress: caches emptied (${folders.map((f) => path.relative(root, f)).join(", ")})`);
}

/**
 * A busy loop that ends itself once its parent is gone (its parent pid changes), so neither a
 * crash nor a killed run can leave it burning a core.
 */
const HOG = `const parent = process.ppid; for (let i = 1; ; i++) if (i % 50_000_000 === 0 && process.ppid !== parent) process.exit(0);`;

/** One busy process per core but one (one on a single core); returns the function that stops them. */
export function startCpuHog() {
  const count = Math.max(1, os.availableParallelism() - 1);
  const hogs = Array.from({ length: count }, () => spawn(process.execPath, ["-e", HOG], { stdio: "ignore" }));
  console.log(
    `[test] stress: ${count} busy process${count === 1 ? "" : "es"} on ${os.availableParallelism()} cores`,
  );
  const stop = () => {
    for (const hog of hogs) if (hog.exitCode === null) hog.kill("SIGKILL");
  };
  process.once("exit", stop);
  return stop;
}
