/**
 * One backup run (npm run backup): a consistent archive of the database and the uploads, stored,
 * marked as the latest, then older ones pruned by the retention rule.
 *
 * Consistent: the row counts of the manifest and pg_dump read the same snapshot (a repeatable-read
 * transaction exports it, pg_dump --snapshot uses it), so the app may keep writing meanwhile. The
 * uploads are copied after the dump: every file a dumped row names already exists then (files are
 * written before their rows and never change); a file uploaded during the run may come along
 * without its row, which is harmless.
 */
import { execFileSync } from "node:child_process";
import { chmod, mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { create as createTar } from "tar";
import {
  parseConnection,
  describeConnection,
  lastMigration,
  rowCounts,
  runTool,
  serverVersion,
  withClient,
} from "./database";
import type { Destination } from "./destination";
import { BackupError } from "./errors";
import { copyFiles, sha256File } from "./files";
import { DUMP_FILE, MANIFEST_FILE, MANIFEST_FORMAT, UPLOADS_FOLDER, type Manifest } from "./manifest";
import { archiveName, archiveTime, checksumLine, PARTIAL_SUFFIX } from "./names";
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

export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const log = options.log ?? (() => {});
  if (!options.databaseUrl) throw EMBEDDED_DATABASE_REFUSAL;
  const connection = parseConnection(options.databaseUrl);
  const createdAt = (options.now ?? (() => new Date()))();
  const name = archiveName(createdAt);
  const scratch = path.resolve(options.destination.scratchDir);
  const staging = path.join(scratch, `${name}${PARTIAL_SUFFIX}.d`);
  const partialArchive = path.join(scratch, `${name}${PARTIAL_SUFFIX}`);
  await mkdir(path.join(staging, UPLOADS_FOLDER), { recursive: true });
  try {
    log(`backup ${name}: dumping ${describeConnection(connection)}`);
    let step = performance.now();
    const database = await dumpDatabase(connection, path.join(staging, DUMP_FILE));
    log(
      `  database: ${formatBytes(database.bytes)}, ${totalRows(database.tables).toLocaleString("en-US")} rows in ${Object.keys(database.tables).length} tables (${elapsed(step)})`,
    );

    const uploadDir = path.resolve(options.uploadDir);
    log(`  uploads: copying ${uploadDir}`);
    step = performance.now();
    const files = await copyFiles(uploadDir, path.join(staging, UPLOADS_FOLDER));
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
    await createTar({ file: partialArchive, cwd: staging, portable: true }, [
      MANIFEST_FILE,
      DUMP_FILE,
      UPLOADS_FOLDER,
    ]);
    // Customer data: readable by the backup's owner only.
    await chmod(partialArchive, 0o600);
    const sha256 = await sha256File(partialArchive);
    const { size: bytes } = await stat(partialArchive);
    await rm(staging, { recursive: true, force: true });
    log(`  archive: ${formatBytes(bytes)}, packed and hashed (${elapsed(step)})`);
    step = performance.now();

    log(`  storing it in ${options.destination.label}`);
    await options.destination.store(partialArchive, name, checksumLine(sha256, name));
    const marker: LatestMarker = {
      createdAt: manifest.createdAt,
      finishedAt: new Date().toISOString(),
      archive: name,
      location: options.destination.label,
      bytes,
      sha256,
      migration: database.migration,
    };
    await options.destination.writeLatest(marker);
    log(`  stored ${name} (sha256 ${sha256}) (${elapsed(step)})`);

    const pruned = await prune(options.destination, createdAt, options.retention, log);
    return { name, location: options.destination.label, bytes, sha256, manifest, pruned };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partialArchive, { force: true });
  }
}

async function dumpDatabase(connection: ReturnType<typeof parseConnection>, file: string) {
  return withClient(connection, async (client) => {
    const version = await serverVersion(client);
    if (/pglite/i.test(version)) throw EMBEDDED_DATABASE_REFUSAL;
    // The snapshot lives as long as this transaction: pg_dump reads it while it stays open.
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    try {
      const { rows } = await client.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot");
      const tables = await rowCounts(client, connection.schema);
      const migration = await lastMigration(client, connection.schema);
      await runTool(
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
      );
      const { size } = await stat(file);
      return { tables, migration, serverVersion: version, bytes: size, sha256: await sha256File(file) };
    } finally {
      await client.query("COMMIT").catch(() => {});
    }
  });
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
