/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { firstLoadJavaScript, judge, type BudgetGroup } from "@/scripts/first-load.mjs";

/** A stand-in for a build folder: the build manifest, chunk files and client-reference manifests. */
function fakeBuild(pages: Record<string, Record<string, string[]>>, chunks: Record<string, string>) {
  const dist = mkdtempSync(path.join(tmpdir(), "first-load-"));
  writeFileSync(
    path.join(dist, "build-manifest.json"),
    JSON.stringify({
      rootMainFiles: ["static/chunks/framework.js"],
      polyfillFiles: ["static/chunks/polyfill.js"],
    }),
  );
  mkdirSync(path.join(dist, "static/chunks"), { recursive: true });
  for (const [file, text] of Object.entries(chunks)) writeFileSync(path.join(dist, file), text);
  for (const [key, entryJSFiles] of Object.entries(pages)) {
    const dir = path.join(dist, "server/app", key.replace(/\/page$/, ""));
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, "page_client-reference-manifest.js"),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(key)}] = ${JSON.stringify({ entryJSFiles })};`,
    );
  }
  return dist;
}

const gz = (text: string) => gzipSync(text).length;

describe("firstLoadJavaScript", () => {
  const chunks = {
    "static/chunks/framework.js": "framework ".repeat(500),
    "static/chunks/polyfill.js": "polyfill ".repeat(900),
    "static/chunks/layout.js": "layout code; ".repeat(40),
    "static/chunks/form.js": Array.from({ length: 300 }, (_, i) => `rule${i * 7919}`).join(","),
  };
  const dist = fakeBuild(
    {
      "/page": { "[project]/app/layout": ["static/chunks/layout.js"], "[project]/app/page": [] },
      "/contractor/login/page": {
        "[project]/app/layout": ["static/chunks/layout.js"],
        "[project]/app/contractor/login/page": ["static/chunks/layout.js", "static/chunks/form.js"],
      },
      "/api/health/route": { "[project]/app/api": ["static/chunks/form.js"] },
      "/admin/(back-office)/reviews/page": { "[project]/app/layout": ["static/chunks/layout.js"] },
    },
    chunks,
  );
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it("adds the gzipped framework, layout and page chunks of each route once, without the polyfill or API routes", () => {
    const routes = firstLoadJavaScript(dist);
    // A route group is not part of the address.
    expect([...routes.keys()].sort()).toEqual(["/", "/admin/reviews", "/contractor/login"]);
    const framework = gz(chunks["static/chunks/framework.js"]);
    const layout = gz(chunks["static/chunks/layout.js"]);
    expect(routes.get("/")!.total).toBe(framework + layout);
    expect(routes.get("/contractor/login")!.total).toBe(
      framework + layout + gz(chunks["static/chunks/form.js"]),
    );
    expect(routes.get("/contractor/login")!.files.map((f) => f.file)).toEqual([
      "static/chunks/framework.js",
      "static/chunks/layout.js",
      "static/chunks/form.js",
    ]);
  });
});

describe("judge", () => {
  const routes = new Map([
    ["/faq", { total: 139_900, files: [] }],
    ["/about", { total: 140_001, files: [] }],
    ["/new-page", { total: 1_000, files: [] }],
    ["/_global-error", { total: 136_000, files: [] }],
  ]);
  const groups: BudgetGroup[] = [
    { name: "Pages of static text", target: 140, budget: 140, routes: ["/faq", "/about", "/gone"] },
  ];

  it("passes a route within its budget and fails one above it, one with no group and one the build lacks", () => {
    const results = judge(routes, groups);
    const verdict = Object.fromEntries(results.map((r) => [r.route, r.ok ? "ok" : r.problem]));
    expect(verdict).toEqual({
      "/faq": "ok",
      "/about": "above its budget of 140 kB",
      "/new-page": "no budget group",
      "/gone": "not in this build",
    });
  });

  it("holds a route to its own lower budget where it has one", () => {
    const withOwn = [{ ...groups[0]!, budget: 141, routeBudgets: { "/faq": 139.8 } }];
    const results = judge(routes, withOwn);
    expect(results.find((r) => r.route === "/faq")).toMatchObject({
      ok: false,
      budget: 139.8,
      problem: "above its budget of 139.8 kB",
    });
    expect(results.find((r) => r.route === "/about")).toMatchObject({ ok: true, budget: 141 });
  });
});
