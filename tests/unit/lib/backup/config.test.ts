/** The backup scripts' settings (lib/backup/config.ts): defaults, the S3 destination, clear errors. */
import { readBackupSettings } from "@/lib/backup/config";

it("defaults to the folder .data/backups, 7 dailies and 5 weeklies", () => {
  expect(readBackupSettings({})).toEqual({
    destination: { kind: "folder", dir: ".data/backups" },
    retention: { keepDaily: 7, keepWeekly: 5 },
    workDir: undefined,
    statusDir: undefined,
    encryption: { recipients: [], identity: undefined, identityFile: undefined, allowUnencrypted: false },
    deadlines: { connectMs: 15_000, queryMs: 600_000, stallMs: 120_000, runMs: 10_800_000 },
  });
});

const RECIPIENT = "age1salmkrtmryt0n8fxhk6g7h9k4rjtxu4cp3g7gys0sw5wy2ca7uwqp2rpm9";

it("encrypts for the recipients given; production refuses to write in the clear without the loud opt-out", () => {
  expect(
    readBackupSettings({
      BACKUP_ENCRYPTION_RECIPIENT: `${RECIPIENT}, ${RECIPIENT.replace("age1s", "age1t")}`,
    }).encryption.recipients,
  ).toEqual([RECIPIENT, RECIPIENT.replace("age1s", "age1t")]);
  expect(() => readBackupSettings({ NODE_ENV: "production" })).toThrow(
    "NODE_ENV is production and BACKUP_ENCRYPTION_RECIPIENT is not set: backups would hold customer data in the clear",
  );
  expect(
    readBackupSettings({
      NODE_ENV: "production",
      BACKUP_UNENCRYPTED_I_ACCEPT_CUSTOMER_DATA_IN_THE_CLEAR: "true",
    }).encryption,
  ).toMatchObject({ recipients: [], allowUnencrypted: true });
  expect(
    readBackupSettings({ NODE_ENV: "production", BACKUP_ENCRYPTION_RECIPIENT: RECIPIENT }).encryption
      .recipients,
  ).toEqual([RECIPIENT]);
  // A restore reads what it is given: it needs no recipient.
  expect(readBackupSettings({ NODE_ENV: "production" }, "restore").encryption.recipients).toEqual([]);
  expect(() => readBackupSettings({ BACKUP_ENCRYPTION_RECIPIENT: "ssh-ed25519 AAAA" })).toThrow(
    "BACKUP_ENCRYPTION_RECIPIENT must be age public keys (age1…), separated by commas",
  );
  expect(() => readBackupSettings({ BACKUP_DECRYPTION_IDENTITY: "age1xyz" })).toThrow(
    "BACKUP_DECRYPTION_IDENTITY must be an age identity (AGE-SECRET-KEY-1…)",
  );
});

it("refuses a backup that stays on the host when BACKUP_REQUIRE_OFFSITE is true (compose)", () => {
  expect(() => readBackupSettings({ BACKUP_REQUIRE_OFFSITE: "true" })).toThrow(
    "BACKUP_REQUIRE_OFFSITE is true but BACKUP_S3_BUCKET is not set",
  );
  const offsite = readBackupSettings({
    BACKUP_REQUIRE_OFFSITE: "true",
    BACKUP_S3_BUCKET: "b",
    BACKUP_DIR: "/backups",
  });
  expect(offsite.destination.kind).toBe("s3");
  // The metrics read latest.json from the local folder: a copy goes there.
  expect(offsite.statusDir).toBe("/backups");
});

it("reads every deadline in seconds", () => {
  expect(
    readBackupSettings({
      BACKUP_CONNECT_TIMEOUT_SECONDS: "3",
      BACKUP_QUERY_TIMEOUT_SECONDS: "30",
      BACKUP_STALL_TIMEOUT_SECONDS: "45",
      BACKUP_RUN_TIMEOUT_SECONDS: "3600",
    }).deadlines,
  ).toEqual({ connectMs: 3000, queryMs: 30_000, stallMs: 45_000, runMs: 3_600_000 });
  expect(() => readBackupSettings({ BACKUP_STALL_TIMEOUT_SECONDS: "0" })).toThrow(
    "BACKUP_STALL_TIMEOUT_SECONDS must be a whole number from 1 to 86400",
  );
});

it("uses the bucket when BACKUP_S3_BUCKET is set: MinIO by path, AWS by host name", () => {
  const minio = readBackupSettings({
    BACKUP_S3_BUCKET: "backups",
    BACKUP_S3_ENDPOINT: "http://minio:9000",
    BACKUP_S3_ACCESS_KEY_ID: "brushwise",
    BACKUP_S3_SECRET_ACCESS_KEY: "secret-key",
    BACKUP_S3_PREFIX: "prod",
    BACKUP_KEEP_DAILY: "14",
    BACKUP_KEEP_WEEKLY: "0",
  });
  expect(minio).toMatchObject({
    destination: {
      kind: "s3",
      bucket: "backups",
      prefix: "prod/",
      endpoint: "http://minio:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "brushwise", secretAccessKey: "secret-key" },
    },
    retention: { keepDaily: 14, keepWeekly: 0 },
  });
  // No keys: the AWS SDK's own chain (an instance or task role).
  expect(readBackupSettings({ BACKUP_S3_BUCKET: "b", BACKUP_S3_REGION: "eu-west-1" }).destination).toEqual({
    kind: "s3",
    bucket: "b",
    prefix: "brushwise/",
    endpoint: undefined,
    region: "eu-west-1",
    credentials: undefined,
    forcePathStyle: false,
  });
});

it("names every bad value", () => {
  expect(() =>
    readBackupSettings({
      BACKUP_KEEP_DAILY: "0",
      BACKUP_S3_ENDPOINT: "minio:9000",
      BACKUP_S3_ACCESS_KEY_ID: "k",
    }),
  ).toThrow(
    "Invalid environment: BACKUP_S3_ENDPOINT must be an absolute URL (https://… or http://…); " +
      "BACKUP_KEEP_DAILY must be a whole number from 1 to 366; " +
      "BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY must be set together",
  );
});
