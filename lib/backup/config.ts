/**
 * The backup scripts' own settings (npm run backup / restore, scripts/backup), read and validated
 * here the way lib/env.ts reads the app's (lib/config/env-rules.shared.ts): a bad value is an error naming
 * the variable. Kept apart from lib/env.ts on purpose: the web server never reads them, so a typo in
 * a backup setting must not stop the app from starting. The database and the upload folder are the
 * app's own (lib/env.ts: DATABASE_URL, UPLOAD_DIR).
 *
 * The S3 credentials are secrets: they are only ever passed to the S3 client, never logged. Unset,
 * the AWS SDK's own chain applies (an instance role on AWS).
 *
 * Encryption (lib/backup/encryption.ts): archives are encrypted to BACKUP_ENCRYPTION_RECIPIENT, an
 * age public key. The backup host holds only that public key, so it cannot read the archives it
 * wrote; the private key (BACKUP_DECRYPTION_IDENTITY or …_FILE) is needed only to restore, and is
 * kept apart from the backups like the W9 key. Production refuses to write an archive in the clear
 * unless BACKUP_UNENCRYPTED_I_ACCEPT_CUSTOMER_DATA_IN_THE_CLEAR=true says so out loud.
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
  BACKUP_ENCRYPTION_RECIPIENT: text(),
  BACKUP_DECRYPTION_IDENTITY: text(),
  BACKUP_DECRYPTION_IDENTITY_FILE: text(),
  BACKUP_UNENCRYPTED_I_ACCEPT_CUSTOMER_DATA_IN_THE_CLEAR: oneOf(["true", "false"]),
  BACKUP_REQUIRE_OFFSITE: oneOf(["true", "false"]),
  BACKUP_CONNECT_TIMEOUT_SECONDS: integer(15, 1, 600),
  BACKUP_QUERY_TIMEOUT_SECONDS: integer(600, 1, 86_400),
  BACKUP_STALL_TIMEOUT_SECONDS: integer(120, 1, 86_400),
  BACKUP_RUN_TIMEOUT_SECONDS: integer(10_800, 1, 172_800),
};

/** How long each step may take (lib/backup/deadline.ts), in milliseconds. */
export interface Deadlines {
  /** Connecting to the database (handshake included); pg_dump's PGCONNECT_TIMEOUT too. */
  connectMs: number;
  /** Each catalogue query (snapshot, row counts); also the server's statement_timeout. */
  queryMs: number;
  /** A streaming step (pg_dump, pg_restore, copying, packing, uploading) that moves no byte this long is abandoned. */
  stallMs: number;
  /** The whole run. */
  runMs: number;
}

/** age recipients (public keys) to encrypt to; none: the archive is written in the clear (refused in production). */
export interface EncryptionSettings {
  recipients: string[];
  /** The age identity (private key) for restores, from BACKUP_DECRYPTION_IDENTITY or the file …_FILE names. */
  identity?: string;
  identityFile?: string;
  /** Production without recipients: only with the loud opt-out. */
  allowUnencrypted: boolean;
}

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
  encryption: EncryptionSettings;
  deadlines: Deadlines;
  /** With a bucket: a local folder (BACKUP_DIR when set) that gets a copy of latest.json, which the metrics read. */
  statusDir?: string;
}

const PRODUCTION_IN_THE_CLEAR =
  "NODE_ENV is production and BACKUP_ENCRYPTION_RECIPIENT is not set: backups would hold customer data in the clear " +
  "(set it to an age public key, npm run backup:keygen makes a pair; or set BACKUP_UNENCRYPTED_I_ACCEPT_CUSTOMER_DATA_IN_THE_CLEAR=true)";
const LOCAL_ONLY =
  "BACKUP_REQUIRE_OFFSITE is true but BACKUP_S3_BUCKET is not set: the archives would stay on this host (set the bucket)";

/**
 * `purpose`: what the settings are for. Only writing a backup must be encrypted and off the host: a
 * restore (or the drill) reads whatever archive it is given.
 */
export function readBackupSettings(
  source: Record<string, string | undefined> = process.env,
  purpose: "backup" | "restore" = "backup",
): BackupSettings {
  const reader = envReader(RULES, (name) => source[name]);
  const problems = reader.problems();
  const keyId = reader.get("BACKUP_S3_ACCESS_KEY_ID");
  const secret = reader.get("BACKUP_S3_SECRET_ACCESS_KEY");
  if (!keyId !== !secret)
    problems.push("BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY must be set together");
  const recipients = (reader.get("BACKUP_ENCRYPTION_RECIPIENT") ?? "").split(/[\s,]+/).filter(Boolean);
  if (recipients.some((r) => !/^age1[0-9a-z]+$/.test(r)))
    problems.push("BACKUP_ENCRYPTION_RECIPIENT must be age public keys (age1…), separated by commas");
  const allowUnencrypted = reader.get("BACKUP_UNENCRYPTED_I_ACCEPT_CUSTOMER_DATA_IN_THE_CLEAR") === "true";
  if (purpose === "backup" && source.NODE_ENV === "production" && !recipients.length && !allowUnencrypted)
    problems.push(PRODUCTION_IN_THE_CLEAR);
  const offsiteRequired = reader.get("BACKUP_REQUIRE_OFFSITE") === "true";
  if (purpose === "backup" && offsiteRequired && !reader.get("BACKUP_S3_BUCKET")) problems.push(LOCAL_ONLY);
  const identity = reader.get("BACKUP_DECRYPTION_IDENTITY");
  if (identity && !/^AGE-SECRET-KEY-/.test(identity.trim()))
    problems.push("BACKUP_DECRYPTION_IDENTITY must be an age identity (AGE-SECRET-KEY-1…)");
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
    statusDir: bucket ? source.BACKUP_DIR?.trim() || undefined : undefined,
    encryption: {
      recipients,
      identity: identity?.trim(),
      identityFile: reader.get("BACKUP_DECRYPTION_IDENTITY_FILE"),
      allowUnencrypted,
    },
    deadlines: {
      connectMs: reader.get("BACKUP_CONNECT_TIMEOUT_SECONDS") * 1000,
      queryMs: reader.get("BACKUP_QUERY_TIMEOUT_SECONDS") * 1000,
      stallMs: reader.get("BACKUP_STALL_TIMEOUT_SECONDS") * 1000,
      runMs: reader.get("BACKUP_RUN_TIMEOUT_SECONDS") * 1000,
    },
  };
}
