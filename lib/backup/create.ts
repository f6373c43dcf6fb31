/**
 * One backup run (npm run backup): a consistent archive of the database and the uploads, stored,
 * marked as the latest, then older ones pruned by the retention rule.
 *
 * Consistent: the row counts of the manifest and pg_dump read the same snapshot (a repeatable-read
 * transaction exports it, pg_dump --snapshot uses it), so the app may keep writing meanwhile. The
 * uploads are copied after the dump: every file a dumped row names already exists then (files are
 * written before their rows and never change); a file uploaded during the run may come along
 * without its row, which is harmless.
 *
 * Encrypted (lib/backup/encryption.ts) when recipients are given: the tar is streamed through age
 * into brushwise-….tar.age, so no plaintext archive is ever written whole (the staging folder, the
 * dump and the copied uploads, exists while the run works and is removed after, whatever happens).
 *
 * Bounded (lib/backup/deadline.ts): every step has a deadline, and a failed or timed-out run removes
 * what it wrote (and what an earlier killed run left) before it reports.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { create as createTar } from "tar";
import type { Deadlines } from "./config";
import {
  parseConnection,
  describeConnection,
  lastMigration,
  rowCounts,
  runTool,
  serverVersion,
  withClient,
} from "./database";
import { progressMeter, RunDeadline } from "./deadline";
import type { Destination } from "./destination";
import { encrypt } from "./encryption";
import { BackupError } from "./errors";
import { copyFiles, sha256File } from "./files";
import { DUMP_FILE, MANIFEST_FILE, MANIFEST_FORMAT, UPLOADS_FOLDER, type Manifest } from "./manifest";
import { archiveName, archiveTime, checksumLine, LATEST_MARKER, PARTIAL_SUFFIX } from "./names";
import { planRetention, type RetentionRule } from "./retention";

export interface BackupOptions {
  databaseUrl: string | undefined;
  uploadDir: string;
  destination: Destination;
  retention: RetentionRule;
  /** The app's commit, when known (currentCommit). */
  commit?: string | null;
  now?: () => Date;
  log?: (line: string) => void;
  /** age recipients (public keys); none: the archive is written in the clear. */
  recipients?: readonly string[];
  deadlines?: Deadlines;
  /** Aborts the run (SIGTERM to the script): it stops and cleans up. */
  signal?: AbortSignal;
  /** A local folder that gets a copy of latest.json when the archives go elsewhere (the metrics read it). */
  statusDir?: string;
}

export interface BackupResult {
  name: string;
  location: string;
  bytes: number;
  sha256: string;
  manifest: Manifest;
  pruned: string[];
}

/** What latest.json holds: enough for an alert on the backup's age, and for a person to find it. */
export interface LatestMarker {
  createdAt: string;
  /** When the backup was stored whole: the metrics' brushwise_backup_last_success_timestamp_seconds. */
  finishedAt: string;
  archive: string;
  location: string;
  bytes: number;
  sha256: string;
  migration: string | null;
}

export const EMBEDDED_DATABASE_REFUSAL = new BackupError(
  "DATABASE_URL is not set: the app runs on its embedded database (PGlite), which npm run backup cannot dump " +
    "(PGlite is PostgreSQL 18 compiled to WebAssembly, older pg_dump releases refuse it, and it has no dump tool of its own at this version).",
  "Set DATABASE_URL to a PostgreSQL server to back it up. For a local trial on the embedded database, stop npm run dev and copy the .data/ folder (pglite/ and uploads/) instead.",
);

const RETRY_LATER =
  "Nothing was stored, and nothing of this run was left behind. Fix the cause above; the next run (or npm run backup) tries again.";

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => {});
  if (!options.databaseUrl) throw EMBEDDED_DATABASE_REFUSAL;
  const connection = parseConnection(options.databaseUrl);
  const deadline = new RunDeadline(options.deadlines, options.signal);
  const limits = deadline.limits;
  const recipients = options.recipients ?? [];
  const createdAt = (options.now ?? (() => new Date()))();
  const name = archiveName(createdAt, recipients.length > 0);
  const scratch = path.resolve(options.destination.scratchDir);
  const staging = path.join(scratch, `${name}${PARTIAL_SUFFIX}.d`);
  const partialArchive = path.join(scratch, `${name}${PARTIAL_SUFFIX}`);
  await removeLeftovers(scratch, limits.runMs, log);
  // The staging folder holds the dump and the uploads unencrypted while the run works: its owner's only.
  await mkdir(path.join(staging, UPLOADS_FOLDER), { recursive: true, mode: 0o700 });
  try {
    log(`backup ${name}: dumping ${describeConnection(connection)}`);
    let step = performance.now();
    const database = await deadline.step("The database dump", { next: RETRY_LATER }, () =>
      dumpDatabase(connection, path.join(staging, DUMP_FILE), deadline),
    );
    log(
      `  database: ${formatBytes(database.bytes)}, ${totalRows(database.tables).toLocaleString("en-US")} rows in ${Object.keys(database.tables).length} tables (${elapsed(step)})`,
    );

    const uploadDir = path.resolve(options.uploadDir);
    log(`  uploads: copying ${uploadDir}`);
    step = performance.now();
    const files = await deadline.step(
      "Copying the uploads",
      { stallMs: limits.stallMs, next: RETRY_LATER },
      (signal, progress) => copyFiles(uploadDir, path.join(staging, UPLOADS_FOLDER), { signal, progress }),
    );
    log(
      `  uploads: ${files.length} file(s), ${formatBytes(files.reduce((n, f) => n + f.bytes, 0))} (${elapsed(step)})`,
    );
    step = performance.now();

    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: createdAt.toISOString(),
      app: { commit: options.commit ?? null, migration: database.migration },
      database: {
        file: DUMP_FILE,
        format: "pg_dump custom",
        bytes: database.bytes,
        sha256: database.sha256,
        schema: connection.schema,
        serverVersion: database.serverVersion,
        tables: database.tables,
      },
      uploads: { folder: UPLOADS_FOLDER, files },
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const { sha256, bytes } = await deadline.step(
      recipients.length ? "Packing and encrypting the archive" : "Packing the archive",
      { stallMs: limits.stallMs, next: RETRY_LATER },
      (signal, progress) => packArchive(staging, partialArchive, recipients, signal, progress),
    );
    await rm(staging, { recursive: true, force: true });
    log(
      `  archive: ${formatBytes(bytes)}, packed${recipients.length ? `, encrypted for ${recipients.length} age recipient(s)` : " (NOT encrypted)"} and hashed (${elapsed(step)})`,
    );
    step = performance.now();

    log(`  storing it in ${options.destination.label}`);
    await deadline.step(
      `Storing the archive in ${options.destination.label}`,
      { stallMs: limits.stallMs, next: RETRY_LATER },
      (signal, progress) =>
        options.destination.store(partialArchive, name, checksumLine(sha256, name), { signal, progress }),
    );
    const marker: LatestMarker = {
      createdAt: manifest.createdAt,
      finishedAt: new Date().toISOString(),
      archive: name,
      location: options.destination.label,
      bytes,
      sha256,
      migration: database.migration,
    };
    await deadline.step(
      "Writing latest.json",
      {
        limitMs: limits.stallMs,
        next: `${name} is stored, but latest.json still names the previous backup (the backup-age alert reads it): the next run writes it.`,
      },
      (signal) => options.destination.writeLatest(marker, { signal }),
    );
    if (options.statusDir) await writeStatusCopy(options.statusDir, marker);
    log(`  stored ${name} (sha256 ${sha256}) (${elapsed(step)})`);

    const pruned = await deadline.step(
      "Pruning old archives",
      {
        limitMs: limits.stallMs,
        next: "The new archive is stored; the old ones are pruned by the next run.",
      },
      () => prune(options.destination, createdAt, options.retention, log),
    );
    return { name, location: options.destination.label, bytes, sha256, manifest, pruned };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partialArchive, { force: true });
  }
}

/** tar → (age) → file, hashed on the way: the SHA-256 of what is stored. */
async function packArchive(
  staging: string,
  file: string,
  recipients: readonly string[],
  signal: AbortSignal,
  progress: () => void,
) {
  const hash = createHash("sha256");
  let bytes = 0;
  const tar = Readable.from(
    createTar({ cwd: staging, portable: true }, [MANIFEST_FILE, DUMP_FILE, UPLOADS_FOLDER]),
  );
  const source = tar.pipe(progressMeter(progress));
  const stored = recipients.length ? await encrypt(source, recipients) : source;
  const hasher = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      bytes += chunk.length;
      progress();
      done(null, chunk);
    },
  });
  // Customer data: readable by the backup's owner only.
  await pipeline(stored, hasher, createWriteStream(file, { mode: 0o600 }), { signal });
  return { sha256: hash.digest("hex"), bytes };
}

/**
 * A run killed outright (SIGKILL, a host that rebooted) cannot clean up after itself: the next run
 * removes what such a run left in the scratch folder. Only what is older than a whole run may be
 * a dead run's (a run still going is younger).
 */
async function removeLeftovers(scratch: string, runMs: number, log: (line: string) => void) {
  const entries = await readdir(scratch).catch(() => [] as string[]);
  for (const entry of entries) {
    if (!entry.startsWith("brushwise-") || !/\.partial(\.d)?$/.test(entry)) continue;
    const full = path.join(scratch, entry);
    const info = await stat(full).catch(() => null);
    if (!info || Date.now() - info.mtimeMs < runMs) continue;
    await rm(full, { recursive: true, force: true });
    log(`  removed ${entry}, left by an earlier run that did not finish`);
  }
}

async function writeStatusCopy(dir: string, marker: LatestMarker) {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, LATEST_MARKER);
  await writeFile(`${file}${PARTIAL_SUFFIX}`, `${JSON.stringify(marker, null, 2)}\n`, { mode: 0o600 });
  await rename(`${file}${PARTIAL_SUFFIX}`, file);
}

async function dumpDatabase(
  connection: ReturnType<typeof parseConnection>,
  file: string,
  deadline: RunDeadline,
) {
  const limits = deadline.limits;
  return withClient(
    connection,
    async (client) => {
      const version = await serverVersion(client);
      if (/pglite/i.test(version)) throw EMBEDDED_DATABASE_REFUSAL;
      // The snapshot lives as long as this transaction: pg_dump reads it while it stays open.
      await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
      try {
        const { rows } = await client.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot");
        const tables = await rowCounts(client, connection.schema);
        const migration = await lastMigration(client, connection.schema);
        await deadline.step("pg_dump", { stallMs: limits.stallMs, next: RETRY_LATER }, (signal, progress) =>
          runTool(
            "pg_dump",
            [
              "--format=custom",
              `--file=${file}`,
              `--snapshot=${rows[0]!.snapshot}`,
              // The app's own schema when DATABASE_URL names one; otherwise the whole database (its
              // extensions included, which a one-schema dump would leave out).
              ...(connection.schema === "public" ? [] : [`--schema=${connection.schema}`]),
              `--dbname=${connection.url}`,
            ],
            connection,
            "Nothing was stored. Fix the cause above and run npm run backup again.",
            { signal, progress, outputFile: file, connectMs: limits.connectMs },
          ),
        );
        const { size } = await stat(file);
        return { tables, migration, serverVersion: version, bytes: size, sha256: await sha256File(file) };
      } finally {
        await client.query("COMMIT").catch(() => {});
      }
    },
    limits,
  );
}

async function prune(destination: Destination, now: Date, rule: RetentionRule, log: (line: string) => void) {
  const entries = (await destination.list()).map((name) => ({ name, createdAt: archiveTime(name)! }));
  const { keep, prune: old } = planRetention(entries, now, rule);
  for (const entry of old) await destination.remove(entry.name);
  log(
    `  retention (${rule.keepDaily} daily, ${rule.keepWeekly} weekly): kept ${keep.length}, removed ${old.length}` +
      (old.length ? ` (${old.map((e) => e.name).join(", ")})` : ""),
  );
  return old.map((e) => e.name);
}

const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const totalRows = (tables: Record<string, number>) => Object.values(tables).reduce((a, b) => a + b, 0);

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KiB", "MiB", "GiB", "TiB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** The app's commit when this runs in a git checkout (an image has none: the migration name still says which release). */
export function currentCommit(root: string): string | null {
  try {
    return (
      execFileSync("git", ["rev-parse", "HEAD"], {
        cwd: root,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim() || null
    );
  } catch {
    return null;
  }
}
