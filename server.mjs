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
 * NEXT_DIST_DIR (.next), PAGE_CACHE_MB (64; 0 turns the page cache off), DIRECT_API_ROUTES (on; off
 * sends every API request through Next.js: lib/http/direct-route.ts), SHUTDOWN_TIMEOUT_MS
 * (25000: from SIGTERM to the exit, whatever is still running; below compose's stop_grace_period).
 *
 * A stop (SIGTERM or SIGINT; README → Deployment → Stops and rolling releases): the listener closes
 * (new connections are refused), the process is marked draining (a GET or HEAD arriving on a
 * kept-alive connection, the readiness probe among them, gets its connection closed unanswered, for
 * nginx or the browser to send it again to another instance), every other request already sent is
 * served, with `Connection: close`, as are the requests in flight when the stop began. Once
 * the connections are gone (SIGTERM: the peers close them, within their keep-alive timeout; SIGINT:
 * idle ones are closed at once) or the drain's share of the deadline is spent, the app's stop hooks
 * run (lib/process/shutdown.mjs: the background loop stops, claimed e-mails go back to the queue,
 * the database pool closes), then the process exits. It exits at SHUTDOWN_TIMEOUT_MS in any case,
 * and at once on a second signal.
 */
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { productionServerProblems } from "./lib/config/secrets.mjs";
import { STRICT_TRANSPORT_SECURITY, servedOverHttps } from "./lib/config/site-address.mjs";
import { declareStampingServer, stampClientAddress } from "./lib/http/client-address.mjs";
import { directRouteFor } from "./lib/http/direct-routes.mjs";
import { loggedPath } from "./lib/log/logged-path.mjs";
import { consoleAsJson, serverLog } from "./lib/log/server-log.mjs";
import { recordHttpRequest } from "./lib/metrics/registry.mjs";
import {
  markDraining,
  isDraining,
  runShutdownHooks,
  settleWithin,
  shutdownPlan,
  shutdownTimeoutMs,
} from "./lib/process/shutdown.mjs";
import { pageBodyRefusal } from "./server/page-body-cap.mjs";
import { createPageCache } from "./server/page-cache.mjs";
import { hashInlineScriptsOfServedPage } from "./server/page-csp.mjs";
import { routeLabelerFor } from "./server/route-label.mjs";

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
  serverLog.error("Refusing to start in production with unsafe settings", { problems });
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

// Hot API routes past Next.js's pipeline (lib/http/direct-route.ts); `off` for an A/B or a doubt.
const directApiRoutes = process.env.DIRECT_API_ROUTES !== "off";

// The app empties it when the pages it holds change before they expire (lib/reviews/public-pages.ts).
if (pageCache)
  /** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for("brushwise.pageCache")] = pageCache;

// Every request below gets its socket's address stamped over whatever the client sent: the app
// may believe that header in this process, and nowhere else (lib/http/client-address.mjs).
declareStampingServer();

// From here on the process writes JSON lines only: Next.js's own lines too (it prints through console).
consoleAsJson(serverLog);
const next = createRequire(import.meta.url)("next");
const app = next({ dev: false, dir, hostname: hostname ?? "localhost", port });
await app.prepare();
const nextHandler = app.getRequestHandler();

// HSTS follows the site address this server runs with (lib/config/site-address.mjs), read once Next.js
// has loaded the .env files; set here so every answer has it: pages, files, API answers, refusals and
// the page cache's replays. Not when the address is http://: that site must stay reachable so.
const strictTransportSecurity = servedOverHttps(process.env) ? STRICT_TRANSPORT_SECURITY : undefined;

// Page requests by route pattern (API routes count themselves: lib/http/route.ts).
const routeLabel = routeLabelerFor(path.join(dir, distDir));

/**
 * Every request gets an id: the proxy's when it sent a sane one (lib/log/request-id.ts keeps the
 * same rule), else a new one. The app's log lines, an API answer's x-request-id and a page error's
 * log line (instrumentation.ts) all carry it.
 * @param {http.IncomingMessage} req
 */
function assignRequestId(req) {
  const given = req.headers["x-request-id"];
  if (typeof given === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(given)) return given;
  const id = randomUUID();
  req.headers["x-request-id"] = id;
  return id;
}

/** @type {(req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>} */
async function handleWithNext(req, res) {
  // Below the page cache's recording (server/page-cache.mjs), so a page stored there keeps the
  // policy computed from its own HTML (server/page-csp.mjs).
  hashInlineScriptsOfServedPage(req, res);
  try {
    await nextHandler(req, res);
  } catch (error) {
    // What support searches for: the reference the visitor sees is the start of the request id.
    const requestId = assignRequestId(req);
    const reference = requestId.slice(0, 8);
    serverLog.error("request failed", {
      requestId,
      reference,
      method: req.method,
      path: loggedPath(req.url ?? "/"),
      error,
    });
    if (!res.headersSent) {
      res.writeHead(500, { "content-type": "text/plain; charset=utf-8", "x-request-id": requestId });
    }
    res.end(`Internal Server Error (reference: ${reference})`);
  }
}

/** Answers not yet finished: a stop tells each that its connection closes after it. */
const unfinished = new Set();
/** Called when the last request in flight has ended (set by a stop). */
let onIdle = () => {};

/**
 * A stop began while `res` was being prepared: its connection ends with it, so the client sends
 * nothing more on it (with `Connection: keep-alive` it would, until the connection is cut). An
 * answer whose headers are already out keeps its connection: ending it after the answer would race
 * a request the client may be sending on it at that moment (a POST would be carried out, its answer
 * lost); such a request is handled as any that arrives while draining.
 * @param {http.ServerResponse} res
 */
function closeConnectionAfter(res) {
  if (!res.headersSent) res.setHeader("connection", "close");
}

/**
 * A page or file request's log line, in the shape of the API's (lib/http/route.ts): the build's
 * immutable assets at debug, as the API's health probes are. The line is built only when its
 * level is logged.
 * @param {http.IncomingMessage} req @param {http.ServerResponse} res @param {string} requestId @param {number} seconds
 */
function logPageRequest(req, res, requestId, seconds) {
  const url = req.url ?? "/";
  const level = url.startsWith("/_next/static/") ? "debug" : "info";
  serverLog[level]("request", {
    requestId,
    method: req.method,
    path: loggedPath(url),
    status: res.statusCode,
    durationMs: Math.round(seconds * 10_000) / 10,
  });
}

const server = http.createServer((req, res) => {
  unfinished.add(res);
  res.once("close", () => {
    unfinished.delete(res);
    if (unfinished.size === 0) onIdle();
  });
  stampClientAddress(req);
  const requestId = assignRequestId(req);
  if (strictTransportSecurity) res.setHeader("strict-transport-security", strictTransportSecurity);
  if (!req.url?.startsWith("/api/")) {
    // API requests count and log themselves (lib/http/route.ts).
    const started = process.hrtime.bigint();
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      recordHttpRequest(routeLabel(req.url ?? "/"), req.method ?? "GET", res.statusCode, seconds);
      logPageRequest(req, res, requestId, seconds);
    });
  }
  if (isDraining()) {
    // Stopping: this connection ends after this answer. A GET or HEAD (the readiness probe among
    // them) gets no answer: the kept-alive connection is closed, which nginx (an "error") and
    // browsers answer by sending the idempotent request again on a new connection, that is, to
    // another instance. Not a 503: that is the database's answer (README → Operations), which nginx
    // passes on without counting it against the instance. Anything else was sent to us and may not
    // be replayed elsewhere, so it is served.
    res.setHeader("connection", "close");
    if (req.method === "GET" || req.method === "HEAD") {
      req.socket.destroy();
      return;
    }
  }
  const refusal = pageBodyRefusal(req);
  if (refusal) {
    // Answered unread: the connection closes after the answer, so the body is never taken in.
    // The API's shape for a refusal ({ error }), as every bad request of this server gets.
    res.writeHead(refusal.status, { "content-type": "application/json", connection: "close" });
    res.end(JSON.stringify({ error: refusal.message }));
    return;
  }
  // API routes that need nothing of Next.js's request pipeline (lib/http/direct-route.ts).
  const direct = directApiRoutes ? directRouteFor(req) : undefined;
  if (direct) void direct(req, res);
  else if (pageCache) pageCache.handle(req, res, handleWithNext);
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
  serverLog.info(`Ready on http://${shownHost}:${actualPort}`, {
    port: actualPort,
    pageCacheMb: pageCache ? cacheMegabytes : 0,
  });
});

/**
 * One JSON line, as the app's logs (lib/log/server-log.mjs).
 * @param {"info" | "warn" | "error"} level
 * @param {string} msg
 * @param {Record<string, unknown>} [fields]
 */
const logLine = (level, msg, fields = {}) => serverLog[level](msg, fields);

let stopping = false;
/** @param {NodeJS.Signals} signal */
async function shutdown(signal) {
  const code = signal === "SIGINT" ? 130 : 143;
  if (stopping) {
    logLine("warn", "shutdown: second signal, exiting now", { signal });
    process.exit(code);
  }
  stopping = true;
  const started = Date.now();
  const timeoutMs = shutdownTimeoutMs(process.env);
  const plan = shutdownPlan(timeoutMs);
  const elapsed = () => Date.now() - started;
  // The hard deadline: not unref'd, and nothing below can postpone it.
  setTimeout(() => {
    logLine("error", "shutdown: deadline reached, exiting", { timeoutMs, inFlight: unfinished.size });
    process.exit(code);
  }, plan.exitAt);

  markDraining();
  for (const res of unfinished) closeConnectionAfter(res);
  logLine("info", "shutdown: draining", { signal, inFlight: unfinished.size, timeoutMs });
  // Stop accepting connections. net.Server's close, not http.Server's: that one would also drop
  // the idle kept-alive connections at once, racing a proxy that is sending a request on one.
  // Under SIGTERM the peers close them (nginx's upstream keepalive_timeout, 4 s, is below ours),
  // or Node's keep-alive timeout does; under SIGINT (a terminal) they are closed at once.
  const closed = new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve(true)));
  if (signal === "SIGINT") server.closeIdleConnections();
  onIdle = () => {
    if (signal === "SIGINT") server.closeIdleConnections();
  };
  const drained = await settleWithin(closed, plan.drainUntil - elapsed());
  if (!drained.ok) {
    logLine("warn", "shutdown: drain time spent, closing the remaining connections", {
      inFlight: unfinished.size,
    });
    server.closeAllConnections();
  }
  logLine("info", "shutdown: requests done", { ms: elapsed() });

  // The app's own steps (lib/process/app-shutdown.ts), each bounded by what is left.
  const results = await runShutdownHooks({ deadline: started + plan.exitAt - 200 });
  for (const result of results) {
    const level = result.ok ? "info" : "warn";
    logLine(
      level,
      `shutdown: ${result.name} ${result.ok ? "done" : result.timedOut ? "timed out" : "failed"}`,
      {
        ms: result.ms,
        ...(result.error ? { error: result.error } : {}),
      },
    );
  }
  await settleWithin(
    Promise.resolve().then(() => app.close()),
    started + plan.exitAt - 100 - Date.now(),
  );
  logLine("info", "shutdown: done", { ms: elapsed() });
  process.exit(code);
}
process.on("SIGTERM", (signal) => void shutdown(signal));
process.on("SIGINT", (signal) => void shutdown(signal));
