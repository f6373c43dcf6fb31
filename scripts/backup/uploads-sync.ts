/**
 * npm run backup:uploads-sync            copy the uploads the bucket lacks into it (lib/backup/uploads-sync.ts)
 * npm run backup:uploads-sync -- --pull  the way back: fetch (and decrypt) every synced file UPLOAD_DIR lacks
 * Needs BACKUP_S3_BUCKET. compose's uploads-sync service runs it every BACKUP_UPLOADS_SYNC_SECONDS
 * (300). README → Backups and restore → Uploads between backups. Exit 0 when done; 1 with what to do.
 */
import { readBackupSettings } from "@/lib/backup/config";
import { decryptionIdentity } from "@/lib/backup/encryption";
import { BackupError } from "@/lib/backup/errors";
import { pullUploads, syncUploads } from "@/lib/backup/uploads-sync";
import { env } from "@/lib/env";
import { loadEnvFiles } from "../lib.mjs";
import { reportFailure, stopSignal } from "./shared";

async function main() {
  loadEnvFiles();
  const args = process.argv.slice(2);
  if (args.some((a) => a !== "--pull"))
    throw new BackupError(
      "Usage: npm run backup:uploads-sync [-- --pull]",
      "Run it without arguments to sync, with --pull to fetch.",
    );
  const pull = args.includes("--pull");
  const settings = readBackupSettings(process.env, pull ? "restore" : "backup");
  if (settings.destination.kind !== "s3")
    throw new BackupError(
      "BACKUP_S3_BUCKET is not set: the uploads are synced to the backup bucket only.",
      "Set BACKUP_S3_BUCKET (and its endpoint and keys) as for npm run backup.",
    );
  if (pull) {
    await pullUploads({
      uploadDir: env.uploadDir,
      s3: settings.destination,
      identity: () => decryptionIdentity(settings.encryption, "A synced upload"),
      deadlines: settings.deadlines,
      signal: stopSignal(),
      log: (line) => console.log(line),
    });
    return;
  }
  await syncUploads({
    uploadDir: env.uploadDir,
    s3: settings.destination,
    recipients: settings.encryption.recipients,
    keepDays: Math.max(settings.retention.keepDaily, settings.retention.keepWeekly * 7),
    deadlines: settings.deadlines,
    signal: stopSignal(),
    log: (line) => console.log(line),
  });
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    reportFailure("uploads sync", error);
    process.exit(1);
  },
);
