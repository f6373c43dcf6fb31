/**
 * First-load JavaScript per route of a production build, and its verdict against the budgets
 * (bench/size-budget.json); scripts/size.mjs prints and enforces it.
 *
 * First-load JavaScript of a route = the scripts its HTML loads for modern browsers: the
 * framework's root chunks plus the route's layout and page chunks (the client-reference
 * manifest's entryJSFiles), each gzipped at the default level and added up. The noModule
 * polyfill is left out, and so is code that loads later on demand (a dialog, a tab).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

/** Next's own last-resort error page: framework only, no budget of ours. */
const UNBUDGETED = new Set(["/_global-error"]);

/** Route ("/", "/faq", "/location/[zipCode]") → { total, files: [{ file, bytes }] }, bytes gzipped. */
export function firstLoadJavaScript(dist) {
  const buildManifest = JSON.parse(readFileSync(path.join(dist, "build-manifest.json"), "utf8"));
  const gzipped = new Map();
  const sizeOf = (file) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    return gzipped.get(file);
  };
  const appDir = path.join(dist, "server/app");
  const routes = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(dir === appDir && entry.name === "api")) walk(full);
      } else if (entry.name === "page_client-reference-manifest.js") {
        const sandbox = {};
        sandbox.globalThis = sandbox;
        vm.runInNewContext(readFileSync(full, "utf8"), sandbox);
        for (const [key, manifest] of Object.entries(sandbox.__RSC_MANIFEST ?? {})) {
          const files = new Set(buildManifest.rootMainFiles);
          for (const list of Object.values(manifest.entryJSFiles ?? {}))
            for (const file of list) files.add(file);
          const list = [...files].map((file) => ({ file, bytes: sizeOf(file) }));
          // Route groups ("(back-office)") are not part of the address: routes go by their URL.
          routes.set(key.replace(/\/page$/, "").replace(/\/\([^/]+\)/g, "") || "/", {
            total: list.reduce((sum, f) => sum + f.bytes, 0),
            files: list,
          });
        }
      }
    }
  };
  walk(appDir);
  return routes;
}

/**
 * One result per route: within its budget (kB = 1,000 bytes), above it, in no group (every page
 * needs one), or named by a group but missing from the build. A route's budget is its group's,
 * or a lower one of its own (`routeBudgets`) where that page is already lighter than the group:
 * what one page has won, a change cannot quietly lose.
 */
export function judge(routes, groups) {
  const results = [];
  for (const [route, { total }] of [...routes].sort(([a], [b]) => a.localeCompare(b))) {
    if (UNBUDGETED.has(route)) continue;
    const group = groups.find((g) => g.routes.includes(route));
    if (!group) {
      results.push({ route, total, ok: false, problem: "no budget group" });
      continue;
    }
    const budget = Math.min(group.budget, group.routeBudgets?.[route] ?? Infinity);
    if (total > budget * 1000)
      results.push({ route, total, group, budget, ok: false, problem: `above its budget of ${budget} kB` });
    else results.push({ route, total, group, budget, ok: true });
  }
  for (const group of groups)
    for (const route of group.routes)
      if (!routes.has(route))
        results.push({ route, total: 0, group, ok: false, problem: "not in this build" });
  return results;
}
