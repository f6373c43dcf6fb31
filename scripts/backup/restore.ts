/**
 * npm run restore -- ARCHIVE [--force] [--jobs=N]
 *   ARCHIVE  a backup's .tar or .tar.age (its .sha256 beside it), or its key in BACKUP_S3_BUCKET;
 *            a .tar.age needs BACKUP_DECRYPTION_IDENTITY or BACKUP_DECRYPTION_IDENTITY_FILE
 *   --force  drop the app's schema (all its tables and rows) and empty the upload folder first
 *   --jobs=N pg_restore with N parallel jobs (faster on a big database; not in one transaction)
 * Restores into DATABASE_URL and UPLOAD_DIR. README → Backups and restore.
 */
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readBackupSettings } from "@/lib/backup/config";
import { downloadFromS3 } from "@/lib/backup/destination";
import { BackupError } from "@/lib/backup/errors";
import { restoreBackup } from "@/lib/backup/restore";
import { env } from "@/lib/env";
import { loadEnvFiles } from "../lib.mjs";
import { reportFailure, stopSignal } from "./shared";

const USAGE = "npm run restore -- ARCHIVE [--force] [--jobs=N]";

async function main() {
  loadEnvFiles();
  const args = process.argv.slice(2);
  const force = args.includes("--force");
  const jobsArg = args.find((a) => a.startsWith("--jobs="));
  const jobs = jobsArg ? Number(jobsArg.slice("--jobs=".length)) : undefined;
  const unknown = args.filter((a) => a.startsWith("--") && a !== "--force" && a !== jobsArg);
  const given = args.filter((a) => !a.startsWith("--"));
  if (given.length !== 1 || unknown.length || (jobs !== undefined && !(Number.isInteger(jobs) && jobs >= 1)))
    throw new BackupError(`Usage: ${USAGE}`, "Name one archive (a path, or a key in the S3 bucket).");
  const settings = readBackupSettings(process.env, "restore");
  const scratch = settings.workDir ?? os.tmpdir();
  const started = performance.now();

  let archive = given[0]!;
  if (!existsSync(archive) && settings.destination.kind === "s3") {
    console.log(
      `downloading ${archive} from s3://${settings.destination.bucket}/${settings.destination.prefix}`,
    );
    archive = (await downloadFromS3(settings.destination, archive, path.join(scratch, "brushwise-download")))
      .archive;
  }
  await restoreBackup({
    archive,
    databaseUrl: env.databaseUrl,
    uploadDir: env.uploadDir,
    force,
    jobs,
    scratchDir: scratch,
    log: (line) => console.log(line),
    encryption: settings.encryption,
    deadlines: settings.deadlines,
    signal: stopSignal(),
  });
  console.log(`restore done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    reportFailure("restore", error);
    process.exit(1);
  },
);
