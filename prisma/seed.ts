/**
 * npm run db:seed                 pricing, service areas and demo data (lib/seed)
 * npm run db:seed -- --config-only pricing and service areas only (production)
 * npm run db:seed -- --if-empty    do nothing when the database was seeded before
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

async function main() {
  const { db, disconnectDb } = await import("@/lib/db");
  const { isSeeded, runSeed } = await import("@/lib/seed");
  try {
    const args = new Set(process.argv.slice(2));
    if (args.has("--if-empty") && (await isSeeded(db))) {
      console.log("[seed] already seeded: skipped");
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
