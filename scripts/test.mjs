#!/usr/bin/env node
/**
 * npm test: everything, in order: unit and component tests (jest, jsdom), API
 * tests against a real database (jest; each file in its own schema), then the
 * end-to-end suite (Playwright in Chromium against `next build` + server.mjs).
 *
 * The database is DATABASE_URL when set (CI: the local PostgreSQL server),
 * otherwise a throw-away in-memory embedded Postgres. The end-to-end server gets
 * a database of its own (created and dropped here) so a developer's data is
 * never touched; on a server that cannot create databases it uses a fresh schema.
 *
 *   npm test                 all three
 *   npm test -- unit api     only some of: types (tsc), unit, api, e2e
 *   npm test -- e2e tests/e2e/home.spec.ts   one end-to-end file
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bin, freePort, nextBin, root, run } from "./lib.mjs";
import { startEmbeddedPostgres } from "./embedded-postgres.mjs";

const ALL = ["types", "unit", "api", "e2e"];
const requested = process.argv.slice(2).filter((a) => ALL.includes(a));
// Anything else is handed to Playwright, e.g. `npm test -- e2e tests/e2e/home.spec.ts`.
const playwrightArgs = process.argv.slice(2).filter((a) => !ALL.includes(a));
const suites = requested.length ? requested : ALL;

// Test-only values: never the developer's .env secrets.
const testEnv = {
  NODE_ENV: "test",
  NEXT_TELEMETRY_DISABLED: "1",
  AUTH_SECRET: "test-secret-for-automated-tests-only-0123456789abcdef",
  AUTH_TRUST_HOST: "true",
  ADMIN_PASSWORD: "test-admin-password",
  BCRYPT_ROUNDS: "4",
  RESEND_API_KEY: "",
  UPLOADTHING_TOKEN: "",
  UPLOAD_DIR: ".data/test-uploads",
  DEV_EMAILS_PAGE: "true",
  BACKGROUND_INTERVAL_MS: "2000",
};

async function withPgClient(url, fn) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A database (or, failing that, a schema) for the end-to-end server. */
async function createE2eDatabase(baseUrl) {
  const name = `brushwise_e2e_${randomBytes(4).toString("hex")}`;
  try {
    const isPglite = await withPgClient(baseUrl, async (c) => {
      const { rows } = await c.query("select version() as v");
      return /pglite/i.test(rows[0].v);
    });
    if (isPglite) throw new Error("PGlite serves a single database");
    await withPgClient(baseUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: () => withPgClient(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
    };
  } catch (error) {
    console.log(`[test] e2e uses the public schema of the test database (${error.message})`);
    return { url: baseUrl, drop: async () => {} };
  }
}

const reportsDir = path.join(root, ".data/test-reports");

/** Passed/failed counts from the runners' JSON reports, for one closing line. */
function summarize() {
  let passed = 0;
  let failed = 0;
  for (const suite of ["unit", "api"]) {
    const file = path.join(reportsDir, `jest-${suite}.json`);
    if (!existsSync(file)) continue;
    const report = JSON.parse(readFileSync(file, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  const clusterFile = path.join(reportsDir, "cluster.json");
  if (existsSync(clusterFile)) {
    const report = JSON.parse(readFileSync(clusterFile, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
  const e2eFile = path.join(reportsDir, "playwright.json");
  if (existsSync(e2eFile)) {
    const { stats } = JSON.parse(readFileSync(e2eFile, "utf8"));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
  console.log(`\n${passed} passed, ${failed} failed`);
}

// Dynamic import() inside tested code (e.g. @react-email/render) needs the VM modules flag under jest.
const jest = (suite, env) =>
  run(bin("jest"), ["--selectProjects", suite, "--json", `--outputFile=${path.join(reportsDir, `jest-${suite}.json`)}`, ...(env.EMBEDDED_DB ? ["--runInBand"] : [])], {
    env: { ...env, NODE_OPTIONS: `${env.NODE_OPTIONS ?? ""} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim() },
  });

/**
 * One end-to-end run at a time per checkout: they share .next and the port.
 * A lock folder holds the owner's pid; a dead owner's lock is taken over.
 */
async function lockE2e() {
  const lock = path.join(root, ".data/e2e.lock");
  mkdirSync(path.dirname(lock), { recursive: true });
  for (let waited = 0; ; waited += 5) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, "pid"), String(process.pid));
      const release = () => rmSync(lock, { recursive: true, force: true });
      process.once("exit", release);
      return release;
    } catch {
      const owner = Number(readFileSync(path.join(lock, "pid"), "utf8").trim() || 0);
      let alive = false;
      try {
        alive = owner > 0 && process.kill(owner, 0);
      } catch {
        alive = false;
      }
      if (!alive) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (waited % 60 === 0) console.log(`[test] waiting for another end-to-end run (pid ${owner}) to finish…`);
      await new Promise((r) => setTimeout(r, 5000));
    }
  }
}

async function main() {
  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  const env = { ...process.env, ...testEnv };
  let stopDatabase = async () => {};
  if (!env.DATABASE_URL && suites.some((s) => s === "api" || s === "e2e")) {
    const database = await startEmbeddedPostgres({
      dataDir: "memory://",
      port: Number(env.TEST_PG_PORT ?? (await freePort())),
      maxConnections: 40,
    });
    env.DATABASE_URL = database.url;
    // PGlite's socket server mixes up concurrent extended-protocol queries from
    // different connections: give it one connection at a time.
    env.DATABASE_POOL_SIZE = "1";
    env.EMBEDDED_DB = "1";
    stopDatabase = database.stop;
  }

  try {
    if (suites.includes("types")) await run(bin("tsc"), ["--noEmit"], { env });
    if (suites.includes("unit")) await jest("unit", env);
    if (suites.includes("api")) await jest("api", env);
    if (suites.includes("e2e")) {
      const unlock = await lockE2e();
      const e2e = await createE2eDatabase(env.DATABASE_URL);
      const e2eEnv = { ...env, DATABASE_URL: e2e.url, NODE_ENV: "production", NEXT_SKIP_TYPECHECK: "1" };
      try {
        await run(bin("tsx"), ["scripts/db/migrate.ts", "deploy"], { env: e2eEnv });
        await run(bin("tsx"), ["prisma/seed.ts"], { env: e2eEnv });
        await run(process.execPath, [nextBin, "build"], { env: e2eEnv });
        await run(bin("playwright"), ["test", ...playwrightArgs], {
          env: { ...e2eEnv, PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(reportsDir, "playwright.json") },
        });
        // Two instances on one database (races, a crash, background jobs exactly once), on the
        // same build. It creates databases of its own, which the embedded Postgres cannot.
        if (env.EMBEDDED_DB) console.log("[test] cluster test skipped: it needs a PostgreSQL server (set DATABASE_URL)");
        else if (!playwrightArgs.length) {
          await run(process.execPath, ["scripts/test-cluster.mjs"], {
            env: { ...env, CLUSTER_DIST_DIR: ".next", CLUSTER_REPORT_FILE: path.join(reportsDir, "cluster.json") },
          });
        }
      } finally {
        await e2e.drop();
        unlock();
      }
    }
  } finally {
    await stopDatabase();
    summarize();
  }
}

main().catch((error) => {
  console.error(`[test] ${error.message}`);
  process.exit(1);
});
