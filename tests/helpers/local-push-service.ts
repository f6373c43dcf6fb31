/**
 * A push service on 127.0.0.1 for the job alert tests: what FCM, Mozilla's autopush or Apple's
 * service are to a real browser. It records every request, answers as the test says (201 unless
 * told otherwise), checks the VAPID header (its JWT's audience is this service's origin and its
 * ES256 signature verifies with the key in `k=`), and decrypts the body (RFC 8291 on RFC 8188
 * aes128gcm) with the private key and auth secret of the "browser" the test subscribed: the
 * plaintext is what the service worker would get.
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface LocalDevice {
  endpoint: string;
  /** What the browser's PushSubscription.toJSON() gives, to POST to the app. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  ecdh: ECDH;
  auth: Buffer;
}

export interface ReceivedPush {
  device: LocalDevice | undefined;
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed as JSON (null when it could not be decrypted or parsed). */
  payload: unknown;
  /** The VAPID JWT's claims, verified; or why not. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string } | { error: string };
  /** What this service answered. */
  status: number;
}

export type Answer = number | { status: number; retryAfter?: string };

const b64url = (buffer: Buffer) => buffer.toString("base64url");

/** HKDF-SHA256 (RFC 5869), as RFC 8291 and 8188 use it. */
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/** RFC 8291 §3.4 + RFC 8188: the aes128gcm body for this device → its plaintext. */
export function decryptAes128gcm(body: Buffer, device: Pick<LocalDevice, "ecdh" | "auth">): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublic = body.subarray(21, 21 + keyIdLength);
  const records = body.subarray(21 + keyIdLength);
  const receiverPublic = device.ecdh.getPublicKey();
  const ecdhSecret = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiverPublic, senderPublic]);
  const ikm = hkdf(device.auth, ecdhSecret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
  const baseNonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += recordSize, seq++) {
    const record = records.subarray(offset, Math.min(offset + recordSize, records.length));
    const nonce = Buffer.from(baseNonce);
    // The record sequence number XORed into the nonce's low bytes (RFC 8188 §2.3; seq < 2^32 here).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Strip the zero padding, then the delimiter: 0x02 on the last record, 0x01 before.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    const last = offset + recordSize >= records.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error(`Bad padding delimiter ${padded[end]}`);
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

/** `vapid t=<JWT>, k=<public key>` → its verified claims (ES256, aud = `origin`), or why not. */
export function verifyVapid(header: string | undefined, origin: string): ReceivedPush["vapid"] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? "");
  if (!match) return { error: `Not a VAPID Authorization header: ${header}` };
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = jwt.split(".") as [string, string, string];
  const point = Buffer.from(k, "base64url");
  if (point.length !== 65 || point[0] !== 4) return { error: "k is not an uncompressed P-256 key" };
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: "jwk",
  });
  const header_ = JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string };
  if (header_.alg !== "ES256") return { error: `alg ${header_.alg}` };
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return { error: "The JWT's signature does not verify with k" };
  const body = JSON.parse(Buffer.from(claims, "base64url").toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
  if (body.aud !== origin) return { error: `aud ${body.aud} is not ${origin}` };
  return { aud: body.aud, sub: body.sub, exp: body.exp, publicKey: k };
}

export async function startLocalPushService() {
  const devices = new Map<string, LocalDevice>();
  const received: ReceivedPush[] = [];
  const answers: Answer[] = [];
  let origin = "";

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const device = devices.get(request.url ?? "");
      let payload: unknown = null;
      try {
        if (device) payload = JSON.parse(decryptAes128gcm(Buffer.concat(chunks), device).toString("utf8"));
      } catch {
        payload = null;
      }
      const next = answers.shift() ?? 201;
      const answer = typeof next === "number" ? { status: next } : next;
      received.push({
        device,
        headers: request.headers,
        payload,
        vapid: verifyVapid(request.headers.authorization, origin),
        status: answer.status,
      });
      response.writeHead(answer.status, answer.retryAfter ? { "retry-after": answer.retryAfter } : {});
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** A "browser" subscribed with this service: its own P-256 key pair and auth secret. */
    newDevice(): LocalDevice {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomUUID()}`;
      const endpoint = `${origin}${path}`;
      const device: LocalDevice = {
        endpoint,
        subscription: { endpoint, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } },
        ecdh,
        auth,
      };
      devices.set(path, device);
      return device;
    },
    /** The next requests' answers, in order (201 once they run out). */
    answer(...next: Answer[]) {
      answers.push(...next);
    },
    /** What a device received so far. */
    receivedBy(device: LocalDevice) {
      return received.filter((r) => r.device === device);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // fetch keeps connections alive: close() alone would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}

export type LocalPushService = Awaited<ReturnType<typeof startLocalPushService>>;
