/**
 * The client modules of the light pages: the groups of bench/size-budget.json marked `light`
 * (static text, home, logins, registration, booking and review links). From each of their pages,
 * layouts and error screens, follows the static imports (`import … from`, `export … from`; not
 * `import type`, not `import()`, which loads on demand) and keeps the modules that run in the
 * browser: a "use client" module and everything it imports. eslint.config.mjs forbids the heavy
 * libraries in these files, so a page that would grow fails at lint time, not after a build.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const SCRIPT = /\.(ts|tsx|js|mjs)$/;
const PAGE_FILE = /^(page|layout|not-found|error|global-error|loading|template)\.tsx?$/;
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^;'"]*?\s+from\s+)?["']([^"']+)["']/g;
const USE_CLIENT = /^(?:\s*(?:\/\/[^\n]*|\/\*[\s\S]*?\*\/))*\s*["']use client["']/;

/** "app/(site)/faq/page.tsx" → "/faq" */
const routeOf = (file) =>
  "/" +
  path
    .dirname(file)
    .split(path.sep)
    .slice(1)
    .filter((part) => !/^\(.*\)$/.test(part))
    .join("/");

function appFiles(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(dir === "app" && entry.name === "api")) appFiles(full, found);
    } else if (PAGE_FILE.test(entry.name)) found.push(full);
  }
  return found;
}

function resolveImport(root, from, specifier) {
  let base;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(path.join(root, from)), specifier);
  else return null;
  for (const suffix of ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx"]) {
    const file = base + suffix;
    if (existsSync(file) && statSync(file).isFile()) return path.relative(root, file);
  }
  return null;
}

/** Repo-relative paths (forward slashes) of the light pages' client modules. */
export function lightClientFiles(root = process.cwd()) {
  const { groups } = JSON.parse(readFileSync(path.join(root, "bench/size-budget.json"), "utf8"));
  const light = groups.filter((group) => group.light).flatMap((group) => group.routes);
  const files = appFiles(path.join(root, "app")).map((file) => path.relative(root, file));
  const isPage = (file) => /(^|\/)page\.tsx?$/.test(file);
  const lightPages = files.filter((file) => isPage(file) && light.includes(routeOf(file)));
  // A layout or error screen counts when a light page sits in its folder or below: by folder, not by
  // address, so a route group's layout (app/admin/(back-office)/layout.tsx) is not taken for the
  // layout of a page beside the group (app/admin/login/page.tsx).
  const aboveLightPage = (file) => {
    const dir = path.dirname(file) + path.sep;
    return lightPages.some((page) => page.startsWith(dir));
  };
  const entries = files.filter((file) => (isPage(file) ? lightPages.includes(file) : aboveLightPage(file)));

  const client = new Set();
  const seen = new Set();
  const visit = (file, inClient) => {
    const key = `${file}|${inClient}`;
    if (seen.has(key)) return;
    seen.add(key);
    const source = readFileSync(path.join(root, file), "utf8");
    const isClient = inClient || USE_CLIENT.test(source);
    if (isClient && SCRIPT.test(file)) client.add(file.split(path.sep).join("/"));
    for (const [, typeOnly, specifier] of source.matchAll(STATIC_IMPORT)) {
      if (typeOnly) continue;
      const target = resolveImport(root, file, specifier);
      if (target) visit(target, isClient);
    }
  };
  for (const entry of entries) visit(entry, false);
  return [...client].sort();
}
