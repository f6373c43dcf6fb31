/** The backup scripts' settings (lib/backup/config.ts): defaults, the S3 destination, clear errors. */
import { readBackupSettings } from "@/lib/backup/config";

it("defaults to the folder .data/backups, 7 dailies and 5 weeklies", () => {
  expect(readBackupSettings({})).toEqual({
    destination: { kind: "folder", dir: ".data/backups" },
    retention: { keepDaily: 7, keepWeekly: 5 },
    workDir: undefined,
  });
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
