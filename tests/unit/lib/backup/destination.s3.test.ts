/**
 * @jest-environment node
 *
 * The S3 destination (lib/backup/destination.ts) against a stand-in S3 service on loopback (path
 * style, as MinIO serves it): an archive stored and listed only with its checksum file, latest.json,
 * removal, and a download for a restore, byte for byte.
 */
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { S3Settings } from "@/lib/backup/config";
import { downloadFromS3, s3Destination } from "@/lib/backup/destination";
import { archiveName, checksumLine } from "@/lib/backup/names";

/** Objects by key, and the requests seen ("PUT key", …). */
const objects = new Map<string, Buffer>();
const seen: string[] = [];

/** Strips aws-chunked framing ("<hex>;chunk-signature=…\r\n<data>\r\n" … "0\r\n<trailers>") when used. */
function decodeBody(raw: Buffer, encoding: string | undefined): Buffer {
  if (!encoding?.includes("aws-chunked")) return raw;
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf("\r\n", at);
    const size = parseInt(raw.subarray(at, lineEnd).toString().split(";")[0]!, 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url!, "http://127.0.0.1");
  const [, bucket, ...rest] = url.pathname.split("/");
  const key = decodeURIComponent(rest.join("/"));
  const chunks: Buffer[] = [];
  request.on("data", (c: Buffer) => chunks.push(c));
  request.on("end", () => {
    seen.push(`${request.method} ${key || `?${url.searchParams.toString()}`}`);
    if (bucket !== "backups") return void response.writeHead(404).end();
    if (request.method === "PUT") {
      objects.set(key, decodeBody(Buffer.concat(chunks), request.headers["content-encoding"]));
      return void response.writeHead(200, { ETag: '"x"' }).end();
    }
    if (request.method === "DELETE") {
      objects.delete(key);
      return void response.writeHead(204).end();
    }
    if (!key) {
      const prefix = url.searchParams.get("prefix") ?? "";
      const contents = [...objects.keys()]
        .filter((k) => k.startsWith(prefix))
        .map((k) => `<Contents><Key>${k}</Key><Size>${objects.get(k)!.length}</Size></Contents>`)
        .join("");
      return void response
        .writeHead(200, { "Content-Type": "application/xml" })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>backups</Name><Prefix>${prefix}</Prefix><KeyCount>${objects.size}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
        );
    }
    const body = objects.get(key);
    if (!body)
      return void response
        .writeHead(404, { "Content-Type": "application/xml" })
        .end("<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>");
    response.writeHead(200, { "Content-Length": body.length }).end(body);
  });
});

let settings: S3Settings;
let dir = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  settings = {
    bucket: "backups",
    prefix: "prod/",
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    region: "us-east-1",
    credentials: { accessKeyId: "test", secretAccessKey: "test-secret" },
    forcePathStyle: true,
  };
  dir = await mkdtemp(path.join(os.tmpdir(), "s3-destination-"));
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
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
  expect(seen.filter((s) => s.startsWith("PUT"))).toEqual([`PUT prod/${name}`, `PUT prod/${name}.sha256`]);
  expect(objects.get(`prod/${name}`)).toEqual(bytes);
  // Sent, then removed from the scratch folder.
  await expect(readFile(local)).rejects.toThrow("ENOENT");

  // An archive without its checksum file (an interrupted upload) is not a backup.
  objects.set(`prod/${archiveName(new Date("2026-11-26T03:00:00Z"))}`, Buffer.from("half"));
  await destination.writeLatest({ archive: name });
  expect(await destination.list()).toEqual([name]);
  expect(JSON.parse(objects.get("prod/latest.json")!.toString())).toEqual({ archive: name });

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
