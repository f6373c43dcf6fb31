/**
 * npm run restore:drill: restores the newest archive (BACKUP_DIR or BACKUP_S3_BUCKET) into a scratch
 * database on DATABASE_URL's server and a scratch folder, checks it (checksums, manifest, row
 * counts, db:status) and drops both (lib/backup/drill.ts). Prints a report; exit 0 when it passed,
 * 1 otherwise. Monthly from cron (README → Backups and restore → The restore drill).
 */
import os from "node:os";
import { readBackupSettings } from "@/lib/backup/config";
import { runRestoreDrill } from "@/lib/backup/drill";
import { env } from "@/lib/env";
import { loadEnvFiles, root } from "../lib.mjs";
import { destinationFor, reportFailure, stopSignal } from "./shared";

async function main() {
  loadEnvFiles();
  const settings = readBackupSettings(process.env, "restore");
  const scratch = settings.workDir ?? os.tmpdir();
  const destination = await destinationFor(settings, scratch);
  const report = await runRestoreDrill({
    databaseUrl: env.databaseUrl,
    destination,
    s3: settings.destination.kind === "s3" ? settings.destination : undefined,
    encryption: settings.encryption,
    deadlines: settings.deadlines,
    scratchDir: scratch,
    root,
    log: (line) => console.log(line),
    signal: stopSignal(),
  });
  console.log(`\nrestore drill report (${new Date().toISOString()})`);
  for (const line of report.lines) console.log(`  ${line}`);
  return report.ok;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    reportFailure("restore drill", error);
    process.exit(1);
  },
);
