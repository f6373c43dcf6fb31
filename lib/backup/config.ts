/**
 * The backup scripts' own settings (npm run backup / restore, scripts/backup), read and validated
 * here the way lib/env.ts reads the app's (lib/config/env-rules.shared.ts): a bad value is an error naming
 * the variable. Kept apart from lib/env.ts on purpose: the web server never reads them, so a typo in
 * a backup setting must not stop the app from starting. The database and the upload folder are the
 * app's own (lib/env.ts: DATABASE_URL, UPLOAD_DIR).
 *
 * The S3 credentials are secrets: they are only ever passed to the S3 client, never logged. Unset,
 * the AWS SDK's own chain applies (an instance role on AWS).
 */
import {
  absoluteUrl,
  envReader,
  integer,
  invalidEnvironment,
  oneOf,
  text,
  textOr,
} from "@/lib/config/env-rules.shared";

const RULES = {
  BACKUP_DIR: textOr(".data/backups"),
  BACKUP_S3_BUCKET: text(),
  BACKUP_S3_PREFIX: textOr("brushwise/"),
  BACKUP_S3_ENDPOINT: absoluteUrl(["https:", "http:"]),
  BACKUP_S3_REGION: textOr("us-east-1"),
  BACKUP_S3_ACCESS_KEY_ID: text(),
  BACKUP_S3_SECRET_ACCESS_KEY: text(),
  BACKUP_S3_FORCE_PATH_STYLE: oneOf(["true", "false"]),
  BACKUP_KEEP_DAILY: integer(7, 1, 366),
  BACKUP_KEEP_WEEKLY: integer(5, 0, 520),
  BACKUP_WORK_DIR: text(),
};

export interface S3Settings {
  bucket: string;
  /** Every key starts with it ("brushwise/" by default; "" for the bucket's root). */
  prefix: string;
  /** MinIO or another S3-compatible service; unset: AWS. */
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

export interface BackupSettings {
  /** Where archives go: an S3 bucket when BACKUP_S3_BUCKET is set, else this folder. */
  destination: { kind: "folder"; dir: string } | ({ kind: "s3" } & S3Settings);
  retention: { keepDaily: number; keepWeekly: number };
  /** Scratch space for building an archive bound for S3 and for unpacking one to restore. */
  workDir?: string;
}

export function readBackupSettings(source: Record<string, string | undefined> = process.env): BackupSettings {
  const reader = envReader(RULES, (name) => source[name]);
  const problems = reader.problems();
  const keyId = reader.get("BACKUP_S3_ACCESS_KEY_ID");
  const secret = reader.get("BACKUP_S3_SECRET_ACCESS_KEY");
  if (!keyId !== !secret)
    problems.push("BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY must be set together");
  if (problems.length) throw invalidEnvironment(problems);

  const bucket = reader.get("BACKUP_S3_BUCKET");
  const endpoint = reader.get("BACKUP_S3_ENDPOINT");
  const prefix = reader.get("BACKUP_S3_PREFIX").replace(/^\/+/, "");
  return {
    destination: bucket
      ? {
          kind: "s3",
          bucket,
          prefix: prefix && !prefix.endsWith("/") ? `${prefix}/` : prefix,
          endpoint,
          region: reader.get("BACKUP_S3_REGION"),
          credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
          // MinIO serves buckets as paths (http://minio:9000/bucket/key); AWS as host names.
          forcePathStyle:
            (reader.get("BACKUP_S3_FORCE_PATH_STYLE") ?? (endpoint ? "true" : "false")) === "true",
        }
      : { kind: "folder", dir: reader.get("BACKUP_DIR") },
    retention: { keepDaily: reader.get("BACKUP_KEEP_DAILY"), keepWeekly: reader.get("BACKUP_KEEP_WEEKLY") },
    workDir: reader.get("BACKUP_WORK_DIR"),
  };
}
