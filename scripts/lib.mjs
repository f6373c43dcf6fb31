/** Small process helpers shared by the project's Node scripts (no dependencies). */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const bin = (name) => path.join(root, "node_modules/.bin", name);
export const nextBin = path.join(root, "node_modules/next/dist/bin/next");
/**
 * The production server (Next.js behind the page cache), as `npm start` and the
 * Docker image run it: `node server.mjs` with PORT and HOSTNAME in the environment.
 */
export const serverScript = path.join(root, "server.mjs");
/**
 * Node flag for scripts that load lib/ outside Next.js (`tsx ...SERVER_CONDITION prisma/seed.ts`):
 * resolves the server-only marker of lib/ modules to its empty build, as Next.js does.
 */
export const SERVER_CONDITION = ["--conditions=react-server"];

/** Loads .env then .env.local into process.env without overriding what is already set. */
export function loadEnvFiles() {
  for (const file of [".env.local", ".env"]) {
    const full = path.join(root, file);
    if (existsSync(full)) process.loadEnvFile(full);
  }
}

/**
 * Where `npm run dev` and `npm start` listen: this machine only (127.0.0.1) unless HOSTNAME says
 * otherwise (`HOSTNAME=0.0.0.0` for the network). The development server shows the outbox to
 * anyone it serves, and a local start runs with the published admin password: neither is for the
 * café's Wi-Fi. A HOSTNAME that is this machine's own name is not a choice (containers and some
 * shells export it) and counts as unset.
 */
export function listenHost(env = process.env, machineName = os.hostname()) {
  const chosen = env.HOSTNAME?.trim();
  return chosen && chosen !== machineName ? chosen : "127.0.0.1";
}

/** Runs a command to completion; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(command)} ${args.join(" ")} failed (${signal ?? code})`)),
    );
  });
}

/** Starts a long-running child and returns it, wired to stop when we do. */
export function startChild(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
  const stop = () => child.exitCode === null && child.kill("SIGTERM");
  process.once("exit", stop);
  return child;
}

/**
 * Stops a server child the way `npm run dev` and `npm start` end: `signal` to it, then waits for it
 * to exit, at most `timeoutMs` (then SIGKILL, and a short wait for that). Resolves with how it
 * ended: "exited" (it was gone already, or exited in time) or "killed".
 */
export function stopChildWithin(child, signal, timeoutMs) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve("exited");
    let timer;
    const onExit = () => {
      clearTimeout(timer);
      resolve(outcome);
    };
    let outcome = "exited";
    child.once("exit", onExit);
    timer = setTimeout(() => {
      outcome = "killed";
      child.kill("SIGKILL");
      // Should even SIGKILL not be reported, do not hang the caller.
      timer = setTimeout(() => {
        child.off("exit", onExit);
        resolve(outcome);
      }, 2_000);
    }, timeoutMs);
    child.kill(signal);
  });
}

/**
 * The end of `npm run dev` / `npm start`, in order: the server first (it may need the database to
 * hand back its work), waited for with a deadline, then the database, then `exit(code)`. A second
 * call while the first is under way passes its signal on (server.mjs exits at once on a second
 * signal) and returns.
 * @param {{ server: import("node:child_process").ChildProcess, stopDatabase: () => Promise<void>,
 *   timeoutMs: number, exit: (code: number) => void }} parts
 */
export function orderedShutdown({ server, stopDatabase, timeoutMs, exit }) {
  let stopping = false;
  /** @param {NodeJS.Signals | undefined} signal  none: the server exited by itself */
  return async (signal, code = 0) => {
    if (stopping) {
      if (signal && server.exitCode === null && server.signalCode === null) server.kill(signal);
      return;
    }
    stopping = true;
    if (signal) await stopChildWithin(server, signal, timeoutMs);
    await stopDatabase().catch((error) => console.error(`[db] ${error.message}`));
    exit(code);
  };
}

/** A port nothing listens on right now (so a stale server from an earlier run is never reused). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers 2xx; fails early when the server process `child` exits. */
export async function waitForHealth(url, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * The booking limits (lib/security/limits.ts) opened wide, for runs in which this machine is
 * every customer at once: the end-to-end suite, the two-instance test and the benchmarks book
 * hundreds of quotes from 127.0.0.1, many for one e-mail and one property. The API tests hold
 * the defaults (tests/api/abuse-limits.test.ts); look-ups, logins, registrations and inquiries
 * keep theirs here too.
 */
export const ONE_CLIENT_IS_EVERYONE_LIMITS = {
  LIMIT_QUOTES_PER_ADDRESS_HOURLY: "1000000",
  LIMIT_QUOTES_PER_EMAIL_HOURLY: "1000000",
  LIMIT_BOOKINGS_PER_ADDRESS_HOURLY: "1000000",
  LIMIT_BOOKINGS_PER_EMAIL_HOURLY: "1000000",
  LIMIT_PHOTOS_PER_ADDRESS_HOURLY: "1000000",
  MAX_LIVE_BOOKINGS_PER_EMAIL: "1000000",
  MAX_LIVE_BOOKINGS_PER_PROPERTY: "1000000",
  MAX_UPCOMING_PAINTER_DAYS_PER_ADDRESS: "1000000",
  MAX_UPCOMING_PAINTER_DAYS_PER_EMAIL: "1000000",
  MAX_HELD_PAINTER_DAYS_PER_ADDRESS: "1000000",
  LIMIT_HOLDS_PER_ADDRESS_DAILY: "1000000",
};
