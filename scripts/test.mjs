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
 *
 * This file is the run's order; its parts are in scripts/test/: the command line (options.mjs),
 * the folders it writes (paths.mjs), the hermetic environment (hermetic-env.mjs), the databases
 * (databases.mjs), the stage record (stages.mjs), the tools' runners (runners.mjs), the end-to-end
 * build and what runs on it (end-to-end.mjs, e2e-lock.mjs), stress mode (stress.mjs) and the
 * closing summary (summary.mjs). Like them it stays plain JavaScript: it runs before any install.
 */
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { bin, run } from "./lib.mjs";
import { checkChromium, checkNodeVersion, ensureDependencies, SetupError } from "./setup.mjs";
import { startTestEmbeddedPostgres } from "./test/databases.mjs";
import { endToEnd } from "./test/end-to-end.mjs";
import { hermeticEnv } from "./test/hermetic-env.mjs";
import { parseArguments } from "./test/options.mjs";
import { cacheDir, E2E_DIST_DIR, outputDir, reportsDir, tmpDir } from "./test/paths.mjs";
import { jest, npmRun } from "./test/runners.mjs";
import { stageRunner } from "./test/stages.mjs";
import { emptyCaches, testCaches } from "./test/stress.mjs";
import { printSummary } from "./test/summary.mjs";

const { stress: STRESS, suites, jestFiles, playwrightArgs } = parseArguments(process.argv.slice(2));
const { stages, stage, markNotRun } = stageRunner({ stress: STRESS });

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
    if (suites.includes("unit"))
      await stage("unit", () => jest("unit", env, jestFiles("unit")), "jest-unit.json");
    if (suites.includes("api")) {
      const database = embedded
        ? await startTestEmbeddedPostgres(env.TEST_PG_PORT ? Number(env.TEST_PG_PORT) : undefined)
        : undefined;
      try {
        await stage(
          "api",
          () => jest("api", database ? { ...env, DATABASE_URL: database.url } : env, jestFiles("api")),
          "jest-api.json",
        );
      } finally {
        await database?.stop();
      }
    }
    const builds = ["size", "e2e", "cluster"].filter((name) => suites.includes(name));
    if (builds.length)
      await endToEnd(
        env,
        {
          size: suites.includes("size"),
          e2e: suites.includes("e2e"),
          cluster: suites.includes("cluster") && !playwrightArgs.length,
        },
        { stage, playwrightArgs },
      );
  } finally {
    markNotRun(suites);
    printSummary({ reportsDir, stages, stress: STRESS, databaseUrl: process.env.DATABASE_URL });
  }
}

main().catch((error) => {
  console.error(error instanceof SetupError ? `[setup] ${error.message}` : `[test] ${error.message}`);
  process.exit(1);
});
