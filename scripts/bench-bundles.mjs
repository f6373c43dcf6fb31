#!/usr/bin/env node
/**
 * Where each page's first-load JavaScript comes from: per route, the total (as
 * scripts/size.mjs counts it, on a real build) and the five biggest sources in it beyond the
 * framework (Next.js, React, Turbopack's runtime), from Next's bundle analyzer
 * (`next experimental-analyze --output`). Our own files are named one by one; a package's files
 * are added up under the package's name. Sizes are the analyzer's gzip estimate per source, so
 * they do not add up to the total exactly. Prints a Markdown table.
 *
 *   npm run bench:bundles                 analyze + the end-to-end build (.next-test), as the tree is now
 *   npm run bench:bundles -- --no-analyze reuse the last analysis in .next-analyze
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { nextBin, root } from "./lib.mjs";
import { firstLoadJavaScript } from "./first-load.mjs";

const args = process.argv.slice(2);
const analyzeDir = ".next-analyze";
const buildDir = args.find((a) => a.startsWith("--build="))?.slice(8) ?? ".next-test";
const kB = (bytes) => (bytes / 1000).toFixed(1);

if (!args.includes("--no-analyze")) {
  execFileSync(process.execPath, [nextBin, "experimental-analyze", "--output"], {
    cwd: root,
    // The analyzer's progress to stderr: stdout is the table.
    stdio: ["ignore", process.stderr, "inherit"],
    env: { ...process.env, NEXT_DIST_DIR: analyzeDir },
  });
}

/** Every page has these; the budget is about what we add to them. */
const FRAMEWORK = /^(next|react|react-dom|scheduler|@swc\/helpers|\[turbopack\].*)$/;

/** "[project]/node_modules/@radix-ui/react-dialog/dist/index.mjs" → "@radix-ui/react-dialog"; our files as they are. */
function sourceName(sourcePath) {
  const file = sourcePath.replace(/^\[project\]\//, "");
  const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  return match ? match[1] : file;
}

function analyzeRoute(route) {
  const out = execFileSync(
    process.execPath,
    [nextBin, "experimental-analyze", "export", "--dist-dir", analyzeDir, "--route", route],
    { cwd: root, maxBuffer: 512 * 1024 * 1024, encoding: "utf8" },
  );
  const records = out
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  // What the page loads before anything is opened: the bootstrap and the render's own chunks.
  const firstLoad = new Set(
    records
      .filter((r) => r.type === "group" && (r.kind === "bootstrap" || r.kind === "render_dependent"))
      .flatMap((r) => r.outputs),
  );
  const bySource = new Map();
  for (const part of records) {
    if (part.type !== "part" || !firstLoad.has(part.filename) || !part.filename.endsWith(".js")) continue;
    const name = sourceName(part.source_path);
    if (FRAMEWORK.test(name) || name.endsWith(".css")) continue;
    bySource.set(name, (bySource.get(name) ?? 0) + part.compressed_size);
  }
  return [...bySource].sort((a, b) => b[1] - a[1]).slice(0, 5);
}

const build = path.join(root, buildDir);
const totals = existsSync(path.join(build, "build-manifest.json")) ? firstLoadJavaScript(build) : new Map();
const routes = [...totals.keys()].filter((r) => r !== "/_global-error").sort();

console.log(
  "| route | first-load JS (gzip) | top five sources beyond the framework (kB gzip, the analyzer's estimate) |",
);
console.log("|---|---:|---|");
for (const route of routes) {
  const top = analyzeRoute(route)
    .map(([name, bytes]) => `${name.replace(/\|/g, "\\|")} ${kB(bytes)}`)
    .join("; ");
  console.log(`| ${route} | ${kB(totals.get(route).total)} kB | ${top} |`);
}
