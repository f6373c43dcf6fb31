/**
 * @jest-environment node
 *
 * The S3 destination (lib/backup/destination.ts) against a stand-in S3 service on loopback (path
 * style, as MinIO serves it): an archive stored and listed only with its checksum file, latest.json,
 * removal, and a download for a restore, byte for byte.
 */
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { S3Settings } from "@/lib/backup/config";
import { downloadFromS3, s3Destination } from "@/lib/backup/destination";
import { archiveName, checksumLine } from "@/lib/backup/names";
import { startLocalS3 } from "../../../helpers/local-s3";

let s3: Awaited<ReturnType<typeof startLocalS3>>;
let settings: S3Settings;
let dir = "";
beforeAll(async () => {
  s3 = await startLocalS3();
  settings = s3.settings("prod/");
  dir = await mkdtemp(path.join(os.tmpdir(), "s3-destination-"));
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

it("stores, lists, marks, downloads and removes archives in the bucket", async () => {
  const destination = s3Destination(settings, dir);
  const name = archiveName(new Date("2026-11-27T03:00:00Z"));
  const bytes = Buffer.from("an archive's bytes ".repeat(5000));
  const digest = createHash("sha256").update(bytes).digest("hex");
  const local = path.join(dir, `${name}.partial`);
  await writeFile(local, bytes);

  await destination.store(local, name, checksumLine(digest, name));
  const { objects, seen } = s3;
  expect(seen.filter((s) => s.startsWith("PUT"))).toEqual([`PUT prod/${name}`, `PUT prod/${name}.sha256`]);
  expect(objects.get(`prod/${name}`)?.body).toEqual(bytes);
  // Sent, then removed from the scratch folder.
  await expect(readFile(local)).rejects.toThrow("ENOENT");

  // An archive without its checksum file (an interrupted upload) is not a backup.
  objects.set(`prod/${archiveName(new Date("2026-11-26T03:00:00Z"))}`, {
    body: Buffer.from("half"),
    lastModified: new Date(),
  });
  await destination.writeLatest({ archive: name });
  expect(await destination.list()).toEqual([name]);
  expect(JSON.parse(objects.get("prod/latest.json")!.body.toString())).toEqual({ archive: name });

  const fetched = await downloadFromS3(settings, name, path.join(dir, "download"));
  expect(await readFile(fetched.archive)).toEqual(bytes);
  expect((await readFile(fetched.checksum, "utf8")).startsWith(digest)).toBe(true);

  await destination.remove(name);
  expect(await destination.list()).toEqual([]);
  expect(objects.has(`prod/${name}`)).toBe(false);
});

it("says which bucket and what to check when the service refuses", async () => {
  const destination = s3Destination({ ...settings, bucket: "elsewhere" }, dir);
  await expect(destination.list()).rejects.toThrow(
    /^S3 listing failed \(bucket elsewhere at http:\/\/127\.0\.0\.1:\d+\)/,
  );
});
