/**
 * The restore drill: a database with a booking, a painter's W9 and a review with photos
 * is backed up by the real backup code (lib/backup, what npm run backup runs), restored into a
 * fresh database and a fresh upload folder, and the app, pointed at them, serves the same booking,
 * the same W9 bytes and the same photos, with no drift (db:status). A target that is not empty is
 * refused and left untouched, and an archive with one byte changed is refused by its checksums.
 * The archive is encrypted (age, for a recipient; the identity only restores): no customer's
 * e-mail is in it in the clear, a changed byte fails its authentication, and a missing or wrong key
 * is refused clearly. npm run restore:drill restores the newest archive into a scratch database and
 * reports; it fails, and still cleans up, on a damaged one.
 *
 * pg_dump needs a PostgreSQL server: the test creates its databases on DATABASE_URL's server, or,
 * when the suite runs on the embedded database (PGlite, which pg_dump cannot dump), on the local
 * server at 127.0.0.1:5432 when one answers (pg_isready); without one it is skipped, saying so.
 */
import { execFileSync, spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PUT as putAdminBooking } from "@/app/api/admin/bookings/[bookingId]/route";
import { GET as getW9 } from "@/app/api/admin/w9/[filename]/route";
import { POST as lookupRoute } from "@/app/api/bookings/[id]/lookup/route";
import { POST as postBooking } from "@/app/api/bookings/route";
import { GET as getReview, PUT as putReview } from "@/app/api/reviews/[token]/route";
import { GET as getUpload } from "@/app/api/uploads/[id]/route";
import { createBackup } from "@/lib/backup/create";
import { folderDestination, s3Destination } from "@/lib/backup/destination";
import { newKeyPair } from "@/lib/backup/encryption";
import { listFiles } from "@/lib/backup/files";
import { archiveName, CHECKSUM_SUFFIX, checksumLine } from "@/lib/backup/names";
import { restoreBackup } from "@/lib/backup/restore";
import { startSession } from "@/lib/auth/sessions";
import { db, disconnectDb } from "@/lib/db";
import { createReviewToken } from "@/lib/reviews/tokens";
import { addDays, toDbDate, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { runSeed } from "@/lib/seed";
import { saveRoomPhoto } from "@/lib/uploads/room-photos";
import { createContractor, createTestQuote } from "../helpers/fixtures";
import { startLocalS3 } from "../helpers/local-s3";
import { BASE, getRequest, jsonRequest, params, PDF_BYTES, PNG_1X1 } from "../helpers/http";
import { registerPainterWithW9 } from "../helpers/uploads";

const LOCAL_SERVER = "postgresql://postgres@127.0.0.1:5432/postgres";
const root = path.resolve(__dirname, "../..");

/** A PostgreSQL server to run the drill on, or null. */
function drillServer(): string | null {
  const given = new URL(process.env.DATABASE_URL!);
  given.searchParams.delete("schema");
  if (process.env.EMBEDDED_DB !== "1") return given.toString();
  try {
    execFileSync("pg_isready", ["--host=127.0.0.1", "--port=5432", "--timeout=3"], { stdio: "ignore" });
    return LOCAL_SERVER;
  } catch {
    return null;
  }
}

const server = drillServer();
if (!server)
  console.warn(
    "backup-restore: skipped: the suite runs on the embedded database, which pg_dump cannot dump, and no PostgreSQL server answers at 127.0.0.1:5432 (set DATABASE_URL to run it)",
  );
const describeDrill = server ? describe : describe.skip;

const sha256 = (bytes: Uint8Array | Buffer) => createHash("sha256").update(bytes).digest("hex");
const run = `${process.pid}_${randomBytes(3).toString("hex")}`;
const names = { source: `drill_src_${run}`, restored: `drill_dst_${run}`, spare: `drill_spare_${run}` };
const urlOf = (name: string) => {
  const url = new URL(server ?? LOCAL_SERVER);
  url.pathname = `/${name}`;
  return url.toString();
};
const admin = async (sql: string) => {
  const client = new pg.Client({ connectionString: server! });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
};
const tablesIn = async (name: string) => {
  const client = new pg.Client({ connectionString: urlOf(name) });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'",
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
};

/** Runs a script of the project (as npm run would) with DATABASE_URL set; its exit code and output. */
function script(
  args: string[],
  databaseUrl: string,
  extra: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), args, {
      cwd: root,
      // Every backup setting the drill reads is given: nothing from a developer's .env counts.
      env: {
        ...process.env,
        BACKUP_S3_BUCKET: "",
        BACKUP_WORK_DIR: folders().scratch,
        BACKUP_DECRYPTION_IDENTITY_FILE: "",
        ...extra,
        DATABASE_URL: databaseUrl,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, output }));
  });
}

/** Points the app (lib/db, lib/storage) at a database and an upload folder. */
async function serveFrom(databaseName: string, uploadDir: string) {
  await disconnectDb();
  process.env.DATABASE_URL = urlOf(databaseName);
  process.env.UPLOAD_DIR = uploadDir;
}

/** The archives of "earlier runs" planted in the backup folder, by age in days. */
const earlier: Record<number, string> = {};
const originalEnv = { DATABASE_URL: process.env.DATABASE_URL, UPLOAD_DIR: process.env.UPLOAD_DIR };
let dir = "";
const folders = () => ({
  source: path.join(dir, "uploads-source"),
  restored: path.join(dir, "uploads-restored"),
  spare: path.join(dir, "uploads-spare"),
  backups: path.join(dir, "backups"),
  plain: path.join(dir, "plain-backups"),
  damaged: path.join(dir, "damaged-backups"),
  scratch: path.join(dir, "scratch"),
});
let keys: { identity: string; recipient: string };
/** The same data backed up without encryption (a development run), for the manifest's own checks. */
let plainArchive = "";

/** What the source served before the backup, to compare the restored app with. */
const before = {
  bookingId: "",
  bookingEmail: "",
  booking: null as unknown,
  painterId: "",
  w9Sha: "",
  reviewToken: "",
  review: null as unknown,
  photos: {} as Record<string, string>,
  archive: "",
};
const adminHeaders = async () => ({
  authorization: `Bearer ${(await startSession(db, { role: "admin" })).token}`,
});
const lookup = (id: string, email: string, ip: string) =>
  lookupRoute(
    jsonRequest(`/api/bookings/${id}/lookup`, { email }, "POST", { "x-forwarded-for": ip }),
    params({ id }),
  );
const w9Sha = async (painterId: string) => {
  const response = await getW9(
    new Request(`${BASE}/api/admin/w9/${painterId}`, { headers: await adminHeaders() }),
    params({ filename: painterId }),
  );
  expect(response.status).toBe(200);
  return sha256(Buffer.from(await response.arrayBuffer()));
};
const photoSha = async (id: string) => {
  const response = await getUpload(getRequest(`/api/uploads/${id}`), params({ id }));
  expect(response.status).toBe(200);
  return sha256(Buffer.from(await response.arrayBuffer()));
};
const restore = (
  database: string,
  uploadDir: string,
  options: { archive?: string; force?: boolean; identity?: string | null } = {},
) =>
  restoreBackup({
    archive: options.archive ?? before.archive,
    databaseUrl: urlOf(database),
    uploadDir,
    force: options.force,
    scratchDir: folders().scratch,
    encryption: { identity: options.identity === null ? undefined : (options.identity ?? keys.identity) },
  });
const drillDatabases = async () =>
  (await admin("SELECT datname FROM pg_database WHERE datname LIKE 'brushwise_drill_%'")).rows.map(
    (r: { datname: string }) => r.datname,
  );

/** The seeded source: a booked job, a registered painter with a W9, a review with two photos. */
async function fillSource() {
  await runSeed(db, { demo: false });
  const date = addDays(todayInNewYork(), 6);
  await createContractor({ areas: [["Philadelphia", 1]], availability: { [date]: ["morning"] } });
  const quote = await createTestQuote();
  const booked = await postBooking(
    jsonRequest("/api/bookings", { quoteId: quote.id, scheduledDate: date, timeSlot: "morning" }, "POST", {
      "x-forwarded-for": "10.91.0.1",
    }),
    params({}),
  );
  expect(booked.status).toBe(201);
  before.bookingId = (await booked.json()).id;
  before.bookingEmail = quote.email;
  const found = await lookup(before.bookingId, quote.email, "10.91.0.2");
  expect(found.status).toBe(200);
  before.booking = await found.json();

  before.painterId = (await registerPainterWithW9()).id;
  before.w9Sha = await w9Sha(before.painterId);
  expect(before.w9Sha).toBe(sha256(PDF_BYTES));

  // A finished job of another painter, reviewed with two photos.
  const painter = await createContractor({ firstName: "Dana", areas: [["Chester", 1]] });
  const past = await createTestQuote({ address: "410 Lancaster Ave, Wayne, PA 19087" });
  const job = await db.booking.create({
    data: {
      quoteId: past.id,
      status: "confirmed",
      scheduledDate: toDbDate(addDays(todayInNewYork(), -3)),
      timeSlot: "morning",
    },
  });
  await db.jobAssignment.create({
    data: {
      bookingId: job.id,
      contractorId: painter.id,
      status: "acknowledged",
      contractorEarnings: "300.00",
    },
  });
  const completed = await putAdminBooking(
    jsonRequest(`/api/admin/bookings/${job.id}`, { status: "completed" }, "PUT", await adminHeaders()),
    params({ bookingId: job.id }),
  );
  expect(completed.status).toBe(200);
  const { reviewRequestedAt } = await db.booking.findUniqueOrThrow({ where: { id: job.id } });
  before.reviewToken = createReviewToken(job.id, new Date(reviewRequestedAt!.getTime() + 30 * 86_400_000));
  const photos = [
    await saveRoomPhoto(db, new File([PNG_1X1], "wall.png", { type: "image/png" })),
    await saveRoomPhoto(db, new File([PNG_1X1], "trim.png", { type: "image/png" })),
  ];
  const reviewed = await putReview(
    jsonRequest(
      `/api/reviews/${before.reviewToken}`,
      {
        rating: 5,
        text: "Careful, on time, and the rooms were left spotless.",
        photos: photos.map((p) => p.id),
      },
      "PUT",
      { "x-forwarded-for": "10.91.0.3" },
    ),
    params({ token: before.reviewToken }),
  );
  expect(reviewed.status).toBe(201);
  before.review = await (
    await getReview(
      getRequest(`/api/reviews/${before.reviewToken}`, { "x-forwarded-for": "10.91.0.4" }),
      params({ token: before.reviewToken }),
    )
  ).json();
  for (const photo of photos) before.photos[photo.id] = await photoSha(photo.id);
}

describeDrill("the restore drill", () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "backup-drill-"));
    for (const folder of Object.values(folders())) await mkdir(folder, { recursive: true });
    for (const name of Object.values(names)) await admin(`CREATE DATABASE "${name}"`);
    const migrated = await script(["scripts/db/migrate.ts", "deploy"], urlOf(names.source));
    expect(migrated).toMatchObject({ code: 0 });

    await serveFrom(names.source, folders().source);
    await fillSource();
    // Earlier runs' archives: one of two days ago (a daily to keep), one of 60 days ago (past every rule).
    for (const daysAgo of [2, 60]) {
      const name = archiveName(new Date(Date.now() - daysAgo * 86_400_000));
      earlier[daysAgo] = name;
      await writeFile(path.join(folders().backups, name), "an earlier archive");
      await writeFile(
        path.join(folders().backups, `${name}${CHECKSUM_SUFFIX}`),
        checksumLine("0".repeat(64), name),
      );
    }
    keys = await newKeyPair();
    const backup = await createBackup({
      databaseUrl: urlOf(names.source),
      uploadDir: folders().source,
      destination: folderDestination(folders().backups),
      retention: { keepDaily: 7, keepWeekly: 5 },
      recipients: [keys.recipient],
    });
    before.archive = path.join(folders().backups, backup.name);
    const plain = await createBackup({
      databaseUrl: urlOf(names.source),
      uploadDir: folders().source,
      destination: folderDestination(folders().plain),
      retention: { keepDaily: 7, keepWeekly: 5 },
    });
    plainArchive = path.join(folders().plain, plain.name);

    await restore(names.restored, folders().restored);
    await serveFrom(names.restored, folders().restored);
  }, 180_000);

  afterAll(async () => {
    await disconnectDb();
    process.env.DATABASE_URL = originalEnv.DATABASE_URL;
    process.env.UPLOAD_DIR = originalEnv.UPLOAD_DIR;
    for (const name of Object.values(names)) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    if (dir) await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it("writes one archive with its checksum file and latest.json, and prunes what retention lets go", async () => {
    const files = await listFiles(folders().backups);
    const name = path.basename(before.archive);
    const kept = earlier[2]!;
    expect(files).toEqual(
      [name, `${name}${CHECKSUM_SUFFIX}`, kept, `${kept}${CHECKSUM_SUFFIX}`, "latest.json"].sort(),
    );
    const latest = JSON.parse(await readFile(path.join(folders().backups, "latest.json"), "utf8"));
    expect(latest).toMatchObject({ archive: name, migration: expect.stringMatching(/^\d{14}_/) });
  });

  it("serves the same booking, W9 bytes and photos from the restored database and folder", async () => {
    const found = await lookup(before.bookingId, before.bookingEmail, "10.92.0.1");
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual(before.booking);

    expect(await w9Sha(before.painterId)).toBe(sha256(PDF_BYTES));

    const review = await getReview(
      getRequest(`/api/reviews/${before.reviewToken}`, { "x-forwarded-for": "10.92.0.2" }),
      params({ token: before.reviewToken }),
    );
    expect(await review.json()).toEqual(before.review);
    expect(Object.keys(before.photos)).toHaveLength(2);
    for (const [id, digest] of Object.entries(before.photos)) expect(await photoSha(id)).toBe(digest);
  });

  it("leaves no drift: db:status on the restored database", async () => {
    const status = await script(["scripts/db/migrate.ts", "status"], urlOf(names.restored));
    expect(status.output).toContain("Database is up to date with");
    expect(status.output).toContain("No drift between schema.prisma, the migrations and the database.");
    expect(status.code).toBe(0);
  }, 120_000);

  it("refuses a database or an upload folder that is not empty, and changes nothing", async () => {
    const bookings = await db.booking.count();
    const files = await listFiles(folders().restored);
    await expect(restore(names.restored, folders().restored)).rejects.toThrow(
      /^Refusing to restore: the database is not empty: .* migration\(s\) applied; the upload folder .* is not empty/,
    );
    expect(await db.booking.count()).toBe(bookings);
    expect(await listFiles(folders().restored)).toEqual(files);

    // An empty database but a folder with a file in it.
    await writeFile(path.join(folders().spare, "left-over"), "x");
    await expect(restore(names.spare, folders().spare)).rejects.toThrow(
      /^Refusing to restore: the upload folder .* holds 1 file\(s\)\. Nothing was changed\.$/,
    );
    expect(await tablesIn(names.spare)).toBe(0);
    expect(await listFiles(folders().spare)).toEqual(["left-over"]);
    await rm(path.join(folders().spare, "left-over"));
  });

  it("encrypts the archive: no customer's e-mail, dump or manifest in it in the clear", async () => {
    expect(path.basename(before.archive)).toMatch(/^brushwise-\d{8}T\d{6}Z\.tar\.age$/);
    const encrypted = await readFile(before.archive);
    expect(encrypted.subarray(0, 21).toString()).toBe("age-encryption.org/v1");
    expect(encrypted.includes(before.bookingEmail)).toBe(false);
    expect(encrypted.includes("PGDMP")).toBe(false);
    expect(encrypted.includes("manifest.json")).toBe(false);
    // The same greps find the dump and the manifest in an unencrypted archive of the same data
    // (pg_dump compresses its data, so the e-mail is there only for pg_restore, which needs no key).
    const plain = await readFile(plainArchive);
    expect(plain.includes("PGDMP") && plain.includes("manifest.json")).toBe(true);
  });

  it("refuses an encrypted archive without its key, or with another key, clearly, and changes nothing", async () => {
    await expect(restore(names.spare, folders().spare, { identity: null })).rejects.toThrow(
      `${path.basename(before.archive)} is encrypted, and no key to decrypt it is set.`,
    );
    const other = await newKeyPair();
    await expect(restore(names.spare, folders().spare, { identity: other.identity })).rejects.toThrow(
      "cannot be decrypted with the identity set",
    );
    expect(await tablesIn(names.spare)).toBe(0);
    expect(await listFiles(folders().spare)).toEqual([]);
  });

  it("refuses an encrypted archive with one byte changed, by its checksum and then by age's authentication", async () => {
    const tampered = path.join(dir, "tampered-encrypted", path.basename(before.archive));
    await mkdir(path.dirname(tampered), { recursive: true });
    const bytes = await readFile(before.archive);
    const middle = Math.floor(bytes.length / 2);
    bytes[middle] = bytes[middle]! ^ 0x01;
    await writeFile(tampered, bytes);
    await copyFile(`${before.archive}${CHECKSUM_SUFFIX}`, `${tampered}${CHECKSUM_SUFFIX}`);
    await expect(restore(names.spare, folders().spare, { archive: tampered })).rejects.toThrow(
      "does not match its checksum",
    );
    // The checksum rewritten to match: the change is still found, before anything reaches the target.
    await writeFile(`${tampered}${CHECKSUM_SUFFIX}`, checksumLine(sha256(bytes), path.basename(tampered)));
    await expect(restore(names.spare, folders().spare, { archive: tampered })).rejects.toThrow(
      "fails age's authentication",
    );
    expect(await tablesIn(names.spare)).toBe(0);
    expect(await listFiles(folders().spare)).toEqual([]);
  });

  it("npm run restore:drill restores the newest archive into a scratch database, checks it, reports and drops it", async () => {
    const drill = await script(
      ["--conditions=react-server", "scripts/backup/restore-drill.ts"],
      urlOf(names.source),
      {
        BACKUP_DIR: folders().backups,
        BACKUP_DECRYPTION_IDENTITY: keys.identity,
      },
    );
    expect(drill.output).toContain(`newest archive: ${path.basename(before.archive)}`);
    expect(drill.output).toMatch(/checksums and manifest match, \d+ tables with the manifest's row counts/);
    expect(drill.output).toContain(`${Object.keys(before.photos).length + 1} upload(s) with their SHA-256`);
    expect(drill.output).toContain("db:status: up to date, no drift");
    expect(drill.output).toMatch(/\n {2}PASSED\n/);
    expect(drill.code).toBe(0);
    expect(await drillDatabases()).toEqual([]);

    // The same archive in a bucket (the loopback S3 stand-in, the real S3 client): downloaded, then the same.
    const s3 = await startLocalS3();
    try {
      const bucket = s3.settings("drill/");
      for (const file of [before.archive, `${before.archive}${CHECKSUM_SUFFIX}`])
        s3.objects.set(`drill/${path.basename(file)}`, {
          body: await readFile(file),
          lastModified: new Date(),
        });
      const fromBucket = await script(
        ["--conditions=react-server", "scripts/backup/restore-drill.ts"],
        urlOf(names.source),
        {
          BACKUP_S3_BUCKET: bucket.bucket,
          BACKUP_S3_PREFIX: bucket.prefix,
          BACKUP_S3_ENDPOINT: bucket.endpoint!,
          BACKUP_S3_ACCESS_KEY_ID: bucket.credentials!.accessKeyId,
          BACKUP_S3_SECRET_ACCESS_KEY: bucket.credentials!.secretAccessKey,
          BACKUP_DECRYPTION_IDENTITY: keys.identity,
        },
      );
      expect(fromBucket.output).toContain(
        `restore drill: ${path.basename(before.archive)} from s3://backups/drill/`,
      );
      expect(fromBucket.output).toMatch(/\n {2}PASSED\n/);
      expect(fromBucket.code).toBe(0);
      expect(s3.seen).toContain(`GET drill/${path.basename(before.archive)}`);
    } finally {
      await s3.close();
    }
    expect(await drillDatabases()).toEqual([]);

    // The newest archive damaged (its checksum matching): the drill fails, says why, and still cleans up.
    await mkdir(folders().damaged, { recursive: true });
    const name = path.basename(before.archive);
    const bytes = await readFile(before.archive);
    bytes[bytes.length - 40] = bytes[bytes.length - 40]! ^ 0x01;
    await writeFile(path.join(folders().damaged, name), bytes);
    await writeFile(
      path.join(folders().damaged, `${name}${CHECKSUM_SUFFIX}`),
      checksumLine(sha256(bytes), name),
    );
    const failed = await script(
      ["--conditions=react-server", "scripts/backup/restore-drill.ts"],
      urlOf(names.source),
      {
        BACKUP_DIR: folders().damaged,
        BACKUP_DECRYPTION_IDENTITY: keys.identity,
      },
    );
    expect(failed.output).toContain("FAILED: the restore failed:");
    expect(failed.output).toContain("fails age's authentication");
    expect(failed.code).toBe(1);
    expect(await drillDatabases()).toEqual([]);
  }, 120_000);

  it("to a bucket: the encrypted archive and its checksum go there, latest.json also into the local folder the metrics read", async () => {
    const s3 = await startLocalS3();
    const status = path.join(dir, "status");
    const scratch = path.join(dir, "s3-scratch");
    await mkdir(scratch, { recursive: true });
    try {
      const stored = await createBackup({
        databaseUrl: urlOf(names.source),
        uploadDir: folders().source,
        destination: s3Destination(s3.settings("prod/"), scratch),
        retention: { keepDaily: 7, keepWeekly: 5 },
        recipients: [keys.recipient],
        statusDir: status,
      });
      expect(stored.name).toMatch(/\.tar\.age$/);
      const archive = s3.objects.get(`prod/${stored.name}`)!.body;
      expect(sha256(archive)).toBe(stored.sha256);
      expect(archive.includes(before.bookingEmail)).toBe(false);
      expect(s3.objects.get(`prod/${stored.name}${CHECKSUM_SUFFIX}`)!.body.toString()).toBe(
        checksumLine(stored.sha256, stored.name),
      );
      const local = JSON.parse(await readFile(path.join(status, "latest.json"), "utf8"));
      expect(local).toMatchObject({ archive: stored.name, sha256: stored.sha256 });
      expect(JSON.parse(s3.objects.get("prod/latest.json")!.body.toString())).toEqual(local);
      // Nothing of the run stays in its scratch folder.
      expect(await listFiles(scratch)).toEqual([]);
    } finally {
      await s3.close();
    }
  }, 60_000);

  it("refuses an archive with one byte changed, by its checksum and then by the manifest's", async () => {
    const tampered = path.join(dir, "tampered", path.basename(plainArchive));
    await mkdir(path.dirname(tampered), { recursive: true });
    const bytes = await readFile(plainArchive);
    // A byte inside the database dump (pg_dump's custom format starts with PGDMP).
    const dump = bytes.indexOf("PGDMP");
    expect(dump).toBeGreaterThan(0);
    bytes[dump + 200] = bytes[dump + 200]! ^ 0xff;
    await writeFile(tampered, bytes);
    await copyFile(`${plainArchive}${CHECKSUM_SUFFIX}`, `${tampered}${CHECKSUM_SUFFIX}`);
    await expect(restore(names.spare, folders().spare, { archive: tampered })).rejects.toThrow(
      "does not match its checksum",
    );
    // The archive's own checksum rewritten to match: the manifest still knows the dump's.
    await writeFile(`${tampered}${CHECKSUM_SUFFIX}`, checksumLine(sha256(bytes), path.basename(tampered)));
    await expect(restore(names.spare, folders().spare, { archive: tampered })).rejects.toThrow(
      "Parts of the archive do not match its manifest: database.dump",
    );
    expect(await tablesIn(names.spare)).toBe(0);
    expect(await listFiles(folders().spare)).toEqual([]);
  });

  it("with --force, replaces what the target holds with the backup", async () => {
    await db.review.deleteMany({});
    await writeFile(path.join(folders().restored, "stray"), "x");
    const result = await restore(names.restored, folders().restored, { force: true });
    expect(result.files).toBe(Object.keys(before.photos).length + 1); // the photos and the W9
    expect(await listFiles(folders().restored)).not.toContain("stray");
    expect(await db.review.count()).toBe(1);
    for (const [id, digest] of Object.entries(before.photos)) expect(await photoSha(id)).toBe(digest);
  }, 60_000);
});
