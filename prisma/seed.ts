/**
 * npm run db:seed                 pricing, service areas and demo data
 * npm run db:seed -- --config-only pricing and service areas only (production)
 * npm run db:seed -- --if-empty    do nothing when the database was seeded before
 */
import { db, disconnectDb } from "@/lib/db";
import { isSeeded, runSeed } from "@/lib/db/seed";

async function main() {
  const args = new Set(process.argv.slice(2));
  if (args.has("--if-empty") && (await isSeeded(db))) {
    console.log("[seed] already seeded: skipped");
    return;
  }
  const demo = !args.has("--config-only");
  await runSeed(db, { demo });
  console.log(`[seed] done (${demo ? "configuration and demo data" : "configuration only"})`);
}

main()
  .catch((error: unknown) => {
    console.error("[seed] failed:", error);
    process.exitCode = 1;
  })
  .finally(disconnectDb);
