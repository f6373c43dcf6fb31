#!/usr/bin/env node
/**
 * npm run dev    development server
 * npm start      production server, server.mjs (builds first when there is no build)
 *
 * Installs dependencies on a fresh clone, copies .env.example to .env when
 * there is none, starts the embedded Postgres when DATABASE_URL is unset,
 * applies migrations, seeds (demo data on the embedded database's first start;
 * pricing and service areas only on an external database), then starts Next.
 */
import { copyFileSync, existsSync } from "node:fs";
import path from "node:path";
import { bin, loadEnvFiles, nextBin, root, run, serverScript, startChild } from "./lib.mjs";

const mode = process.argv[2] === "start" ? "start" : "dev";

async function main() {
  if (!existsSync(path.join(root, "node_modules/.bin/next"))) {
    // `npm install` honours package-lock.json (see .ci/run for why not `npm ci`).
    console.log("[setup] installing dependencies…");
    await run("npm", ["install", "--no-audit", "--no-fund"]);
  }
  if (!existsSync(path.join(root, ".env")) && existsSync(path.join(root, ".env.example"))) {
    copyFileSync(path.join(root, ".env.example"), path.join(root, ".env"));
    console.log("[setup] created .env from .env.example");
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
    stopDatabase = database.stop;
  }

  await run(bin("tsx"), ["scripts/db/migrate.ts", "deploy"]);
  await run(bin("tsx"), ["prisma/seed.ts", "--if-empty", ...(embedded ? [] : ["--config-only"])]);

  const port = process.env.PORT ?? "3000";
  if (mode === "start" && !existsSync(path.join(root, ".next/BUILD_ID"))) {
    await run(process.execPath, [nextBin, "build"]);
  }
  const server =
    mode === "dev"
      ? startChild(process.execPath, [nextBin, "dev", "-p", port])
      : startChild(process.execPath, [serverScript], { env: { ...process.env, PORT: port } });
  console.log(`[app] ${mode === "dev" ? "development" : "production"} server on http://localhost:${port}`);

  const shutdown = async (code) => {
    if (server.exitCode === null) server.kill("SIGTERM");
    await stopDatabase();
    process.exit(code);
  };
  process.on("SIGINT", () => shutdown(0));
  process.on("SIGTERM", () => shutdown(0));
  server.once("exit", (code) => shutdown(code ?? 0));
}

main().catch((error) => {
  console.error(`[app] ${error.message}`);
  process.exit(1);
});
