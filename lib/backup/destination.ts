/**
 * Where archives are kept: a folder (BACKUP_DIR) or an S3-compatible bucket (BACKUP_S3_BUCKET).
 * A backup counts only once its checksum file exists: the archive is stored first (in a folder
 * under a temporary name, renamed when whole; in S3 an object appears only when its upload
 * completes), the checksum file after it, and latest.json last.
 */
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "./config";
import { progressMeter } from "./deadline";
import { BackupError } from "./errors";
import { archiveTime, CHECKSUM_SUFFIX, LATEST_MARKER, PARTIAL_SUFFIX } from "./names";

/** How a step watches a transfer (lib/backup/deadline.ts): abort at the deadline, report bytes moving. */
export interface TransferWatch {
  signal?: AbortSignal;
  progress?: () => void;
}

export interface Destination {
  /** For messages: the folder, or s3://bucket/prefix. */
  readonly label: string;
  /** Where this run may write the archive while it is being made. */
  readonly scratchDir: string;
  /** The path of a stored archive when it is a local file (a folder destination); absent for a bucket. */
  localFile?(name: string): string;
  /** Stores the finished archive (a local file, moved or uploaded) and then its checksum file. */
  store(localArchive: string, name: string, checksumText: string, watch?: TransferWatch): Promise<void>;
  /** The names of the finished archives (those with a checksum file), any order. */
  list(): Promise<string[]>;
  remove(name: string): Promise<void>;
  writeLatest(marker: object, watch?: TransferWatch): Promise<void>;
}

async function writeAtomically(file: string, content: string) {
  const temporary = `${file}${PARTIAL_SUFFIX}`;
  await writeFile(temporary, content, { mode: 0o600 });
  await rename(temporary, file);
}

export function folderDestination(dir: string): Destination {
  const root = path.resolve(dir);
  return {
    label: root,
    scratchDir: root,
    localFile: (name) => path.join(root, name),
    async store(localArchive, name, checksumText) {
      await rename(localArchive, path.join(root, name));
      await writeAtomically(path.join(root, `${name}${CHECKSUM_SUFFIX}`), checksumText);
    },
    async list() {
      const names = new Set(await readdir(root).catch(() => [] as string[]));
      return [...names].filter((n) => archiveTime(n) && names.has(`${n}${CHECKSUM_SUFFIX}`));
    },
    async remove(name) {
      // The checksum file first: a half-removed backup then no longer counts as one.
      await rm(path.join(root, `${name}${CHECKSUM_SUFFIX}`), { force: true });
      await rm(path.join(root, name), { force: true });
    },
    async writeLatest(marker) {
      await writeAtomically(path.join(root, LATEST_MARKER), `${JSON.stringify(marker, null, 2)}\n`);
    },
  };
}

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    // A service that accepts and never answers must not hold a run forever: the step's deadline
    // aborts the request, and these bound each connection and each silent socket too.
    requestHandler: { connectionTimeout: 15_000, requestTimeout: 120_000 },
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: the SDK's newer default (a CRC trailer on every
    // upload) is refused by several S3-compatible services. The archive has its own SHA-256.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
}

function s3Failure(action: string, settings: S3Settings, error: unknown): BackupError {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new BackupError(
    `S3 ${action} failed (bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ""}): ${message}`,
    "Check BACKUP_S3_BUCKET, BACKUP_S3_ENDPOINT, BACKUP_S3_REGION and the credentials (they need s3:PutObject, s3:GetObject, s3:ListBucket and s3:DeleteObject on the prefix).",
  );
}

export function s3Destination(settings: S3Settings, scratchDir: string): Destination {
  const client = s3Client(settings);
  const key = (name: string) => `${settings.prefix}${name}`;
  const put = async (
    name: string,
    body: Buffer | Readable,
    length: number,
    type: string,
    watch: TransferWatch = {},
  ) => {
    try {
      await client.send(
        new PutObjectCommand({
          Bucket: settings.bucket,
          Key: key(name),
          Body: body,
          ContentLength: length,
          ContentType: type,
        }),
        { abortSignal: watch.signal },
      );
    } catch (error) {
      throw s3Failure(`upload of ${key(name)}`, settings, error);
    }
  };
  return {
    label: `s3://${settings.bucket}/${settings.prefix}`,
    scratchDir,
    async store(localArchive, name, checksumText, watch = {}) {
      const { size } = await stat(localArchive);
      const file = createReadStream(localArchive);
      const body = watch.progress ? file.pipe(progressMeter(watch.progress)) : file;
      await put(name, body, size, "application/octet-stream", watch);
      await put(
        `${name}${CHECKSUM_SUFFIX}`,
        Buffer.from(checksumText),
        Buffer.byteLength(checksumText),
        "text/plain",
        watch,
      );
      await rm(localArchive, { force: true });
    },
    async list() {
      const names = new Set<string>();
      let token: string | undefined;
      try {
        do {
          const page = await client.send(
            new ListObjectsV2Command({
              Bucket: settings.bucket,
              Prefix: settings.prefix,
              ContinuationToken: token,
            }),
          );
          for (const object of page.Contents ?? []) {
            const name = object.Key?.slice(settings.prefix.length);
            if (name && !name.includes("/")) names.add(name);
          }
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      } catch (error) {
        throw s3Failure("listing", settings, error);
      }
      return [...names].filter((n) => archiveTime(n) && names.has(`${n}${CHECKSUM_SUFFIX}`));
    },
    async remove(name) {
      try {
        await client.send(
          new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(`${name}${CHECKSUM_SUFFIX}`) }),
        );
        await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key(name) }));
      } catch (error) {
        throw s3Failure(`deleting ${key(name)}`, settings, error);
      }
    },
    async writeLatest(marker, watch) {
      const text = `${JSON.stringify(marker, null, 2)}\n`;
      await put(LATEST_MARKER, Buffer.from(text), Buffer.byteLength(text), "application/json", watch);
    },
  };
}

/** Downloads `key` (the archive's, or with the prefix added) and its checksum file into `toDir`. */
export async function downloadFromS3(
  settings: S3Settings,
  given: string,
  toDir: string,
): Promise<{ archive: string; checksum: string }> {
  const client = s3Client(settings);
  const key = given.startsWith(settings.prefix) ? given : `${settings.prefix}${given}`;
  await mkdir(toDir, { recursive: true });
  const fetchTo = async (objectKey: string, file: string) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: objectKey }));
      await pipeline(object.Body as Readable, createWriteStream(file, { mode: 0o600 }));
    } catch (error) {
      throw s3Failure(`download of ${objectKey}`, settings, error);
    }
  };
  const archive = path.join(toDir, path.basename(key));
  const checksum = `${archive}${CHECKSUM_SUFFIX}`;
  await fetchTo(key, archive);
  await fetchTo(`${key}${CHECKSUM_SUFFIX}`, checksum);
  return { archive, checksum };
}
