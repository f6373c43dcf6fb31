// @ts-check
/**
 * API routes the production server (server.mjs) hands straight to their handler, past Next.js's
 * request pipeline (routing, its request and response wrappers, its headers config): opted into by
 * a route that needs nothing of Next.js's per-request context (lib/http/direct-route.ts says which).
 *
 * The table is on globalThis: server.mjs (plain Node) reads it, the route modules (Next.js's
 * bundles) fill it as they load. A route not in it yet, or not at all, goes through Next.js as before.
 */

/** @typedef {import("node:http").IncomingMessage} Request */
/** @typedef {import("node:http").ServerResponse} Response */
/** @typedef {(req: Request, res: Response) => Promise<void>} DirectHandler */

const TABLE = Symbol.for("brushwise.directRoutes");

/** @returns {Map<string, DirectHandler>} */
export function directRoutes() {
  const scope = /** @type {{ [TABLE]?: Map<string, DirectHandler> }} */ (globalThis);
  return (scope[TABLE] ??= new Map());
}

/** @param {string} method @param {string} pathname */
export const directRouteKey = (method, pathname) => `${method} ${pathname}`;

/**
 * The handler serving this request directly, if its route registered one.
 * @param {{ method?: string, url?: string }} req
 */
export function directRouteFor(req) {
  const url = req.url ?? "";
  if (!url.startsWith("/api/")) return undefined;
  const query = url.indexOf("?");
  return directRoutes().get(directRouteKey(req.method ?? "GET", query < 0 ? url : url.slice(0, query)));
}
