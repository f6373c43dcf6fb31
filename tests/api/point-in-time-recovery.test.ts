/**
 * The point-in-time recovery drill (README → Point-in-time recovery): a throwaway PostgreSQL cluster
 * archives its WAL with pgBackRest exactly as compose's postgres service does (deploy/pgbackrest.conf,
 * the same archive_command, an encrypted repository), gets the app's migrations, a full backup and
 * an incremental one; the app books job A, the drill notes the time, the app books job B. The
 * cluster is then lost, and `pgbackrest restore --type=time` to that moment, into an empty data
 * directory, gives a database where the app finds booking A and not booking B.
 *
 * It needs pgbackrest and PostgreSQL's server binaries (initdb, pg_ctl), and runs with the suite on a
 * PostgreSQL server (DATABASE_URL set: CI's server track); on the embedded database it is skipped,
 * saying so (CI runs the API suite on both: once is enough for a drill of two minutes).
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { POST as lookupRoute } from "@/app/api/bookings/[id]/lookup/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { db, disconnectDb } from "@/lib/db";
import { addDays, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { runSeed } from "@/lib/seed";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { jsonRequest, params } from "../helpers/http";
import { type Cluster, Drill, drillTools, type Tools } from "../helpers/throwaway-cluster";

const root = path.resolve(__dirname, "../..");
const onServer = process.env.EMBEDDED_DB !== "1";
const tools = onServer ? drillTools() : null;
if (!onServer)
  console.warn(
    "point-in-time-recovery: skipped on the embedded database; it runs when the suite runs on a PostgreSQL server (DATABASE_URL)",
  );
// On a server the drill is part of the suite: missing tools fail it rather than skip it unseen.
const describeDrill = onServer ? describe : describe.skip;

const originalDatabaseUrl = process.env.DATABASE_URL;

/** Points the app (lib/db) at a database. */
async function serveFrom(url: string) {
  await disconnectDb();
  process.env.DATABASE_URL = url;
}

/** Runs the project's migration script (as npm run db:deploy does) against a database. */
function migrate(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/db/migrate.ts", "deploy"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, output }));
  });
}

/** Resolves once `check` holds, polling the database's state; fails after `limitMs` (a hung server). */
async function until(what: string, check: () => Promise<boolean>, limitMs = 120_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const date = addDays(todayInNewYork(), 6);
async function book(slot: "morning" | "afternoon", ip: string) {
  const quote = await createTestQuote();
  const response = await postBooking(
    jsonRequest("/api/bookings", { quoteId: quote.id, scheduledDate: date, timeSlot: slot }, "POST", {
      "x-forwarded-for": ip,
    }),
    params({}),
  );
  expect(response.status).toBe(201);
  return { id: (await response.json()).id as string, email: quote.email };
}
const lookup = (booking: { id: string; email: string }, ip: string) =>
  lookupRoute(
    jsonRequest(`/api/bookings/${booking.id}/lookup`, { email: booking.email }, "POST", {
      "x-forwarded-for": ip,
    }),
    params({ id: booking.id }),
  );

/** Commit time of a booking's row (track_commit_timestamp), as Postgres's text. */
const commitTimeSql = `SELECT pg_xact_commit_timestamp(xmin)::text AS at FROM "Booking" WHERE id = $1`;

type BackupInfo = { backup: { label: string; type: string; timestamp: { start: number; stop: number } }[] };

const state = {
  drill: null as Drill | null,
  source: null as Cluster | null,
  restored: null as Cluster | null,
  first: { id: "", email: "" },
  second: { id: "", email: "" },
  target: "",
  commits: { first: "", second: "" },
  backups: "",
  restoreOutput: "",
  restoreMs: 0,
  replayMs: 0,
};

describeDrill("point-in-time recovery with pgBackRest", () => {
  beforeAll(async () => {
    if (!tools || "missing" in tools)
      throw new Error(
        `The point-in-time recovery drill needs ${tools && "missing" in tools ? tools.missing : "tools"}.`,
      );
    const drill = await Drill.create(tools as Tools, randomBytes(24).toString("hex"));
    state.drill = drill;
    const source = await drill.initCluster("source");
    state.source = source;
    await source.query("CREATE DATABASE brushwise", [], "postgres");
    await drill.pgbackrest(source, ["stanza-create"]);
    // The weekly full backup, then the product's schema and data, then the daily incremental.
    await drill.pgbackrest(source, ["--type=full", "backup"]);
    const migrated = await migrate(source.url());
    expect(migrated).toMatchObject({ code: 0 });
    await serveFrom(source.url());
    await runSeed(db, { demo: false });
    await createContractor({
      areas: [["Philadelphia", 1]],
      availability: { [date]: ["morning", "afternoon"] },
    });
    await drill.pgbackrest(source, ["--type=incr", "backup"]);
    // pgBackRest records a backup's times to the second and, for a time target, picks only a backup
    // that stopped in an earlier second (else an older one, with more WAL to replay): the writes
    // begin once the server's clock has left the second the incremental stopped in.
    const [info] = JSON.parse(await drill.pgbackrest(source, ["--output=json", "info"])) as BackupInfo[];
    const incrStop = info!.backup.at(-1)!.timestamp.stop;
    await until("the next second after the incremental backup", async () => {
      const [row] = await source.query<{ now: number }>(
        "SELECT extract(epoch FROM clock_timestamp())::float AS now",
      );
      return Math.floor(row!.now) > incrStop;
    });

    // Write A, note the server's time after its commit, write B (committed after that moment).
    state.first = await book("morning", "10.93.0.1");
    state.target = (await source.query<{ now: string }>("SELECT clock_timestamp()::text AS now"))[0]!.now;
    state.second = await book("afternoon", "10.93.0.2");
    for (const which of ["first", "second"] as const)
      state.commits[which] = (await source.query<{ at: string }>(commitTimeSql, [state[which].id]))[0]!.at;
    // Switches to a new WAL segment and waits until the one holding B is in the repository.
    await drill.pgbackrest(source, ["check"]);
    state.backups = await drill.pgbackrest(source, ["info"]);

    // The server is lost; a fresh data directory is restored to the moment between the writes.
    await serveFrom(originalDatabaseUrl!);
    await source.stop();
    const restored = await drill.emptyCluster("restored");
    state.restored = restored;
    let started = Date.now();
    state.restoreOutput = await drill.pgbackrest(restored, [
      "--type=time",
      `--target=${state.target}`,
      "--target-action=promote",
      "restore",
    ]);
    state.restoreMs = Date.now() - started;
    started = Date.now();
    await restored.start();
    await until("the restored server to finish recovery and promote", async () => {
      const [row] = await restored.query<{ recovering: boolean }>("SELECT pg_is_in_recovery() AS recovering");
      return row!.recovering === false;
    });
    state.replayMs = Date.now() - started;
    console.log(
      `point-in-time recovery drill: restore ${state.restoreMs} ms, replay and promotion ${state.replayMs} ms`,
    );
    await serveFrom(restored.url());
  }, 300_000);

  afterAll(async () => {
    await serveFrom(originalDatabaseUrl!);
    process.env.DATABASE_URL = originalDatabaseUrl;
    for (const cluster of [state.source, state.restored]) await cluster?.stop().catch(() => {});
    await state.drill?.remove();
  }, 120_000);

  it("archives to an encrypted repository holding a full and an incremental backup", async () => {
    expect(state.backups).toContain("cipher: aes-256-cbc");
    expect(state.backups).toMatch(/full backup: \d{8}-\d{6}F\b/);
    expect(state.backups).toMatch(/incr backup: \d{8}-\d{6}F_\d{8}-\d{6}I\b/);
    // Encrypted files: its catalogue is not the plain text pgBackRest writes without a cipher, and
    // without the passphrase the repository cannot even be listed.
    const catalogue = await readFile(path.join(state.drill!.dir, "repo/backup/brushwise/backup.info"));
    expect(catalogue.includes("[backrest]")).toBe(false);
    const listed = await state.drill!.pgbackrest(state.source!, ["info"], {
      PGBACKREST_REPO1_CIPHER_PASS: "not-the-passphrase",
    });
    expect(listed).toContain("status: error");
    expect(listed).not.toMatch(/full backup:/);
  });

  it("restores the incremental backup set (A, written after it, comes from the WAL)", () => {
    expect(state.restoreOutput).toMatch(/restore backup set \d{8}-\d{6}F_\d{8}-\d{6}I/);
  });

  it("aimed between the two commits (compared by Postgres, to the microsecond)", async () => {
    const [row] = await state.restored!.query<{ before: boolean; after: boolean }>(
      "SELECT $1::timestamptz < $2::timestamptz AS before, $2::timestamptz < $3::timestamptz AS after",
      [state.commits.first, state.target, state.commits.second],
    );
    expect(row).toEqual({ before: true, after: true });
  });

  it("serves the first booking and not the second from the restored database", async () => {
    expect(await db.booking.findUnique({ where: { id: state.first.id } })).not.toBeNull();
    expect(await db.booking.findUnique({ where: { id: state.second.id } })).toBeNull();
    expect((await lookup(state.first, "10.94.0.1")).status).toBe(200);
    expect((await lookup(state.second, "10.94.0.2")).status).toBe(404);
  });

  it("is a writable primary again after promotion", async () => {
    const [row] = await state.restored!.query<{ recovering: boolean }>(
      "SELECT pg_is_in_recovery() AS recovering",
    );
    expect(row!.recovering).toBe(false);
    const again = await book("afternoon", "10.94.0.3");
    expect(await db.booking.findUnique({ where: { id: again.id } })).not.toBeNull();
  });
});
