/**
 * npm run restore:drill (monthly, from cron): proves that the newest real archive restores. It
 * takes the newest finished archive of the destination (the folder or the bucket), restores it
 * with the real restore (checksums, decryption, every part against the manifest, row counts) into
 * a scratch database created for the drill on DATABASE_URL's server and a scratch upload folder,
 * asks db:status whether that database drifts from the code's schema, reports, and drops the
 * scratch database and folder whatever happened. A backup nobody has restored is a hope, not a backup.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { Deadlines, EncryptionSettings, S3Settings } from "./config";
import { describeConnection, messageOf, parseConnection } from "./database";
import { DEFAULT_DEADLINES } from "./deadline";
import { type Destination, downloadFromS3 } from "./destination";
import { BackupError } from "./errors";
import { archiveTime } from "./names";
import { restoreBackup, type RestoreResult } from "./restore";

/** The drill fails when the newest archive is older than this: the daily backups have stopped. */
export const DRILL_MAX_AGE_HOURS = 26;

export interface DrillOptions {
  databaseUrl: string | undefined;
  destination: Destination;
  /** Set when the archives are in a bucket: the newest is downloaded into the scratch folder. */
  s3?: S3Settings;
  encryption: Pick<EncryptionSettings, "identity" | "identityFile">;
  deadlines?: Deadlines;
  scratchDir: string;
  /** The app's checkout or image: scripts/db/migrate.ts status runs from it. */
  root: string;
  now?: () => Date;
  log?: (line: string) => void;
  signal?: AbortSignal;
}

export interface DrillReport {
  ok: boolean;
  archive: string | null;
  lines: string[];
}

export async function runRestoreDrill(options: DrillOptions): Promise<DrillReport> {
  const log = options.log ?? (() => {});
  const lines: string[] = [];
  const note = (line: string) => {
    lines.push(line);
    log(`  ${line}`);
  };
  const fail = (reason: string, archive: string | null): DrillReport => {
    lines.push(`FAILED: ${reason}`);
    log(`restore drill FAILED: ${reason}`);
    return { ok: false, archive, lines };
  };
  if (!options.databaseUrl)
    return fail(
      "DATABASE_URL is not set: the drill needs the PostgreSQL server to create its scratch database on.",
      null,
    );
  const deadlines = options.deadlines ?? DEFAULT_DEADLINES;

  let archives: string[];
  try {
    archives = await options.destination.list();
  } catch (error) {
    return fail(`cannot list ${options.destination.label}: ${messageOf(error)}`, null);
  }
  const newest = archives.sort((a, b) => archiveTime(b)!.getTime() - archiveTime(a)!.getTime())[0];
  if (!newest) return fail(`no finished archive in ${options.destination.label}.`, null);
  const ageHours = ((options.now?.() ?? new Date()).getTime() - archiveTime(newest)!.getTime()) / 3_600_000;
  log(`restore drill: ${newest} from ${options.destination.label}`);
  note(`newest archive: ${newest}, ${ageHours.toFixed(1)} h old`);

  const scratch = await mkdtemp(path.join(path.resolve(options.scratchDir), "brushwise-drill-"));
  const source = parseConnection(options.databaseUrl);
  const drillDb = `brushwise_drill_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const drillUrl = new URL(options.databaseUrl);
  drillUrl.pathname = `/${drillDb}`;
  let created = false;
  try {
    const local =
      options.destination.localFile?.(newest) ??
      (await downloadFromS3(options.s3!, newest, path.join(scratch, "download"))).archive;
    await admin(source, deadlines, `CREATE DATABASE "${drillDb}"`);
    created = true;
    note(`scratch database ${drillDb} on ${describeConnection(source).replace(/\/[^/ ]*/, "")}`);

    let result: RestoreResult;
    const started = performance.now();
    try {
      result = await restoreBackup({
        archive: local,
        databaseUrl: drillUrl.toString(),
        uploadDir: path.join(scratch, "uploads"),
        scratchDir: scratch,
        encryption: options.encryption,
        deadlines,
        signal: options.signal,
        log: (line) => log(`  ${line.trim()}`),
      });
    } catch (error) {
      return fail(
        `the restore failed: ${messageOf(error)}${error instanceof BackupError ? ` (${error.next})` : ""}`,
        newest,
      );
    }
    const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
    note(
      `restored in ${((performance.now() - started) / 1000).toFixed(1)} s: checksums and manifest match, ` +
        `${Object.keys(result.tables).length} tables with the manifest's row counts (${rows.toLocaleString("en-US")} rows), ` +
        `${result.files} upload(s) with their SHA-256`,
    );
    note(`made ${result.manifest.createdAt} at migration ${result.manifest.app.migration ?? "none"}`);

    const status = await dbStatus(options.root, drillUrl.toString(), deadlines.queryMs);
    if (status.code === 0)
      note("db:status: up to date, no drift between schema.prisma, the migrations and the restored database");
    else if (status.code === 1)
      note(
        `db:status: the archive is behind the code (db:deploy would apply what is pending): ${lastLine(status.output)}`,
      );
    else
      return fail(
        `db:status on the restored database (exit ${status.code}): ${lastLine(status.output)}`,
        newest,
      );

    if (ageHours > DRILL_MAX_AGE_HOURS)
      return fail(
        `the newest archive is ${ageHours.toFixed(1)} h old (more than ${DRILL_MAX_AGE_HOURS} h): the daily backups have stopped.`,
        newest,
      );
    lines.push("PASSED");
    log("restore drill PASSED");
    return { ok: true, archive: newest, lines };
  } catch (error) {
    return fail(messageOf(error), newest);
  } finally {
    if (created) await dropScratchDatabase(source, deadlines, drillDb, log);
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * Drops the drill's database, trying again a few times: FORCE ends the sessions still on it, but
 * gives up when one of them has not ended within 5 seconds (a restore's backend on a busy server)
 * and refuses while another database is being created from the same template.
 */
async function dropScratchDatabase(
  source: ReturnType<typeof parseConnection>,
  deadlines: Deadlines,
  drillDb: string,
  log: (line: string) => void,
) {
  const attempts = 4;
  for (let attempt = 1; ; attempt++) {
    try {
      await admin(source, deadlines, `DROP DATABASE IF EXISTS "${drillDb}" WITH (FORCE)`);
      return;
    } catch (error) {
      if (attempt === attempts) {
        log(`  could not drop the scratch database ${drillDb}: ${messageOf(error)} (drop it by hand)`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, attempt * 1000));
    }
  }
}

/** A statement outside any transaction on DATABASE_URL's own database (CREATE/DROP DATABASE). */
async function admin(connection: ReturnType<typeof parseConnection>, deadlines: Deadlines, sql: string) {
  const client = new pg.Client({
    connectionString: connection.url,
    password: connection.password,
    connectionTimeoutMillis: deadlines.connectMs,
    query_timeout: deadlines.queryMs,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query(sql);
  } finally {
    await client.end().catch(() => {});
  }
}

/** scripts/db/migrate.ts status against `databaseUrl`: exit 0 up to date, 1 behind or edited, 2 drift. */
function dbStatus(
  root: string,
  databaseUrl: string,
  limitMs: number,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/db/migrate.ts", "status"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), limitMs);
    child.once("error", reject);
    child.once("close", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const lastLine = (text: string) => text.trim().split("\n").slice(-3).join(" / ");
