/**
 * A Next.js build adapter (next.config.ts `adapterPath`): once `next build` has
 * prerendered the static pages, it records the SHA-256 of every inline script
 * of each prerendered HTML page in `server/app/_csp-hashes.json` (copied into
 * the standalone output with the pages). The proxy then sends those pages a
 * Content-Security-Policy that allows exactly those scripts, without
 * 'unsafe-inline' and without per-request nonces, which would force every page
 * to render dynamically (lib/security/csp.ts).
 */
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { inlineScriptHashes } from "../lib/security/inline-script-hashes.mjs";

export { inlineScriptHashes };

export const HASHES_FILE = "_csp-hashes.json";

/** "index.html" → "/", "location/19103.html" → "/location/19103", "_not-found.html" → "/_not-found". */
export function routeOf(relativeHtmlPath) {
  const route = `/${relativeHtmlPath
    .split(path.sep)
    .join("/")
    .replace(/\.html$/, "")}`;
  return route === "/index" ? "/" : route;
}

async function htmlFiles(dir, base = dir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await htmlFiles(full, base)));
    else if (entry.name.endsWith(".html")) files.push(path.relative(base, full));
  }
  return files;
}

/** Folders holding prerendered pages by route: server/app, or the route cache's "$" folders. */
async function pageRoots(distDir) {
  const roots = [path.join(distDir, "server", "app")];
  const cache = path.join(distDir, "server", "route-cache", "APP_PAGE");
  if (existsSync(cache)) {
    for (const entry of await readdir(cache)) {
      if (existsSync(path.join(cache, entry, "$"))) roots.push(path.join(cache, entry, "$"));
    }
  }
  return roots;
}

export async function writeHashes(distDir) {
  const manifest = {};
  for (const root of await pageRoots(distDir)) {
    for (const file of await htmlFiles(root)) {
      manifest[routeOf(file)] = inlineScriptHashes(await readFile(path.join(root, file), "utf8"));
    }
  }
  await writeFile(path.join(distDir, "server", "app", HASHES_FILE), JSON.stringify(manifest));
  return manifest;
}

/** @type {import("next").NextAdapter} */
const adapter = {
  name: "csp-hashes",
  async onBuildComplete({ distDir }) {
    const manifest = await writeHashes(distDir);
    console.log(`[csp] inline-script hashes recorded for ${Object.keys(manifest).length} prerendered pages`);
  },
};

export default adapter;
