/**
 * A stand-in S3 service on loopback (path style, as MinIO serves it) for the real @aws-sdk client:
 * PUT, GET, DELETE and ListObjectsV2 of one bucket, objects kept in memory with their time.
 * Enough for the backup destination and the uploads sync; not a general S3.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { S3Settings } from "@/lib/backup/config";

export interface StoredObject {
  body: Buffer;
  lastModified: Date;
}

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

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export async function startLocalS3(bucketName = "backups") {
  /** Objects by key, and the requests seen ("PUT key", …). */
  const objects = new Map<string, StoredObject>();
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url!, "http://127.0.0.1");
    const [, bucket, ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    const chunks: Buffer[] = [];
    request.on("data", (c: Buffer) => chunks.push(c));
    request.on("end", () => {
      seen.push(`${request.method} ${key || `?${url.searchParams.toString()}`}`);
      if (bucket !== bucketName) return void response.writeHead(404).end();
      if (request.method === "PUT") {
        objects.set(key, {
          body: decodeBody(Buffer.concat(chunks), request.headers["content-encoding"]),
          lastModified: new Date(),
        });
        return void response.writeHead(200, { ETag: '"x"' }).end();
      }
      if (request.method === "DELETE") {
        objects.delete(key);
        return void response.writeHead(204).end();
      }
      if (!key) {
        const prefix = url.searchParams.get("prefix") ?? "";
        const keys = [...objects.keys()].filter((k) => k.startsWith(prefix)).sort();
        const contents = keys
          .map((k) => {
            const object = objects.get(k)!;
            return `<Contents><Key>${escapeXml(k)}</Key><LastModified>${object.lastModified.toISOString()}</LastModified><Size>${object.body.length}</Size></Contents>`;
          })
          .join("");
        return void response
          .writeHead(200, { "Content-Type": "application/xml" })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucketName}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${keys.length}</KeyCount><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
          );
      }
      const object = objects.get(key);
      if (!object)
        return void response
          .writeHead(404, { "Content-Type": "application/xml" })
          .end("<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>");
      response.writeHead(200, { "Content-Length": object.body.length }).end(object.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const settings = (prefix: string): S3Settings => ({
    bucket: bucketName,
    prefix,
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    region: "us-east-1",
    credentials: { accessKeyId: "test", secretAccessKey: "test-secret" },
    forcePathStyle: true,
  });
  return {
    objects,
    seen,
    settings,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
