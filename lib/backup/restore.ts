/**
 * npm run restore ARCHIVE: checks every checksum first, refuses a target that is not empty (unless
 * forced), restores the database with pg_restore and copies the uploads, then checks that every
 * table holds the rows the manifest counted. Nothing is written to the target before all the
 * checks have passed.
 *
 * --force: drops the app's schema (every table and row in it) and creates it empty again, and
 * empties the upload folder, before restoring. For replacing a damaged database with a backup.
 *
 * An encrypted archive (….tar.age) is checked against its checksum as stored, then decrypted while
 * it is unpacked into the scratch folder: age authenticates every chunk, so a changed byte stops the
 * unpacking before anything reaches the target. Without the identity it is refused before any work.
 */
import { randomBytes } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdir, readFile, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { extract } from "tar";
import type { Deadlines, EncryptionSettings } from "./config";
import { progressMeter, RunDeadline } from "./deadline";
import { decrypt, decryptionIdentity, tamperedError } from "./encryption";
import {
  describeConnection,
  describeContents,
  parseConnection,
  recreateSchema,
  rowCounts,
  runTool,
  withClient,
} from "./database";
import { EMBEDDED_DATABASE_REFUSAL, formatBytes } from "./create";
import { BackupError } from "./errors";
import { copyFiles, listFiles, sha256File } from "./files";
import { DUMP_FILE, MANIFEST_FILE, parseManifest, UPLOADS_FOLDER, type Manifest } from "./manifest";
import { CHECKSUM_SUFFIX, isEncryptedArchive, parseChecksumLine } from "./names";

export interface RestoreOptions {
  /** The archive, a local file; its checksum file beside it unless `checksumFile` says. */
  archive: string;
  checksumFile?: string;
  databaseUrl: string | undefined;
  uploadDir: string;
  force?: boolean;
  /** pg_restore --jobs: faster on a big database, but not in one transaction (a failure leaves part of it). */
  jobs?: number;
  /** Where the archive is unpacked (then removed). */
  scratchDir: string;
  log?: (line: string) => void;
  /** Where the identity for an encrypted archive comes from. */
  encryption?: Pick<EncryptionSettings, "identity" | "identityFile">;
  deadlines?: Deadlines;
  signal?: AbortSignal;
}

export interface RestoreResult {
  manifest: Manifest;
  tables: Record<string, number>;
  files: number;
}

export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  if (!options.databaseUrl) throw EMBEDDED_DATABASE_REFUSAL;
  const connection = parseConnection(options.databaseUrl);
  const archive = path.resolve(options.archive);
  const checksumFile = path.resolve(options.checksumFile ?? `${archive}${CHECKSUM_SUFFIX}`);

  const deadline = new RunDeadline(options.deadlines, options.signal);
  const limits = deadline.limits;
  const next = "Nothing was restored into the target yet, or run the restore again with --force.";

  log(`restore ${path.basename(archive)}: checking its checksum`);
  let step = performance.now();
  await verifyArchive(archive, checksumFile);
  const encrypted = isEncryptedArchive(archive);
  const identity = encrypted
    ? await decryptionIdentity(
        { allowUnencrypted: false, recipients: [], ...options.encryption },
        path.basename(archive),
      )
    : null;
  const unpacked = path.join(path.resolve(options.scratchDir), `restore-${randomBytes(6).toString("hex")}`);
  // The decrypted parts lie here while the restore works: its owner's only.
  await mkdir(unpacked, { recursive: true, mode: 0o700 });
  try {
    await deadline.step(
      encrypted ? "Decrypting and unpacking the archive" : "Unpacking the archive",
      {
        stallMs: limits.stallMs,
        next: "Nothing was restored. Check the scratch folder's disk (BACKUP_WORK_DIR) and try again.",
      },
      async (signal, progress) => {
        const stored = createReadStream(archive, { signal });
        const file = stored.pipe(progressMeter(progress));
        stored.once("error", (error) => file.destroy(error));
        const plain = identity ? await decrypt(file, identity, path.basename(archive)) : file;
        await unpack(plain, unpacked).catch((error: unknown) => {
          throw identity && !(error instanceof BackupError)
            ? tamperedError(path.basename(archive), error)
            : error;
        });
      },
    );
    const manifest = await verifyParts(unpacked);
    log(
      `  every part matches the manifest (made ${manifest.createdAt}, migration ${manifest.app.migration ?? "none"}, ` +
        `${manifest.uploads.files.length} upload(s)) (${elapsed(step)})`,
    );

    if (manifest.database.schema !== connection.schema)
      throw new BackupError(
        `The archive holds schema ${manifest.database.schema}, but DATABASE_URL names schema ${connection.schema}.`,
        `Point DATABASE_URL at schema ${manifest.database.schema} (?schema=${manifest.database.schema}, or none for public).`,
      );
    const uploadDir = path.resolve(options.uploadDir);
    await checkTargetIsEmpty(connection, uploadDir, options.force === true, log, limits);

    log(`  restoring the database into ${describeConnection(connection)}`);
    step = performance.now();
    await prepareSchema(connection, manifest, limits);
    await deadline.step("pg_restore", { next }, (signal) =>
      runTool(
        "pg_restore",
        [
          "--no-owner",
          "--no-privileges",
          "--exit-on-error",
          ...(options.jobs && options.jobs > 1 ? [`--jobs=${options.jobs}`] : ["--single-transaction"]),
          `--dbname=${connection.url}`,
          path.join(unpacked, DUMP_FILE),
        ],
        connection,
        options.jobs && options.jobs > 1
          ? "The database may hold part of the backup: run the restore again with --force."
          : "Nothing was restored (one transaction). Fix the cause above and run the restore again.",
        { signal, connectMs: limits.connectMs },
      ),
    );

    log(
      `  database restored (${elapsed(step)}); copying ${manifest.uploads.files.length} upload(s) into ${uploadDir}`,
    );
    step = performance.now();
    await mkdir(uploadDir, { recursive: true });
    const copied = await deadline.step(
      "Copying the uploads back",
      { stallMs: limits.stallMs, next },
      (signal, progress) => copyFiles(path.join(unpacked, UPLOADS_FOLDER), uploadDir, { signal, progress }),
    );

    const tables = await withClient(connection, (client) => rowCounts(client, connection.schema), limits);
    const differ = Object.keys({ ...tables, ...manifest.database.tables }).filter(
      (t) => tables[t] !== manifest.database.tables[t],
    );
    if (differ.length || copied.length !== manifest.uploads.files.length)
      throw new BackupError(
        `The restored data does not match the manifest: ${differ
          .map(
            (t) =>
              `${t} has ${tables[t] ?? "no table"} rows, the backup ${manifest.database.tables[t] ?? "none"}`,
          )
          .join(
            "; ",
          )}${copied.length !== manifest.uploads.files.length ? `; ${copied.length} of ${manifest.uploads.files.length} uploads copied` : ""}.`,
        "Do not serve from this database. Restore again with --force, or from another backup.",
      );
    const rows = Object.values(tables).reduce((a, b) => a + b, 0);
    log(
      `  checked: ${Object.keys(tables).length} tables with the manifest's row counts (${rows.toLocaleString("en-US")} rows), ` +
        `${copied.length} upload(s) (${formatBytes(copied.reduce((n, f) => n + f.bytes, 0))}) (${elapsed(step)})`,
    );
    return { manifest, tables, files: copied.length };
  } finally {
    await rm(unpacked, { recursive: true, force: true });
  }
}

const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Unpacks a tar stream into `dir` (tar's strict mode: a damaged entry is an error). */
function unpack(source: Readable, dir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const unpacker = extract({ cwd: dir, strict: true });
    source.once("error", reject);
    unpacker.once("error", reject);
    unpacker.once("close", () => resolve());
    source.pipe(unpacker);
  });
}

async function verifyArchive(archive: string, checksumFile: string) {
  if (!existsSync(archive))
    throw new BackupError(
      `No archive at ${archive}.`,
      "Give the path of a .tar backup (or its key when BACKUP_S3_BUCKET is set).",
    );
  if (!existsSync(checksumFile))
    throw new BackupError(
      `The archive's checksum file ${checksumFile} is missing: a backup counts only with it (an interrupted copy?).`,
      "Copy the .sha256 file that belongs with the archive next to it, or pick another backup.",
    );
  const expected = parseChecksumLine(await readFile(checksumFile, "utf8"));
  const actual = await sha256File(archive);
  if (!expected || expected !== actual)
    throw new BackupError(
      `The archive does not match its checksum (sha256 ${actual}, expected ${expected ?? "a SHA-256 in " + checksumFile}): it is damaged or was changed.`,
      "Nothing was restored. Use another backup (or copy this one again from where it is kept).",
    );
}

async function verifyParts(unpacked: string): Promise<Manifest> {
  const text = await readFile(path.join(unpacked, MANIFEST_FILE), "utf8").catch(() => "");
  const manifest = parseManifest(text);
  if (!manifest)
    throw new BackupError(
      "The archive has no readable manifest.json: it is not a backup of this app.",
      "Use an archive made by npm run backup.",
    );
  const damaged: string[] = [];
  if ((await sha256File(path.join(unpacked, DUMP_FILE)).catch(() => null)) !== manifest.database.sha256)
    damaged.push(DUMP_FILE);
  const uploads = path.join(unpacked, UPLOADS_FOLDER);
  const listed = new Set(manifest.uploads.files.map((f) => f.path));
  for (const file of manifest.uploads.files) {
    const actual = await sha256File(path.join(uploads, ...file.path.split("/"))).catch(() => null);
    if (actual !== file.sha256) damaged.push(`${UPLOADS_FOLDER}/${file.path}`);
  }
  for (const extra of await listFiles(uploads))
    if (!listed.has(extra)) damaged.push(`${UPLOADS_FOLDER}/${extra} (not in the manifest)`);
  if (damaged.length)
    throw new BackupError(
      `Parts of the archive do not match its manifest: ${damaged.slice(0, 10).join(", ")}${damaged.length > 10 ? ` and ${damaged.length - 10} more` : ""}.`,
      "Nothing was restored. Use another backup.",
    );
  return manifest;
}

async function checkTargetIsEmpty(
  connection: ReturnType<typeof parseConnection>,
  uploadDir: string,
  force: boolean,
  log: (line: string) => void,
  limits: Deadlines,
) {
  const database = await describeContents(connection, limits);
  const files = (await listFiles(uploadDir)).length;
  const problems = [
    ...(database ? [`the database is not empty: ${database}`] : []),
    ...(files ? [`the upload folder ${uploadDir} is not empty: it holds ${files} file(s)`] : []),
  ];
  if (!problems.length) return;
  if (!force)
    throw new BackupError(
      `Refusing to restore: ${problems.join("; ")}. Nothing was changed.`,
      "Restore into a new, empty database (createdb; do not run db:deploy on it first) and an empty upload folder, " +
        `or run again with --force to drop schema ${connection.schema} with everything in it and empty the upload folder.`,
    );
  log(
    `  --force: ${problems.join("; ")}; dropping schema ${connection.schema} and emptying the upload folder`,
  );
  if (database) await recreateSchema(connection, limits);
  if (files)
    for (const entry of await readdir(uploadDir))
      await rm(path.join(uploadDir, entry), { recursive: true, force: true });
}

/** A dump of one schema (not public) creates that schema itself: it must not exist yet (it is empty, checked above). */
async function prepareSchema(
  connection: ReturnType<typeof parseConnection>,
  manifest: Manifest,
  limits: Deadlines,
) {
  if (manifest.database.schema === "public") return;
  await withClient(
    connection,
    (client) => client.query(`DROP SCHEMA IF EXISTS "${connection.schema.replace(/"/g, '""')}"`),
    limits,
  );
}
