#!/usr/bin/env node
/**
 * The embedded Postgres used when DATABASE_URL is unset: PGlite (Postgres compiled
 * to WebAssembly) behind a real Postgres wire-protocol server on a local port,
 * with its data in a folder. The app talks to it exactly as to any Postgres.
 *
 *   node scripts/embedded-postgres.mjs            run in the foreground, print the URL
 *   import { startEmbeddedPostgres } from "./embedded-postgres.mjs"
 */
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

async function waitForPort(port, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`pglite-server exited with code ${child.exitCode}`);
    if (await canConnect(port)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`pglite-server did not open port ${port} within ${timeoutMs} ms`);
}

/**
 * Starts pglite-server on `port` with its data in `dataDir` (relative to the repo).
 * Resolves to { url, stop() }. If something already listens on the port, it is
 * assumed to be an embedded server started earlier and is reused.
 */
export async function startEmbeddedPostgres({
  dataDir = process.env.EMBEDDED_PG_DATA ?? ".data/pglite",
  port = Number(process.env.EMBEDDED_PG_PORT ?? 54329),
  maxConnections = 20,
  quiet = false,
} = {}) {
  const url = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`;
  if (await canConnect(port)) {
    if (!quiet) console.log(`[db] reusing the embedded Postgres already listening on port ${port}`);
    return { url, stop: async () => {} };
  }
  const inMemory = dataDir.startsWith("memory://");
  const dir = inMemory ? dataDir : path.resolve(root, dataDir);
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const bin = path.join(root, "node_modules/@electric-sql/pglite-socket/dist/scripts/server.js");
  const child = spawn(
    process.execPath,
    [
      bin,
      `--db=${dir}`,
      `--port=${port}`,
      "--host=127.0.0.1",
      `--max-connections=${maxConnections}`,
      // Trigram search indexes (migration 20261125080000_scale_indexes)
      "--extensions=pg_trgm",
    ],
    { stdio: quiet ? "ignore" : ["ignore", "ignore", "inherit"] },
  );
  await waitForPort(port, child, 60_000);
  if (!quiet)
    console.log(
      `[db] embedded Postgres (PGlite) on port ${port}, data in ${inMemory ? "memory" : path.relative(root, dir) + "/"}`,
    );
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5000).unref();
    });
  return { url, stop };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { url, stop } = await startEmbeddedPostgres();
  console.log(`DATABASE_URL=${url}`);
  const shutdown = () => stop().then(() => process.exit(0));
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
}
