/**
 * SQL round trips per booking (and per saved quote and available-dates search): the production
 * build in .next-bench (`npm run bench` builds it; `--build` builds it here) served by server.mjs,
 * its database reached through a counting TCP relay on 127.0.0.1. A round trip is what the
 * client waits on: a simple Query ('Q') or an extended-protocol batch ending in Sync ('S'); Parse,
 * Bind and Execute before one Sync travel together. The relay reads only the message types.
 *
 *   npx tsx --conditions=react-server scripts/bench/round-trips.ts [--build] [--bookings=N]
 *
 * Each request is sent alone, and counted from its send to its answer plus whatever the server
 * does for it afterwards (the outbox delivery it kicks, 100 ms later), which is counted apart.
 * Uses a throw-away database on DATABASE_URL's server (as the bench does) and drops it.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { todayInNewYork } from "@/lib/scheduling/dates.shared";
import { TIME_SLOTS } from "@/lib/scheduling/time-slots.shared";
import { bookableRange, datesBetween } from "@/lib/scheduling/window";
import { freePort, root } from "../lib.mjs";
import { buildApp, startAppServer, stopProcess, waitHealthy } from "../shared/app-server";
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  migrateAndSeed,
  serverUrl,
  withPg,
} from "../shared/database";
import { callApi } from "../shared/http";
import { BOOKING_ZIP, DIST_DIR, PAINTERS, log } from "./config";
import { cloneQuote, seedBookingCapacity } from "./fixtures";
import { SMALL_QUOTE_BODY, WORST_QUOTE_BODY } from "./quotes";
import { benchServerEnv } from "./server-env";

const args = process.argv.slice(2);
const build = args.includes("--build");
const BOOKINGS = Number(args.find((a) => a.startsWith("--bookings="))?.slice(11) ?? 20);
/** --show: prints the statements of the last request of each kind (their first 160 characters). */
const show = args.includes("--show");

/** Counts the round trips every client of the relay starts, in both directions' framing. */
function countingRelay(target: URL) {
  let roundTrips = 0;
  const statements: string[] = [];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    let pending = Buffer.alloc(0);
    let started = false; // the startup message has no type byte
    client.on("data", (chunk: Buffer) => {
      upstream.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!started) {
          if (pending.length < 4) break;
          const length = pending.readInt32BE(0);
          if (pending.length < length) break;
          pending = pending.subarray(length);
          started = true;
          continue;
        }
        if (pending.length < 5) break;
        const length = pending.readInt32BE(1);
        if (pending.length < 1 + length) break;
        const type = String.fromCharCode(pending[0]!);
        if (type === "Q" || type === "S") roundTrips++;
        if (show && (type === "Q" || type === "P"))
          statements.push(sqlOf(type, pending.subarray(5, 1 + length)));
        pending = pending.subarray(1 + length);
      }
    });
    upstream.on("data", (chunk) => client.write(chunk));
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on("close", close).on("error", close);
    upstream.on("close", close).on("error", close);
  });
  return {
    server,
    count: () => roundTrips,
    /** The statements sent since the last call. */
    takeStatements: () => statements.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A Query's text, or a Parse's (after the statement's name). */
function sqlOf(type: string, body: Buffer) {
  const text = type === "Q" ? body : body.subarray(body.indexOf(0) + 1);
  return text.subarray(0, text.indexOf(0)).toString("utf8").replace(/\s+/g, " ").slice(0, 160);
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  const dbName = `brushwise_trips_${randomBytes(4).toString("hex")}`;
  const adminUrl = databaseUrl(serverUrl, "postgres");
  const realUrl = new URL(databaseUrl(serverUrl, dbName));
  await createDatabase(adminUrl, dbName);
  const relay = countingRelay(realUrl);
  const relayPort = await freePort();
  await new Promise<void>((resolve) => relay.server.listen(relayPort, "127.0.0.1", resolve));
  const relayed = new URL(realUrl);
  relayed.hostname = "127.0.0.1";
  relayed.port = String(relayPort);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = benchServerEnv({
    databaseUrl: relayed.toString(),
    base,
    distDir: DIST_DIR,
    poolSize: "10",
    adminPassword: "bench-admin-password",
  });
  let stopServer = async () => {};
  try {
    await migrateAndSeed({ ...env, DATABASE_URL: realUrl.toString() });
    const today = todayInNewYork();
    await withPg(realUrl.toString(), (c) => seedBookingCapacity(c, PAINTERS, today));
    if (build) await buildApp(DIST_DIR, env);
    mkdirSync(path.join(root, ".data"), { recursive: true });
    const server = startAppServer({ port, env, logFile: path.join(root, ".data/round-trips-server.log") });
    stopServer = () => stopProcess(server.child);
    await waitHealthy(server, 90_000);

    const post = (what: string, body: unknown) =>
      callApi<{ id: string }>(`${base}${what}`, { method: "POST", body, headers: { origin: base } });
    let lastStatements: { during: string[]; after: string[] } = { during: [], after: [] };
    /** Round trips of one request, then of what it left running (the outbox kick). */
    const measure = async (send: () => Promise<{ status: number }>) => {
      await settle(400); // whatever ran before is over
      relay.takeStatements();
      const before = relay.count();
      const { status } = await send();
      const during = relay.count() - before;
      const sent = relay.takeStatements();
      await settle(400);
      lastStatements = { during: sent, after: relay.takeStatements() };
      return { status, during, after: relay.count() - before - during };
    };
    const report = (label: string, runs: { status: number; during: number; after: number }[]) => {
      const statuses = [...new Set(runs.map((r) => r.status))].join("/");
      const spread = (xs: number[]) => `${Math.min(...xs)}–${Math.max(...xs)}`;
      log(
        `${label}: ${runs.length} × status ${statuses}; round trips per request ${spread(runs.map((r) => r.during))}` +
          `, afterwards (outbox delivery) ${spread(runs.map((r) => r.after))}`,
      );
      if (show) {
        for (const sql of lastStatements.during) log(`    ${sql}`);
        log("    afterwards:");
        for (const sql of lastStatements.after) log(`    ${sql}`);
      }
    };

    const quotes = [];
    for (let i = 0; i < 5; i++) quotes.push(await measure(() => post("/api/quotes", SMALL_QUOTE_BODY)));
    report("POST /api/quotes", quotes);
    const template = (await post("/api/quotes", SMALL_QUOTE_BODY)).json!;
    const worst = (await post("/api/quotes", WORST_QUOTE_BODY)).json!;
    const search = [];
    for (let i = 0; i < 5; i++)
      search.push(
        await measure(() =>
          callApi(`${base}/api/contractor-available-dates?quoteId=${worst.id}`, { method: "GET" }),
        ),
      );
    report(`GET /api/contractor-available-dates (largest quote, ${BOOKING_ZIP})`, search);

    const ids = await withPg(realUrl.toString(), (c) => cloneQuote(c, template.id, BOOKINGS));
    const { first, last } = bookableRange(today);
    const dates = datesBetween(first, last);
    const bookings = [];
    for (const [k, quoteId] of ids.entries()) {
      const body = { quoteId, scheduledDate: dates[k % dates.length], timeSlot: TIME_SLOTS[k % 3] };
      bookings.push(await measure(() => post("/api/bookings", body)));
    }
    report("POST /api/bookings (one-day job)", bookings);
  } finally {
    await stopServer();
    await relay.close();
    await dropDatabase(adminUrl, dbName);
  }
}

main()
  .catch((error: Error) => {
    console.error(`[round-trips] ${error.stack ?? error.message}`);
    process.exitCode = 1;
  })
  .finally(() => process.exit());
