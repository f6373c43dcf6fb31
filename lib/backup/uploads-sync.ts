/**
 * The uploads, copied to the backup bucket as they arrive (npm run backup:uploads-sync, every few
 * minutes in compose): the nightly archive alone would lose a day of photos and W9s with the disk.
 *
 * Files are written once and never change (lib/storage), so a file is copied once: under
 * <BACKUP_S3_PREFIX>uploads/<its path>, with ".age" added when it is encrypted (as the archives
 * are, for BACKUP_ENCRYPTION_RECIPIENT). A run lists the bucket, sends only what it lacks, and may
 * be interrupted and run again at any time (idempotent: an object appears only when its upload
 * completed).
 *
 * lib/storage writes a file in place (no temporary name), so a file younger than `settleMs` may still
 * be being written: it waits for the next run rather than risk sending half of it once and for all.
 *
 * Erased files (the daily cleanup's retention, a customer's erasure) leave the bucket too, but only
 * once they are older than the archives kept (`keepDays`), so a copy outlives no archive; and never
 * while the upload folder is empty or missing: a lost volume must not empty the bucket as well.
 *
 * `pullUploads` is the way back: every object the folder lacks, downloaded (and decrypted).
 */
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import type { Deadlines, S3Settings } from "./config";
import { RunDeadline } from "./deadline";
import { s3Client } from "./destination";
import { decrypt, encrypt, tamperedError } from "./encryption";
import { BackupError } from "./errors";
import { listFiles } from "./files";
import { safeRelativePath } from "./manifest";
import { ENCRYPTED_ARCHIVE_SUFFIX } from "./names";

export const UPLOADS_KEY_FOLDER = "uploads/";

export interface SyncOptions {
  uploadDir: string;
  s3: S3Settings;
  recipients: readonly string[];
  /** Bucket copies of erased files go once older than this many days (the archives' retention). */
  keepDays: number;
  /** Files modified less than this long ago wait for the next run (default a minute). */
  settleMs?: number;
  deadlines?: Deadlines;
  signal?: AbortSignal;
  now?: () => Date;
  log?: (line: string) => void;
}

export interface SyncResult {
  uploaded: string[];
  alreadyThere: number;
  /** Too fresh this time (still being written?): the next run sends them. */
  waiting: number;
  removed: string[];
}

interface BucketObject {
  key: string;
  lastModified?: Date;
}

const NEXT =
  "The files sent so far are in the bucket; the next run sends the rest (a run sends only what the bucket lacks).";

export async function syncUploads(options: SyncOptions): Promise<SyncResult> {
  const log = options.log ?? (() => {});
  const deadline = new RunDeadline(options.deadlines, options.signal);
  const { stallMs } = deadline.limits;
  const client = s3Client(options.s3);
  const folder = `${options.s3.prefix}${UPLOADS_KEY_FOLDER}`;
  const suffix = options.recipients.length ? ENCRYPTED_ARCHIVE_SUFFIX : "";
  const uploadDir = path.resolve(options.uploadDir);

  const objects = await deadline.step("Listing the bucket", { limitMs: stallMs, next: NEXT }, (signal) =>
    listObjects(client, options.s3, folder, signal),
  );
  const inBucket = new Set(objects.map((o) => o.key));
  const local = await listFiles(uploadDir);
  const result: SyncResult = { uploaded: [], alreadyThere: 0, waiting: 0, removed: [] };
  const settleMs = options.settleMs ?? 60_000;
  const now = (options.now ?? (() => new Date()))().getTime();
  for (const relative of local) {
    // Plain and encrypted copies alike count: switching encryption on does not send everything again.
    const base = `${folder}${relative}`;
    if (inBucket.has(base) || inBucket.has(`${base}${ENCRYPTED_ARCHIVE_SUFFIX}`)) {
      result.alreadyThere++;
      continue;
    }
    const modified = await stat(path.join(uploadDir, ...relative.split("/"))).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (modified === null) continue;
    if (now - modified < settleMs) {
      result.waiting++;
      continue;
    }
    const sent = await deadline.step(`Sending ${relative}`, { stallMs, next: NEXT }, (signal, progress) =>
      putFile(
        client,
        options.s3,
        path.join(uploadDir, ...relative.split("/")),
        `${base}${suffix}`,
        options.recipients,
        signal,
        progress,
      ),
    );
    if (sent) result.uploaded.push(relative);
  }

  const localSet = new Set(local);
  if (local.length > 0) {
    for (const object of objects) {
      const relative = object.key.slice(folder.length).replace(/\.age$/, "");
      const old = object.lastModified && now - object.lastModified.getTime() > options.keepDays * 86_400_000;
      if (localSet.has(relative) || !old) continue;
      await deadline.step(`Removing ${object.key}`, { limitMs: stallMs, next: NEXT }, (signal) =>
        client.send(new DeleteObjectCommand({ Bucket: options.s3.bucket, Key: object.key }), {
          abortSignal: signal,
        }),
      );
      result.removed.push(relative);
    }
  } else if (objects.length)
    log(`  the upload folder ${uploadDir} holds no file: nothing is removed from the bucket`);
  log(
    `uploads sync: ${result.uploaded.length} sent${suffix ? " (encrypted)" : ""}, ${result.alreadyThere} already in s3://${options.s3.bucket}/${folder}` +
      (result.waiting ? `, ${result.waiting} too fresh (next run)` : "") +
      (result.removed.length ? `, ${result.removed.length} erased file(s) removed` : ""),
  );
  return result;
}

/** Every object under `folder`, by key. */
async function listObjects(client: S3Client, s3: S3Settings, folder: string, signal: AbortSignal) {
  const objects: BucketObject[] = [];
  let token: string | undefined;
  try {
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: folder, ContinuationToken: token }),
        { abortSignal: signal },
      );
      for (const object of page.Contents ?? [])
        if (object.Key) objects.push({ key: object.Key, lastModified: object.LastModified });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } catch (error) {
    throw new BackupError(
      `Listing s3://${s3.bucket}/${folder} failed: ${error instanceof Error ? error.message : String(error)}`,
      "Check BACKUP_S3_BUCKET, BACKUP_S3_ENDPOINT and the credentials (s3:ListBucket, s3:PutObject, s3:GetObject, s3:DeleteObject on the prefix).",
    );
  }
  return objects;
}

/** Sends one file (encrypted for `recipients` when any); false when it was erased meanwhile. */
async function putFile(
  client: S3Client,
  s3: S3Settings,
  file: string,
  key: string,
  recipients: readonly string[],
  signal: AbortSignal,
  progress: () => void,
): Promise<boolean> {
  let body: Buffer | Readable;
  let length: number;
  try {
    if (recipients.length) {
      // Uploads are small (the app caps them at a few MB): encrypted in memory, sent with their length.
      const encrypted = await encrypt(Readable.from(await readFile(file)), recipients);
      body = Buffer.concat(await encrypted.toArray());
      length = body.length;
    } else {
      length = (await stat(file)).size;
      body = createReadStream(file);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
  progress();
  try {
    await client.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: key,
        Body: body,
        ContentLength: length,
        ContentType: "application/octet-stream",
      }),
      { abortSignal: signal },
    );
  } catch (error) {
    throw new BackupError(
      `Sending ${key} to s3://${s3.bucket} failed: ${error instanceof Error ? error.message : String(error)}`,
      NEXT,
    );
  }
  return true;
}

/**
 * Downloads every synced file that `uploadDir` lacks (after a restore from the nightly archive:
 * the files uploaded since), decrypting `.age` copies with `identity`.
 */
export async function pullUploads(options: {
  uploadDir: string;
  s3: S3Settings;
  identity: () => Promise<string>;
  deadlines?: Deadlines;
  signal?: AbortSignal;
  log?: (line: string) => void;
}): Promise<string[]> {
  const deadline = new RunDeadline(options.deadlines, options.signal);
  const { stallMs } = deadline.limits;
  const client = s3Client(options.s3);
  const folder = `${options.s3.prefix}${UPLOADS_KEY_FOLDER}`;
  const uploadDir = path.resolve(options.uploadDir);
  const objects = await deadline.step(
    "Listing the bucket",
    { limitMs: stallMs, next: "Run it again." },
    (signal) => listObjects(client, options.s3, folder, signal),
  );
  const have = new Set(await listFiles(uploadDir));
  const pulled: string[] = [];
  for (const object of objects) {
    const encrypted = object.key.endsWith(ENCRYPTED_ARCHIVE_SUFFIX);
    const relative = object.key.slice(
      folder.length,
      encrypted ? -ENCRYPTED_ARCHIVE_SUFFIX.length : undefined,
    );
    if (have.has(relative) || !safeRelativePath(relative)) continue;
    const identity = encrypted ? await options.identity() : null;
    const target = path.join(uploadDir, ...relative.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    await deadline.step(
      `Fetching ${relative}`,
      { stallMs, next: "Run it again: it fetches only what is missing." },
      async (signal) => {
        const { Body } = await client.send(
          new GetObjectCommand({ Bucket: options.s3.bucket, Key: object.key }),
          {
            abortSignal: signal,
          },
        );
        const source = Body as Readable;
        const plain = identity ? await decrypt(source, identity, object.key) : source;
        // Written under a temporary name: a file appears whole or not at all.
        const partial = `${target}.partial`;
        try {
          await pipeline(plain, createWriteStream(partial, { mode: 0o600 }), { signal });
          await rename(partial, target);
        } catch (error) {
          await rm(partial, { force: true });
          throw identity && !(error instanceof BackupError) && !signal.aborted
            ? tamperedError(object.key, error)
            : error;
        }
      },
    );
    pulled.push(relative);
  }
  options.log?.(`uploads pull: ${pulled.length} file(s) fetched into ${uploadDir}, ${have.size} were there`);
  return pulled;
}
