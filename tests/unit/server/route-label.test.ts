/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRouteLabeler, routeLabelerFor, UNMATCHED } from "@/server/route-label.mjs";

// The shape Next.js writes (routes-manifest.json): dynamic routes most specific first.
const manifest = {
  staticRoutes: [
    { page: "/", regex: "^/(?:/)?$" },
    { page: "/about", regex: "^/about(?:/)?$" },
    { page: "/cancel-booking", regex: "^/cancel-booking(?:/)?$" },
  ],
  dynamicRoutes: [
    { page: "/cancel-booking/[token]", regex: "^/cancel-booking/([^/]+?)(?:/)?$" },
    { page: "/location/[zipCode]", regex: "^/location/([^/]+?)(?:/)?$" },
  ],
};

describe("page requests as metric labels", () => {
  const label = createRouteLabeler(manifest);

  it.each([
    ["/", "/"],
    ["/about", "/about"],
    ["/about/?utm_source=mail", "/about"],
    ["/cancel-booking", "/cancel-booking"],
    ["/cancel-booking/eyJpZCI6MX0.c2lnbmF0dXJl", "/cancel-booking/[token]"],
    ["/location/19103?x=1", "/location/[zipCode]"],
    ["/_next/static/chunks/app-123.js", "/_next/static"],
    ["/_next/image?url=%2Fa.png&w=640", "/_next/image"],
  ])("%s → %s", (url, expected) => {
    expect(label(url)).toBe(expected);
  });

  it("gives every path no page serves one label, so visitors cannot add series", () => {
    for (const url of ["/nope", "/wp-login.php", "/location/1/2", "/favicon.ico", "//evil"]) {
      expect(label(url)).toBe(UNMATCHED);
    }
  });

  it("reads the build's manifest, and labels everything alike without one", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "route-label-"));
    try {
      expect(routeLabelerFor(dir)("/about")).toBe(UNMATCHED);
      writeFileSync(path.join(dir, "routes-manifest.json"), JSON.stringify(manifest));
      expect(routeLabelerFor(dir)("/location/19103")).toBe("/location/[zipCode]");
      writeFileSync(path.join(dir, "routes-manifest.json"), "{not json");
      expect(routeLabelerFor(dir)("/about")).toBe(UNMATCHED);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
