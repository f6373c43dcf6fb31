/**
 * The stages that run on the end-to-end build: its database (migrated and seeded), `next build`
 * into .next-test, then, as asked, the JavaScript budget (`size`), the end-to-end suite (`e2e`) and
 * the two-instance test (`cluster`). One build serves all three, so they sit together.
 */
import path from "node:path";
import { bin, freePort, nextBin, ONE_CLIENT_IS_EVERYONE_LIMITS, run, SERVER_CONDITION } from "../lib.mjs";
import { createE2eDatabase } from "./databases.mjs";
import { lockE2e } from "./e2e-lock.mjs";
import { E2E_DIST_DIR, reportsDir } from "./paths.mjs";
import { STAND_IN_SECRET_KEY, STAND_IN_WEBHOOK_SECRET } from "../../tests/helpers/stripe-stand-in-keys.mjs";

/**
 * The end-to-end build, then what runs on it, as asked: the JavaScript budget (`size`), the
 * end-to-end suite (`e2e`) and the two-instance test (`cluster`). `stage` times and records each
 * (scripts/test/stages.mjs); `playwrightArgs` go to Playwright.
 */
export async function endToEnd(env, { size, e2e: runE2e, cluster }, { stage, playwrightArgs }) {
  const unlock = await lockE2e();
  const e2e = await createE2eDatabase(env);
  // A free port unless E2E_PORT says: a developer's `npm start` or another checkout's run may hold any fixed one.
  const port = env.E2E_PORT || String(await freePort());
  // Card payments against the loopback Stripe stand-in Playwright starts beside the app.
  const stripePort = env.E2E_STRIPE_PORT || String(await freePort());
  const e2eEnv = {
    ...env,
    ...ONE_CLIENT_IS_EVERYONE_LIMITS,
    DATABASE_URL: e2e.url,
    NODE_ENV: "production",
    NEXT_SKIP_TYPECHECK: "1",
    NEXT_DIST_DIR: E2E_DIST_DIR,
    E2E_PORT: port,
    E2E_STRIPE_PORT: stripePort,
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
    // A production build with test-mode keys: what a production server refuses unless told it is a trial.
    STRIPE_TRIAL: "true",
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
