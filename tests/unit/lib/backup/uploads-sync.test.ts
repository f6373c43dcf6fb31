/**
 * @jest-environment node
 *
 * The uploads sync (lib/backup/uploads-sync.ts) with the real S3 client against a stand-in S3 on
 * loopback: only new files are sent, encrypted; a second run sends nothing; a file still being
 * written waits; erased files leave the bucket only once older than the archives kept, and never
 * when the folder is empty; the pull brings them back byte for byte and refuses a changed copy; a
 * bucket that never answers fails within the deadline.
 */
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import net from "node:net";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { newKeyPair } from "@/lib/backup/encryption";
import { pullUploads, syncUploads } from "@/lib/backup/uploads-sync";
import { startLocalS3 } from "../../../helpers/local-s3";

let s3: Awaited<ReturnType<typeof startLocalS3>>;
let dir = "";
let keys: { identity: string; recipient: string };
const DAY = 86_400_000;
const PHOTO = Buffer.from("a room photo of jane.doe@example.com's kitchen");
const W9 = Buffer.from("a painter's W9, already AES-encrypted by the app");

beforeAll(async () => {
  s3 = await startLocalS3();
  dir = await mkdtemp(path.join(os.tmpdir(), "uploads-sync-"));
  keys = await newKeyPair();
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

/** Writes a file as the app would, `ageMs` ago. */
async function upload(folder: string, name: string, bytes: Buffer, ageMs = 10 * 60_000) {
  const file = path.join(folder, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  const at = new Date(Date.now() - ageMs);
  await utimes(file, at, at);
}

const puts = () => s3.seen.filter((s) => s.startsWith("PUT")).sort();

it("sends each new file once, encrypted, and brings them back with --pull", async () => {
  const uploads = path.join(dir, "uploads");
  const settings = s3.settings("prod/");
  const sync = (now = new Date()) =>
    syncUploads({
      uploadDir: uploads,
      s3: settings,
      recipients: [keys.recipient],
      keepDays: 35,
      now: () => now,
    });
  await upload(uploads, "photo-1", PHOTO);
  await upload(uploads, "w9/painter-1", W9);

  expect(await sync()).toMatchObject({ uploaded: ["photo-1", "w9/painter-1"], alreadyThere: 0, waiting: 0 });
  expect(puts()).toEqual(["PUT prod/uploads/photo-1.age", "PUT prod/uploads/w9/painter-1.age"]);
  const stored = s3.objects.get("prod/uploads/photo-1.age")!.body;
  expect(stored.toString("latin1")).not.toContain("jane.doe@example.com");
  expect(stored.subarray(0, 21).toString()).toBe("age-encryption.org/v1");

  // Again: nothing new, nothing sent. A new file is sent alone; one written a moment ago waits.
  s3.seen.length = 0;
  expect(await sync()).toMatchObject({ uploaded: [], alreadyThere: 2 });
  expect(puts()).toEqual([]);
  await upload(uploads, "photo-2", PHOTO);
  await upload(uploads, "photo-3", PHOTO, 0);
  expect(await sync()).toMatchObject({ uploaded: ["photo-2"], alreadyThere: 2, waiting: 1 });
  expect(puts()).toEqual(["PUT prod/uploads/photo-2.age"]);

  // The way back, into an empty folder: every file, decrypted, byte for byte.
  const restored = path.join(dir, "restored");
  const pulled = await pullUploads({
    uploadDir: restored,
    s3: settings,
    identity: async () => keys.identity,
  });
  expect(pulled.sort()).toEqual(["photo-1", "photo-2", "w9/painter-1"]);
  expect(await readFile(path.join(restored, "photo-1"))).toEqual(PHOTO);
  expect(await readFile(path.join(restored, "w9/painter-1"))).toEqual(W9);
});

it("removes erased files from the bucket only once older than the archives kept, never for an empty folder", async () => {
  const uploads = path.join(dir, "erasing");
  const settings = s3.settings("erasing/");
  const sync = (now: Date) =>
    syncUploads({ uploadDir: uploads, s3: settings, recipients: [], keepDays: 35, now: () => now });
  await upload(uploads, "kept", PHOTO);
  await upload(uploads, "erased", PHOTO);
  await sync(new Date());
  expect(s3.objects.get("erasing/uploads/kept")?.body).toEqual(PHOTO);
  await rm(path.join(uploads, "erased"));

  expect((await sync(new Date(Date.now() + 10 * DAY))).removed).toEqual([]);
  expect(s3.objects.has("erasing/uploads/erased")).toBe(true);
  expect((await sync(new Date(Date.now() + 36 * DAY))).removed).toEqual(["erased"]);
  expect(s3.objects.has("erasing/uploads/erased")).toBe(false);

  // A lost volume (an empty folder) must not empty the bucket too.
  await rm(path.join(uploads, "kept"));
  expect((await sync(new Date(Date.now() + 100 * DAY))).removed).toEqual([]);
  expect(s3.objects.has("erasing/uploads/kept")).toBe(true);
});

it("refuses a changed copy on the way back, and leaves no half file", async () => {
  const uploads = path.join(dir, "tamper");
  const settings = s3.settings("tamper/");
  await upload(uploads, "photo", PHOTO);
  await syncUploads({ uploadDir: uploads, s3: settings, recipients: [keys.recipient], keepDays: 35 });
  const object = s3.objects.get("tamper/uploads/photo.age")!;
  object.body[object.body.length - 5]! ^= 0x01;
  const restored = path.join(dir, "tamper-restored");
  await expect(
    pullUploads({ uploadDir: restored, s3: settings, identity: async () => keys.identity }),
  ).rejects.toThrow("tamper/uploads/photo.age fails age's authentication");
  expect(await readFile(path.join(restored, "photo")).catch((e: NodeJS.ErrnoException) => e.code)).toBe(
    "ENOENT",
  );
  expect(
    await readFile(path.join(restored, "photo.partial")).catch((e: NodeJS.ErrnoException) => e.code),
  ).toBe("ENOENT");
});

it("fails within the deadline when the bucket accepts connections and never answers", async () => {
  const sockets: net.Socket[] = [];
  const silent = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const uploads = path.join(dir, "silent");
  await upload(uploads, "photo", PHOTO);
  try {
    await expect(
      syncUploads({
        uploadDir: uploads,
        s3: { ...s3.settings("x/"), endpoint: `http://127.0.0.1:${(silent.address() as AddressInfo).port}` },
        recipients: [],
        keepDays: 35,
        deadlines: { connectMs: 500, queryMs: 500, stallMs: 500, runMs: 5000 },
      }),
    ).rejects.toThrow("Listing the bucket did not finish within its limit of 0.5 s.");
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  }
});
