/**
 * @jest-environment node
 *
 * The runner image holds Next's standalone output plus the few plain files server.mjs imports
 * itself: each one must be copied, or the container exits at start-up.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

/** The project files `file` imports with a relative path, and theirs, transitively. */
function relativeImports(file: string, seen = new Set<string>()): Set<string> {
  const source = readFileSync(path.join(root, file), "utf8");
  for (const match of source.matchAll(/^import[^;]*?from\s+"(\.{1,2}\/[^"]+)";/gms)) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]!));
    if (seen.has(target)) continue;
    seen.add(target);
    relativeImports(target, seen);
  }
  return seen;
}

it("copies every file server.mjs imports into the runner image", () => {
  const copied = [
    ...readFileSync(path.join(root, "Dockerfile"), "utf8").matchAll(/^COPY --from=build \S+ \/app\/(\S+) /gm),
  ].map((m) => m[1]!);
  const imports = [...relativeImports("server.mjs")];
  expect(imports).toEqual(expect.arrayContaining(["lib/metrics/registry.mjs", "server/route-label.mjs"]));
  const missing = imports.filter(
    (file) => !copied.some((entry) => file === entry || file.startsWith(`${entry}/`)),
  );
  expect(missing).toEqual([]);
});
