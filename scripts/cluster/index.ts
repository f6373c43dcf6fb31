/**
 * npm run test:cluster: two app instances (server.mjs on two ports) sharing
 * one Postgres database, as in production behind a load balancer.
 *
 *   A. Race: 200 concurrent bookings of the same slot (one painter's morning),
 *      each for its own quote, split across both instances: exactly one 201,
 *      the rest a clean 409 with a JSON error, exactly one booking in the database.
 *   C. Background jobs with both instances running them: every outbox e-mail is
 *      delivered exactly once, every booking due tomorrow gets one reminder, the
 *      daily cleanup runs once.
 *   B. Crash: a sustained stream of bookings on both instances, instance 1 is
 *      killed (SIGKILL) mid-load, the stream goes on on instance 2: every booking
 *      answered 2xx is in the database with everything a booking consists of, no
 *      half-written booking, no double-booked slot; afterwards the survivor
 *      delivers what the dead instance had claimed (lease expiry) and queues the
 *      reminders, still exactly once.
 *   D. Clean stops (run before B, on extra instances): SIGTERM with 20 bookings in flight (each
 *      answered 201 or 409, readiness unanswered while draining, exit within SHUTDOWN_TIMEOUT_MS, no
 *      e-mail left claimed); SIGTERM with the database hanging (exit by the deadline); a second
 *      SIGTERM (exit at once).
 *
 * It creates its own database on DATABASE_URL's server (default
 * postgresql://postgres@127.0.0.1:5432/postgres), migrates and seeds it, and
 * drops it at the end. It builds into .next-cluster (NEXT_DIST_DIR) unless
 * CLUSTER_DIST_DIR names an existing build to reuse (e.g. CLUSTER_DIST_DIR=.next
 * right after the end-to-end suite's build: same code, no database at build time).
 * Server logs and the e-mail delivery record go to .test-data/cluster/<run>/, kept
 * when something fails. CLUSTER_REPORT_FILE=<path> also writes the counts as
 * JSON ({ numPassedTests, numFailedTests, failures }) for a summarising runner.
 * Needs a real PostgreSQL server that may CREATE DATABASE (not the embedded one).
 *
 * Run with `tsx --conditions=react-server`: the lib/ modules it imports may be marked
 * `import "server-only"`, which throws on import without that condition.
 */
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { freePort, root } from "../lib.mjs";
import { buildApp } from "../shared/app-server";
import { createDatabase, dropDatabase, migrateAndSeed } from "../shared/database";
import { lockBuildDir } from "./build-lock";
import { adminDbUrl, dbName, dbUrl, runDir } from "./config";
import { closeDatabase, openDatabase } from "./db";
import { passed, report, scenario, setupFailed, sleep } from "./harness";
import { instances, killInstance, startInstance, waitInstanceHealthy, type Instance } from "./instances";
import { crashScenario } from "./scenarios/crash";
import { jobsScenario } from "./scenarios/jobs";
import { raceScenario } from "./scenarios/race";
import { stopScenario } from "./scenarios/stop";
import { databaseSilentScenario, databaseStoppedScenario } from "./scenarios/bad-day";
import { mailOutageScenario } from "./scenarios/mail";
import { pagesScenario } from "./scenarios/pages";
import { rollingScenario } from "./scenarios/rolling";
import { startNginx, type Nginx } from "./nginx";
import { databaseRelay, type DatabaseRelay } from "./relay";

/** The build to serve: CLUSTER_DIST_DIR's as it is, else a fresh one in .next-cluster. */
async function prepareBuild(): Promise<{ distDir: string; unlock: () => void }> {
  const reuse = process.env.CLUSTER_DIST_DIR;
  if (reuse) {
    if (!existsSync(path.join(root, reuse, "BUILD_ID")))
      throw new Error(`CLUSTER_DIST_DIR=${reuse} holds no build (no BUILD_ID)`);
    console.log(`[cluster] reusing the build in ${reuse}`);
    return { distDir: reuse, unlock: () => {} };
  }
  const unlock = lockBuildDir();
  console.log("[cluster] building into .next-cluster");
  await buildApp(".next-cluster", process.env);
  return { distDir: ".next-cluster", unlock };
}

async function startPair(distDir: string, databaseUrl: string): Promise<[Instance, Instance]> {
  const setupStart = Date.now();
  await createDatabase(adminDbUrl, dbName);
  await migrateAndSeed({ ...process.env, DATABASE_URL: dbUrl, BCRYPT_ROUNDS: "4", NODE_ENV: "production" });
  openDatabase();
  const [port1, port2] = [await freePort(), await freePort()];
  const pair: [Instance, Instance] = [
    startInstance("instance-1", port1, distDir, { DATABASE_URL: databaseUrl }),
    startInstance("instance-2", port2, distDir, { DATABASE_URL: databaseUrl }),
  ];
  await Promise.all(pair.map(waitInstanceHealthy));
  const described = pair.map((i) => `${i.name} pid ${i.child.pid} on :${i.port}`).join(", ");
  const seconds = ((Date.now() - setupStart) / 1000).toFixed(1);
  console.log(`[cluster] database ${dbName}; ${described} (ready after ${seconds}s)`);
  return pair;
}

async function main(): Promise<void> {
  const totalStart = Date.now();
  mkdirSync(runDir, { recursive: true });
  let unlock = () => {};
  let ok = false;
  let relay: DatabaseRelay | undefined;
  let nginx: Nginx | undefined;
  try {
    const build = await prepareBuild();
    unlock = build.unlock;
    // The pair reaches Postgres through a relay the bad-day scenarios break, and the customers reach
    // the pair through nginx with the project's configuration.
    relay = await databaseRelay(dbUrl);
    let pair = await startPair(build.distDir, relay.url);
    nginx = await startNginx(
      pair.map((i) => i.port),
      runDir,
    );
    await scenario("A. Race: 200 concurrent bookings of one slot across both instances", () =>
      raceScenario(pair),
    );
    await scenario("C. Background jobs on both instances: each exactly once", () => jobsScenario(pair));
    await scenario("E. Coherent instances: instance 1's changes on instance 2's pages within seconds", () =>
      pagesScenario(pair),
    );
    await scenario("D. Clean stops: SIGTERM under load, with the database hanging, twice", () =>
      stopScenario(pair[1], build.distDir),
    );
    const front = nginx;
    const broken = relay;
    await scenario("F. Database stopped under load, then started (through nginx)", () =>
      databaseStoppedScenario(front, broken),
    );
    await scenario("G. Database accepting connections and never answering (through nginx)", () =>
      databaseSilentScenario(front, broken),
    );
    await scenario("H. Rolling restart behind nginx: zero failed requests", async () => {
      pair = await rollingScenario(pair, front);
    });
    await scenario("B. Crash: SIGKILL instance 1 under load", () => crashScenario(pair));
    const survivor = pair[1];
    await scenario("I. Mail-provider outage: 429, 500 and no answer, two instances delivering", () =>
      mailOutageScenario(survivor),
    );
    ok = passed();
  } catch (error) {
    setupFailed(error);
  } finally {
    for (const instance of instances) killInstance(instance, "SIGTERM");
    await sleep(300);
    for (const instance of instances) killInstance(instance, "SIGKILL");
    await nginx?.stop();
    await relay?.close();
    await closeDatabase();
    await dropDatabase(adminDbUrl, dbName).catch((error: Error) =>
      console.error(`[cluster] could not drop ${dbName}: ${error.message}`),
    );
    unlock();
    if (ok || readdirSync(runDir).length === 0) rmSync(runDir, { recursive: true, force: true });
    else
      console.log(
        `\n[cluster] server logs and the delivery record are kept in ${path.relative(root, runDir)}`,
      );
  }
  process.exitCode = report(totalStart);
}

void main();
