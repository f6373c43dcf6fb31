// @ts-check
/**
 * The route pattern of a page request, as a metric label (lib/metrics/registry.mjs): `/location/[zipCode]`,
 * never `/location/19103`, and never a token of an e-mailed link. Read from the build's own
 * routes manifest (`<distDir>/routes-manifest.json`, which Next.js writes with a regex per route),
 * so the labels follow the app's pages without a list to keep. A path no page matches (a 404, a
 * file of public/) gets one label, so no visitor can invent new series.
 */
import { existsSync, readFileSync } from "node:fs";

/** @typedef {{ page: string, regex: string }} ManifestRoute */
/** @typedef {{ staticRoutes?: ManifestRoute[], dynamicRoutes?: ManifestRoute[] }} RoutesManifest */

export const UNMATCHED = "(other)";

/** Next's own assets, by prefix: one label each. */
const ASSET_PREFIXES = [
  ["/_next/static/", "/_next/static"],
  ["/_next/image", "/_next/image"],
  ["/_next/data/", "/_next/data"],
];

/**
 * @param {RoutesManifest} manifest
 * @returns {(url: string) => string}
 */
export function createRouteLabeler(manifest) {
  /** @param {ManifestRoute[] | undefined} routes */
  const compile = (routes) =>
    (routes ?? []).flatMap((route) => {
      try {
        return [{ page: route.page, regex: new RegExp(route.regex) }];
      } catch {
        return [];
      }
    });
  const statics = new Map((manifest.staticRoutes ?? []).map((route) => [route.page, route.page]));
  // Next sorts dynamic routes most specific first: the first match is the one it serves.
  const dynamics = compile(manifest.dynamicRoutes);
  return (url) => {
    // The request target as sent (server.mjs's req.url): a path; "//x" is a path too, not a host.
    const pathname = url.split(/[?#]/, 1)[0] || "/";
    for (const [prefix, label] of ASSET_PREFIXES)
      if (pathname.startsWith(/** @type {string} */ (prefix))) return /** @type {string} */ (label);
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
    const exact = statics.get(trimmed);
    if (exact) return exact;
    for (const route of dynamics) if (route.regex.test(pathname)) return route.page;
    return UNMATCHED;
  };
}

/**
 * The labeler of the build in `distDir`; without a manifest (a build that is not there), every
 * page shares one label rather than carrying its raw path.
 * @param {string} distDir
 */
export function routeLabelerFor(distDir) {
  const file = `${distDir}/routes-manifest.json`;
  if (!existsSync(file)) return () => UNMATCHED;
  try {
    return createRouteLabeler(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    return () => UNMATCHED;
  }
}
