/**
 * npm run db:seed                 pricing, service areas and demo data (lib/seed)
 * npm run db:seed -- --config-only pricing and service areas only (production)
 * npm run db:seed -- --if-empty    do nothing when the database was seeded before
 * npm run db:seed -- --scale [--factor=F]
 *                                  pricing and service areas, then the scale data set
 *                                  (scripts/bench/scale/data-set.ts: F × 1,000,000 bookings, 3,000,000 quotes and
 *                                  5,000 painters; F in (0, 1], default 1). Bulk SQL, minutes at F = 1;
 *                                  refuses a database that holds quotes or bookings already.
 */
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

/**
 * lib/ is marked server-only, a marker that throws unless resolved under the
 * react-server condition, as inside Next.js. The npm scripts pass it
 * (`tsx --conditions=react-server`); started without it, this reruns itself with it.
 */
function underServerCondition(): boolean {
  return createRequire(import.meta.url)
    .resolve("server-only")
    .endsWith("empty.js");
}

/** `--factor=F` of the scale seed (default 1). */
function factorArgument(): number {
  const raw = process.argv.find((a) => a.startsWith("--factor="))?.slice("--factor=".length);
  const factor = Number(raw ?? 1);
  if (!(factor > 0 && factor <= 1)) throw new Error(`--factor must be in (0, 1], not ${raw}`);
  return factor;
}

async function seedScaleData(db: import("@/lib/generated/prisma/client").PrismaClient, factor: number) {
  const { runSeed } = await import("@/lib/seed");
  const { seedScale } = await import("@/scripts/bench/scale/data-set");
  await runSeed(db, { demo: false });
  const started = performance.now();
  await seedScale(db, { factor, now: new Date(), log: (m) => console.log(`[seed] scale: ${m}`) });
  console.log(
    `[seed] done (configuration and scale data, factor ${factor}) in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function main() {
  if (process.argv.includes("--scale")) {
    // A million rows in bulk statements: not a request, so not bound by a request's time limits.
    process.env.DATABASE_STATEMENT_TIMEOUT_MS = "3600000";
    process.env.DATABASE_QUERY_TIMEOUT_MS = "3600000";
  }
  const { db, disconnectDb } = await import("@/lib/db");
  const { isSeeded, runSeed } = await import("@/lib/seed");
  try {
    const args = new Set(process.argv.slice(2));
    if (args.has("--if-empty") && (await isSeeded(db))) {
      console.log("[seed] already seeded: skipped");
      return;
    }
    if (args.has("--scale")) {
      await seedScaleData(db, factorArgument());
      return;
    }
    const demo = !args.has("--config-only");
    await runSeed(db, { demo });
    console.log(`[seed] done (${demo ? "configuration and demo data" : "configuration only"})`);
  } finally {
    await disconnectDb();
  }
}

if (underServerCondition()) {
  main().catch((error: unknown) => {
    console.error("[seed] failed:", error);
    process.exitCode = 1;
  });
} else {
  const args = [...process.execArgv, "--conditions=react-server", ...process.argv.slice(1)];
  const rerun = spawnSync(process.execPath, args, { stdio: "inherit" });
  process.exitCode = rerun.status ?? 1;
}
