import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ROUTES } from "../helpers/route-registry";

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return name === "route.ts" ? [full] : [];
  });
}

it("lists every API route handler (so fuzzing and authorisation tests cover them all)", () => {
  const root = path.resolve(__dirname, "../../app");
  const exported = routeFiles(path.join(root, "api"))
    .filter((file) => !file.includes("[...nextauth]")) // Auth.js' own endpoints
    .flatMap((file) => {
      const source = readFileSync(file, "utf8");
      const routePath = "/" + path.relative(root, path.dirname(file)).split(path.sep).join("/");
      return [
        ...source.matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g),
      ].map((m) => `${m[1]} ${routePath}`);
    })
    .sort();
  expect(ROUTES.map((r) => `${r.method} ${r.path}`).sort()).toEqual(exported);
});
