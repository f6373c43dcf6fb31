// @ts-check
/**
 * The production server: Next.js behind the in-process page cache
 * (server/page-cache.mjs explains why and what it stores).
 *
 * It runs from the project root (`npm start`, the end-to-end tests, the
 * benchmarks and the two-instance test) and from the standalone output in the
 * Docker image, where it sits next to Next's own server.js and takes its
 * configuration from the build (required-server-files.json), as server.js does.
 *
 * Environment: PORT (3000), HOSTNAME (every interface when unset, like
 * `next start`; the Docker image sets 0.0.0.0), KEEP_ALIVE_TIMEOUT (ms),
 * NEXT_DIST_DIR (.next), PAGE_CACHE_MB (64; 0 turns the page cache off).
 */
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { productionServerProblems } from "./lib/config/secrets.mjs";
import { declareStampingServer, stampClientAddress } from "./lib/http/client-address.mjs";
import { loggedPath } from "./lib/log/logged-path.mjs";
import { createPageCache } from "./server/page-cache.mjs";

const dir = path.dirname(fileURLToPath(import.meta.url));
process.chdir(dir);
// As `next start` does; set before Next.js is loaded below.
/** @type {Record<string, string | undefined>} */ (process.env).NODE_ENV ??= "production";
process.title = "brushwise-server";

// Plain Node runs this file before any of the app loads, so it reads process.env itself;
// everything else reads it through lib/env.ts. Published example secrets never serve real
// users: refuse to start, saying what to set.
const problems = productionServerProblems(process.env);
if (problems.length > 0) {
  console.error(
    `Refusing to start in production with unsafe settings:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
  );
  process.exit(78); // EX_CONFIG
}

const port = Number.parseInt(process.env.PORT ?? "", 10) || 3000;
const hostname = process.env.HOSTNAME || undefined;

// Standalone output has no next.config.ts: its resolved configuration is in the build.
const distDir = process.env.NEXT_DIST_DIR || ".next";
const requiredServerFiles = path.join(dir, distDir, "required-server-files.json");
if (!existsSync(path.join(dir, "next.config.ts")) && existsSync(requiredServerFiles)) {
  const { config } = JSON.parse(readFileSync(requiredServerFiles, "utf8"));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);
}

const cacheMegabytes = Number(process.env.PAGE_CACHE_MB ?? "64");
const pageCache =
  Number.isFinite(cacheMegabytes) && cacheMegabytes > 0
    ? createPageCache({ maxBytes: Math.round(cacheMegabytes * 1024 * 1024) })
    : undefined;

// The app empties it when the pages it holds change before they expire (lib/reviews/public-pages.ts).
if (pageCache)
  /** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for("brushwise.pageCache")] = pageCache;

// Every request below gets its socket's address stamped over whatever the client sent: the app
// may believe that header in this process, and nowhere else (lib/http/client-address.mjs).
declareStampingServer();

const next = createRequire(import.meta.url)("next");
const app = next({ dev: false, dir, hostname: hostname ?? "localhost", port });
await app.prepare();
const nextHandler = app.getRequestHandler();

/** @type {(req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>} */
async function handleWithNext(req, res) {
  try {
    await nextHandler(req, res);
  } catch (error) {
    console.error(`Failed to handle request for ${loggedPath(req.url ?? "/")}`, error);
    if (!res.headersSent) {
      res.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
    }
    res.end("Internal Server Error");
  }
}

const server = http.createServer((req, res) => {
  stampClientAddress(req);
  if (pageCache) pageCache.handle(req, res, handleWithNext);
  else void handleWithNext(req, res);
});
const keepAliveTimeout = Number.parseInt(process.env.KEEP_ALIVE_TIMEOUT ?? "", 10);
if (Number.isFinite(keepAliveTimeout) && keepAliveTimeout >= 0) server.keepAliveTimeout = keepAliveTimeout;

server.listen(port, hostname, () => {
  const address = server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  const shownHost = !hostname || hostname === "0.0.0.0" || hostname === "::" ? "localhost" : hostname;
  // Next.js reads these, as when it starts its own server.
  process.env.PORT = String(actualPort);
  process.env.__NEXT_PRIVATE_ORIGIN = `http://${shownHost}:${actualPort}`;
  console.log(
    `Ready on http://${shownHost}:${actualPort} (page cache ${pageCache ? `${cacheMegabytes} MB` : "off"})`,
  );
});

let stopping = false;
/** @param {NodeJS.Signals} signal */
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  // Finish the requests in flight, then let Next.js close (database pool, timers).
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  force.unref();
  server.close(() => {
    Promise.resolve(app.close())
      .catch((error) => console.error(error))
      .finally(() => process.exit(signal === "SIGINT" ? 130 : 143));
  });
}
process.on("SIGTERM", shutdown);
process.on("SIGINT", shutdown);
