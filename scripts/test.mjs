#!/usr/bin/env node
/**
 * npm test: everything, in order: lint, format and type checks (eslint, prettier, tsc; cheap, so
 * first, and side by side), unit and component tests (jest, jsdom), API tests against a real
 * database (jest; each file in its own schema), then the end-to-end build, its JavaScript budget,
 * the end-to-end suite (Playwright in Chromium against `next build` + server.mjs) and the
 * two-instance test on that build.
 *
 * It sets itself up as `npm run dev` does (scripts/setup.mjs): installs missing or
 * outdated dependencies and says in one line what the system lacks (Chromium).
 * It is hermetic: the configuration is its own (hermeticEnv), never a developer's
 * .env or .env.local, and everything it writes goes to .test-data/ and .next-test/: reports,
 * uploads, the tools' caches (.test-data/cache: Jest's, Playwright's, tsc's) and their temporary
 * folder (TMPDIR=.test-data/tmp), so a fresh clone starts as cold as a new user's machine and a run
 * leaves nothing in the system's temporary folder.
 *
 * The database is DATABASE_URL when set (CI: the local PostgreSQL server),
 * otherwise a throw-away in-memory embedded Postgres. The end-to-end server gets
 * a database of its own (created and dropped here; embedded: a second in-memory
 * instance), so a developer's data is never touched.
 *
 *   npm test                 all of them
 *   npm test -- unit api     only some of: lint (eslint and prettier), types (tsc), unit, api,
 *                            size (the JavaScript budget per page, on the end-to-end build), e2e,
 *                            cluster (two instances on the end-to-end build; needs DATABASE_URL)
 *   npm run test:stress      = npm test -- --stress: every cache emptied first, and a busy process
 *                            on every core but one while the tests run (scripts/test/stress.mjs)
 *   npm run size             = npm test -- size: the end-to-end build, then the budget
 *   npm test -- e2e tests/e2e/home.spec.ts   one end-to-end file
 *   npm test -- api tests/api/quotes.test.ts  one API test file
 *
 * When a stage fails, the last lines name it and the command that runs it again alone.
 */
import { randomBytes } from "node:crypto";
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  bin,
  freePort,
  nextBin,
  ONE_CLIENT_IS_EVERYONE_LIMITS,
  root,
  run,
  SERVER_CONDITION,
} from "./lib.mjs";
import { generateVapidKeys } from "../lib/config/secrets.mjs";
import { startEmbeddedPostgres } from "./embedded-postgres.mjs";
import { checkChromium, checkNodeVersion, ensureDependencies, SetupError } from "./setup.mjs";
import { emptyCaches, startCpuHog, testCaches } from "./test/stress.mjs";
import { printSummary } from "./test/summary.mjs";

const ALL = ["lint", "types", "unit", "api", "size", "e2e", "cluster"];
/** The stages whose tests could race a clock: stress mode runs them with every core but one busy. */
const TEST_STAGES = new Set(["unit", "api", "e2e", "cluster"]);
const argv = process.argv.slice(2);
const STRESS = argv.includes("--stress");
const requested = argv.filter((a) => ALL.includes(a));
// Test files go to their runner (`npm test -- api tests/api/quotes.test.ts`); anything else
// is handed to Playwright, e.g. `npm test -- e2e tests/e2e/home.spec.ts --grep wizard`.
const extraArgs = argv.filter((a) => !ALL.includes(a) && a !== "--stress");
const jestFiles = (suite) => extraArgs.filter((a) => a.replace(/^\.\//, "").startsWith(`tests/${suite}/`));
const playwrightArgs = extraArgs.filter((a) => !/^(\.\/)?tests\/(unit|api)\//.test(a));
const suites = requested.length ? requested : ALL;

/** Everything the tests write: never the developer's .data/ (database, uploads) nor .next. */
const outputDir = path.join(root, ".test-data");
const reportsDir = path.join(outputDir, "reports");
/** The tools' caches between runs (Jest's location is also in jest.config.mjs, for a bare `npx jest`). */
const cacheDir = path.join(outputDir, "cache");
/** The temporary folder of everything the suite starts (tsx's cache, Chromium's profiles, …). */
const tmpDir = path.join(outputDir, "tmp");
/** The end-to-end build, apart from the developer's `npm start` build in .next. */
const E2E_DIST_DIR = ".next-test";

/**
 * The suite's own configuration: every variable the app reads is set here or left at the
 * code's default. Nothing comes from a developer's .env or .env.local, nor from app
 * variables exported in the shell; what does pass through are the test knobs
 * (DATABASE_URL, CHROMIUM_PATH, CI, TEST_PG_PORT, E2E_PORT, FUZZ_RUNS) and the system's own.
 */
const testVapidKeys = generateVapidKeys();
const testEnv = {
  NODE_ENV: "test",
  NEXT_TELEMETRY_DISABLED: "1",
  // Next.js (next build, the server, next/jest) fills unset variables from .env,
  // .env.local and .env.<mode> unless the environment is marked as already processed.
  __NEXT_PROCESSED_ENV: "true",
  // https, as in production: HSTS and __Secure- cookies are what the tests check.
  NEXT_PUBLIC_SITE_URL: "https://www.brushwise.test",
  AUTH_SECRET: "test-secret-for-automated-tests-only-0123456789abcdef",
  AUTH_TRUST_HOST: "true",
  ADMIN_PASSWORD: "test-admin-password",
  ADMIN_PASSWORD_HASH: "",
  ADMIN_EMAIL: "owner@brushwise.test",
  // The end-to-end tests give each test its own client address through X-Forwarded-For.
  TRUSTED_PROXY_HOPS: "1",
  BCRYPT_ROUNDS: "4",
  RESEND_API_KEY: "",
  // No provider: mail is kept in the outbox (held), as a production server allows only when told so.
  EMAIL_DELIVERY: "outbox",
  UPLOADTHING_TOKEN: "",
  UPLOAD_DIR: path.join(outputDir, "uploads"),
  // Test-only key: W9s are encrypted at rest as in production.
  W9_ENCRYPTION_KEY: "7e57".repeat(16),
  W9_PREVIOUS_ENCRYPTION_KEYS: "",
  // A pair of this run's own: job alerts are on, as on a server with keys, and nothing published
  // that a production server would have to refuse (the end-to-end server runs in production mode).
  VAPID_PUBLIC_KEY: testVapidKeys.publicKey,
  VAPID_PRIVATE_KEY: testVapidKeys.privateKey,
  VAPID_SUBJECT: "mailto:owner@brushwise.test",
  DEV_EMAILS_PAGE: "true",
  BACKGROUND_JOBS: "on",
  BACKGROUND_INTERVAL_MS: "2000",
  PAGE_CACHE_MB: "64",
  TMPDIR: tmpDir,
  TMP: tmpDir,
  TEMP: tmpDir,
  PLAYWRIGHT_TRANSFORM_CACHE_DIR: path.join(cacheDir, "playwright"),
};
/** Variables a developer sets on purpose to steer the tests. */
const TEST_KNOBS = new Set(["DATABASE_URL", "CHROMIUM_PATH"]);

/** The app's variables, as .env.example lists them (commented-out ones included). */
function appVariables() {
  const example = readFileSync(path.join(root, ".env.example"), "utf8");
  return [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
}

function hermeticEnv() {
  const env = { ...process.env };
  for (const name of [
    ...appVariables(),
    "NEXT_DIST_DIR",
    "LOG_LEVEL",
    "EMAIL_LEASE_MS",
    "EMAIL_DELIVERY_LOG",
    "HOSTNAME",
    "BRUSHWISE_EMBEDDED_DATABASE",
  ]) {
    if (!TEST_KNOBS.has(name)) delete env[name];
  }
  return { ...env, ...testEnv };
}

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

/** An in-memory embedded Postgres of its own (PGlite), on a free port unless TEST_PG_PORT says. */
async function startTestEmbeddedPostgres(port) {
  return startEmbeddedPostgres({
    dataDir: "memory://",
    port: port ?? (await freePort()),
    maxConnections: 40,
  });
}

/**
 * A database of its own for the end-to-end server, migrated by the caller.
 * Embedded: a fresh in-memory instance. PGlite is one database and one session that
 * every connection shares, so the API suite's dropped schemas (and its search_path)
 * would still be in force there. A server: a new database, dropped afterwards; one
 * that may not create databases lends the public schema of DATABASE_URL's.
 */
async function createE2eDatabase(env) {
  if (env.EMBEDDED_DB) {
    const database = await startTestEmbeddedPostgres();
    return { url: database.url, drop: database.stop };
  }
  const baseUrl = env.DATABASE_URL;
  const name = `brushwise_e2e_${randomBytes(4).toString("hex")}`;
  try {
    await withPgClient(baseUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    url.searchParams.delete("schema");
    return {
      url: url.toString(),
      drop: () => withPgClient(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)),
    };
  } catch (error) {
    console.log(`[test] e2e uses the public schema of the test database (${error.message})`);
    return { url: baseUrl, drop: async () => {} };
  }
}

/** Every stage of this run, in order: { name, report?, error?, skipped? }, for the summary. */
const stages = [];

/**
 * Runs one stage, timing it. A failure is recorded for the summary (which names the stage and
 * the command that runs it again) and then rethrown, which stops the run.
 */
async function stage(name, fn, report) {
  const record = { name, report };
  stages.push(record);
  const started = Date.now();
  // Stress mode keeps the other cores busy while tests run (lint, the type check and the build race
  // no clock, and a busy core would only make them slower).
  const stopHog = STRESS && TEST_STAGES.has(name) ? startCpuHog() : () => {};
  try {
    await fn();
  } catch (error) {
    record.error = error;
    throw error;
  } finally {
    stopHog();
    console.log(`[test] ${name}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
}

/** Stages that were asked for but did not run, because an earlier one failed. */
function markNotRun(names) {
  for (const name of names) if (!stages.some((s) => s.name === name)) stages.push({ name, skipped: true });
}

/**
 * Runs a command with its output held back, then prints it in one piece: checks that run side by
 * side (lint, format, types) stay readable. Rejects as `run` does.
 */
function runQuietly(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, ...options, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.once("error", reject);
    child.once("close", (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} ${args.join(" ")} failed (${signal ?? code})`));
    });
  });
}

/** `npm run <script>` with the npm running us, so the checks are package.json's own definitions. */
const npmRun = (script, env) =>
  process.env.npm_execpath
    ? runQuietly(process.execPath, [process.env.npm_execpath, "run", "--silent", script], { env })
    : runQuietly("npm", ["run", "--silent", script], { env });

// Dynamic import() inside tested code (e.g. @react-email/render) needs the VM modules flag under jest.
const jest = (suite, env) => {
  const files = jestFiles(suite);
  const args = [
    "--selectProjects",
    suite,
    "--json",
    `--outputFile=${path.join(reportsDir, `jest-${suite}.json`)}`,
  ];
  // The unit tests share nothing: a worker per core (Jest's default leaves one core to itself, idle).
  // The API tests on the embedded Postgres go one at a time: it serves one connection at a time.
  if (suite === "unit") args.push(`--maxWorkers=${os.availableParallelism()}`);
  else if (env.EMBEDDED_DB) args.push("--runInBand");
  if (files.length) args.push("--runTestsByPath", ...files);
  return run(bin("jest"), args, {
    env: {
      ...env,
      NODE_OPTIONS:
        `${env.NODE_OPTIONS ?? ""} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim(),
    },
  });
};

/**
 * One end-to-end run at a time per checkout: they share the build folder (.next-test).
 * A lock folder holds the owner's pid; a dead owner's lock is taken over.
 */
async function lockE2e() {
  const lock = path.join(outputDir, "e2e.lock");
  mkdirSync(path.dirname(lock), { recursive: true });
  for (let waited = 0; ; waited += 5) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, "pid"), String(process.pid));
      const release = () => rmSync(lock, { recursive: true, force: true });
      process.once("exit", release);
      return release;
    } catch {
      let owner = 0;
      try {
        owner = Number(readFileSync(path.join(lock, "pid"), "utf8").trim() || 0);
      } catch {
        /* the owner is between mkdir and writing its pid, or just released it */
      }
      let alive = false;
      try {
        alive = owner > 0 && process.kill(owner, 0);
      } catch {
        alive = false;
      }
      // No pid yet: its owner is between mkdir and writeFile, unless it died there long ago.
      const orphaned =
        owner === 0 && Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 10_000;
      if ((owner > 0 && !alive) || orphaned) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (waited % 60 === 0)
        console.log(`[test] waiting for another end-to-end run (pid ${owner}) to finish…`);
      await new Promise((r) => setTimeout(r, 5000));
    }
  }
}

/**
 * The end-to-end build, then what runs on it, as asked: the JavaScript budget (`size`), the
 * end-to-end suite (`e2e`) and the two-instance test (`cluster`).
 */
async function endToEnd(env, { size, e2e: runE2e, cluster }) {
  const unlock = await lockE2e();
  const e2e = await createE2eDatabase(env);
  // A free port unless E2E_PORT says: a developer's `npm start` or another checkout's run may hold any fixed one.
  const port = env.E2E_PORT || String(await freePort());
  const e2eEnv = {
    ...env,
    ...ONE_CLIENT_IS_EVERYONE_LIMITS,
    DATABASE_URL: e2e.url,
    NODE_ENV: "production",
    NEXT_SKIP_TYPECHECK: "1",
    NEXT_DIST_DIR: E2E_DIST_DIR,
    E2E_PORT: port,
  };
  try {
    await stage("e2e database", async () => {
      await run(bin("tsx"), ["scripts/db/migrate.ts", "deploy"], { env: e2eEnv });
      await run(bin("tsx"), [...SERVER_CONDITION, "prisma/seed.ts"], { env: e2eEnv });
    });
    await stage("e2e build", () => run(process.execPath, [nextBin, "build"], { env: e2eEnv }));
    // Cheap, and about the build just made: first. A page over its budget still lets the
    // end-to-end suite run, so one run reports both; it fails npm test at the end.
    const sizeFailure = size
      ? await stage(
          "size",
          () =>
            run(process.execPath, ["scripts/size.mjs", E2E_DIST_DIR], {
              env: { ...e2eEnv, SIZE_REPORT_FILE: path.join(reportsDir, "size.json") },
            }),
          "size.json",
        ).catch((error) => error)
      : undefined;
    if (runE2e) {
      await stage(
        "e2e",
        () =>
          run(bin("playwright"), ["test", ...playwrightArgs], {
            env: { ...e2eEnv, PLAYWRIGHT_JSON_OUTPUT_FILE: path.join(reportsDir, "playwright.json") },
          }),
        "playwright.json",
      );
    }
    // Two instances on one database (races, a crash, background jobs exactly once), on the
    // same build. It creates databases of its own, which the embedded Postgres cannot.
    if (cluster && env.EMBEDDED_DB)
      console.log("[test] cluster test skipped: it needs a PostgreSQL server (set DATABASE_URL)");
    else if (cluster) {
      await stage(
        "cluster",
        () =>
          run(bin("tsx"), [...SERVER_CONDITION, "scripts/cluster/index.ts"], {
            env: {
              ...env,
              CLUSTER_DIST_DIR: E2E_DIST_DIR,
              CLUSTER_REPORT_FILE: path.join(reportsDir, "cluster.json"),
            },
          }),
        "cluster.json",
      );
    }
    if (sizeFailure) throw sizeFailure;
  } finally {
    await e2e.drop();
    unlock();
  }
}

async function main() {
  checkNodeVersion();
  const env = hermeticEnv();
  if (suites.includes("e2e")) env.CHROMIUM_PATH = checkChromium(env);
  await ensureDependencies();

  rmSync(reportsDir, { recursive: true, force: true });
  mkdirSync(reportsDir, { recursive: true });
  if (STRESS) {
    emptyCaches(testCaches(outputDir, E2E_DIST_DIR));
    // The build is thrown away with the caches next time: writing Turbopack's cache of it is waste.
    env.NEXT_BUILD_CACHE = "off";
  }
  mkdirSync(tmpDir, { recursive: true });
  const embedded = !env.DATABASE_URL;
  if (embedded) {
    env.EMBEDDED_DB = "1";
    // PGlite's socket server mixes up concurrent extended-protocol queries from
    // different connections: give it one connection at a time.
    env.DATABASE_POOL_SIZE = "1";
  }

  try {
    // Lint, format and types side by side: each keeps one core busy, and each reports all it finds.
    const checks = [];
    if (suites.includes("lint")) {
      checks.push(stage("lint", () => npmRun("lint", env)));
      checks.push(stage("format", () => npmRun("format:check", env)));
    }
    if (suites.includes("types")) {
      const buildInfo = path.join(cacheDir, "tsc", "tsconfig.tsbuildinfo");
      checks.push(
        stage("types", () => run(bin("tsc"), ["--noEmit", "--tsBuildInfoFile", buildInfo], { env })),
      );
    }
    const failedCheck = (await Promise.allSettled(checks)).find((c) => c.status === "rejected");
    if (failedCheck) throw failedCheck.reason;
    if (suites.includes("unit")) await stage("unit", () => jest("unit", env), "jest-unit.json");
    if (suites.includes("api")) {
      const database = embedded
        ? await startTestEmbeddedPostgres(env.TEST_PG_PORT ? Number(env.TEST_PG_PORT) : undefined)
        : undefined;
      try {
        await stage(
          "api",
          () => jest("api", database ? { ...env, DATABASE_URL: database.url } : env),
          "jest-api.json",
        );
      } finally {
        await database?.stop();
      }
    }
    const builds = ["size", "e2e", "cluster"].filter((name) => suites.includes(name));
    if (builds.length)
      await endToEnd(env, {
        size: suites.includes("size"),
        e2e: suites.includes("e2e"),
        cluster: suites.includes("cluster") && !playwrightArgs.length,
      });
  } finally {
    markNotRun(suites);
    printSummary({ reportsDir, stages, stress: STRESS, databaseUrl: process.env.DATABASE_URL });
  }
}

main().catch((error) => {
  console.error(error instanceof SetupError ? `[setup] ${error.message}` : `[test] ${error.message}`);
  process.exit(1);
});
