#!/usr/bin/env node
/**
 * npm run dev    development server
 * npm start      production server, server.mjs (builds first when there is no build)
 *
 * Installs missing or outdated dependencies (scripts/setup.mjs, shared with
 * `npm test`), copies .env.example to .env when
 * there is none, starts the embedded Postgres when DATABASE_URL is unset,
 * applies migrations, seeds (demo data on the embedded database's first start;
 * pricing and service areas only on an external database), then starts Next.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  bin,
  listenHost,
  loadEnvFiles,
  nextBin,
  orderedShutdown,
  root,
  run,
  SERVER_CONDITION,
  serverScript,
  startChild,
} from "./lib.mjs";
import { withFreshSecrets } from "../lib/config/secrets.mjs";
import { serverLog } from "../lib/log/server-log.mjs";
import { checkNodeVersion, ensureDependencies, SetupError } from "./setup.mjs";

const mode = process.argv[2] === "start" ? "start" : "dev";

async function main() {
  checkNodeVersion();
  await ensureDependencies();
  if (!existsSync(path.join(root, ".env")) && existsSync(path.join(root, ".env.example"))) {
    // Never the published AUTH_SECRET: a fresh one of this checkout's own, and a W9 key.
    writeFileSync(
      path.join(root, ".env"),
      withFreshSecrets(readFileSync(path.join(root, ".env.example"), "utf8")),
    );
    serverLog.info(
      "setup: created .env from .env.example, with a freshly generated AUTH_SECRET and W9_ENCRYPTION_KEY",
    );
  }
  loadEnvFiles();

  let stopDatabase = async () => {};
  const embedded = !process.env.DATABASE_URL;
  if (embedded) {
    const { startEmbeddedPostgres } = await import("./embedded-postgres.mjs");
    const database = await startEmbeddedPostgres();
    process.env.DATABASE_URL = database.url;
    // PGlite's socket server mixes up concurrent queries from different connections.
    process.env.DATABASE_POOL_SIZE = "1";
    // A local trial: server.mjs's production checks are for servers on a real database.
    process.env.BRUSHWISE_EMBEDDED_DATABASE = "1";
    stopDatabase = database.stop;
  }

  await run(bin("tsx"), ["scripts/db/migrate.ts", "deploy"]);
  const seedArgs = ["--if-empty", ...(embedded ? [] : ["--config-only"])];
  await run(bin("tsx"), [...SERVER_CONDITION, "prisma/seed.ts", ...seedArgs]);

  const port = process.env.PORT ?? "3000";
  if (mode === "start" && !existsSync(path.join(root, ".next/BUILD_ID"))) {
    await run(process.execPath, [nextBin, "build"]);
  }
  const host = listenHost();
  // A process group of its own: a terminal's Ctrl-C reaches only us, and we pass it on once (a
  // second signal makes server.mjs exit at once, so it must not get the terminal's and ours).
  const server =
    mode === "dev"
      ? startChild(process.execPath, [nextBin, "dev", "-p", port, "-H", host], { detached: true })
      : startChild(process.execPath, [serverScript], {
          detached: true,
          env: { ...process.env, PORT: port, HOSTNAME: host },
        });
  const shown = host === "127.0.0.1" ? "localhost" : host;
  serverLog.info(
    `${mode === "dev" ? "development" : "production"} server on http://${shown}:${port}` +
      (host === "127.0.0.1" ? " (this machine only; HOSTNAME=0.0.0.0 serves the network)" : ""),
    { mode, port: Number(port) },
  );

  // The server first (it hands back its claimed e-mails, then closes its pool), then the
  // database, then us. server.mjs exits by SHUTDOWN_TIMEOUT_MS (25 s) itself; 5 s more before
  // SIGKILL. A second Ctrl-C passes on, and server.mjs exits at once.
  const serverDeadline = Number(process.env.SHUTDOWN_TIMEOUT_MS) || 25_000;
  const shutdown = orderedShutdown({
    server,
    stopDatabase,
    timeoutMs: serverDeadline + 5_000,
    exit: (code) => process.exit(code),
  });
  process.on("SIGINT", () => void shutdown("SIGINT", 0));
  process.on("SIGTERM", () => void shutdown("SIGTERM", 0));
  server.once("exit", (code) => void shutdown(undefined, code ?? 0));
}

main().catch((error) => {
  serverLog.error(error instanceof SetupError ? `setup: ${error.message}` : `app: ${error.message}`);
  process.exit(1);
});
