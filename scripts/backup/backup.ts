/**
 * npm run backup: one archive of the database (pg_dump, custom format) and the uploads, with its
 * manifest and checksum, stored in BACKUP_DIR or the S3 bucket BACKUP_S3_BUCKET, then latest.json
 * updated and old archives pruned (BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY). README → Backups and restore.
 * Exit 0 when stored; 1 with what to do next otherwise.
 */
import os from "node:os";
import path from "node:path";
import { readBackupSettings } from "@/lib/backup/config";
import { createBackup, currentCommit } from "@/lib/backup/create";
import { env } from "@/lib/env";
import { loadEnvFiles, root } from "../lib.mjs";
import { destinationFor, reportFailure, stopSignal } from "./shared";

async function main() {
  loadEnvFiles();
  const settings = readBackupSettings();
  const started = performance.now();
  const { recipients, allowUnencrypted } = settings.encryption;
  if (!recipients.length)
    console.warn(
      allowUnencrypted
        ? "  WARNING: BACKUP_UNENCRYPTED_I_ACCEPT_CUSTOMER_DATA_IN_THE_CLEAR=true: this archive holds customers' names, e-mails and addresses in the clear."
        : "  note: BACKUP_ENCRYPTION_RECIPIENT is not set, so this archive is NOT encrypted (production refuses that; npm run backup:keygen makes a key pair).",
    );
  const result = await createBackup({
    databaseUrl: env.databaseUrl,
    uploadDir: env.uploadDir,
    destination: await destinationFor(settings, settings.workDir ?? os.tmpdir()),
    retention: settings.retention,
    commit: currentCommit(root),
    log: (line) => console.log(line),
    recipients,
    deadlines: settings.deadlines,
    signal: stopSignal(),
    statusDir: settings.statusDir,
  });
  if (env.uploadThingToken)
    console.warn(
      "  note: UPLOADTHING_TOKEN is set, so new files live in UploadThing, not in this archive: back that storage up with its own tools.",
    );
  console.log(
    `backup done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${path.join(result.location, result.name)}`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    reportFailure("backup", error);
    process.exit(1);
  },
);
