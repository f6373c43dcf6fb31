import "server-only";
/**
 * W9 files hold taxpayer ids: they are stored encrypted (AES-256-GCM) with W9_ENCRYPTION_KEY, so a
 * copied disk, upload volume or backup without the key gives nothing away.
 *
 * A stored file is `BWW9` · version (1 byte) · key id (8 bytes) · IV (12) · tag (16) · ciphertext.
 * The key id (the first 8 bytes of the key's SHA-256) says which key opened it: after a rotation
 * (README → W9 files) the old key stays in W9_PREVIOUS_ENCRYPTION_KEYS until `npm run w9:reencrypt`
 * has moved every file to the new one. The header is authenticated with the content, so neither can
 * be swapped. A file without the header is one stored before encryption existed: read as it is,
 * and encrypted by the next `w9:reencrypt`.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

const MAGIC = Buffer.from("BWW9");
const VERSION = 1;
const KEY_ID_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const HEADER_BYTES = MAGIC.length + 1 + KEY_ID_BYTES;

export class W9KeyMissingError extends Error {
  constructor() {
    super(
      "This W9 was encrypted with a key this server does not have: set W9_ENCRYPTION_KEY (or add the old key to " +
        "W9_PREVIOUS_ENCRYPTION_KEYS) to the key it was stored with (README → W9 files).",
    );
    this.name = "W9KeyMissingError";
  }
}

const keyId = (key: Buffer) => createHash("sha256").update(key).digest().subarray(0, KEY_ID_BYTES);

/**
 * The key new files get. Unset outside production (the production server refuses to start without
 * one: lib/config/secrets.mjs), a key derived from AUTH_SECRET keeps a laptop's W9s readable.
 */
export function currentW9Key(): Buffer {
  const configured = env.w9EncryptionKey;
  if (configured) return configured;
  const secret = env.authSecret ?? "brushwise-local-development";
  return Buffer.from(hkdfSync("sha256", secret, "brushwise", "w9-encryption-key", 32));
}

function knownKeys(): Buffer[] {
  return [currentW9Key(), ...env.w9PreviousEncryptionKeys];
}

export function isEncryptedW9(stored: Uint8Array): boolean {
  return stored.length >= HEADER_BYTES && Buffer.from(stored.subarray(0, MAGIC.length)).equals(MAGIC);
}

/** Whether `stored` is encrypted with the current key (the re-encryption skips those). */
export function usesCurrentKey(stored: Uint8Array): boolean {
  if (!isEncryptedW9(stored)) return false;
  const id = Buffer.from(stored.subarray(MAGIC.length + 1, HEADER_BYTES));
  return id.equals(keyId(currentW9Key()));
}

export function encryptW9(plain: Uint8Array): Uint8Array {
  const key = currentW9Key();
  const header = Buffer.concat([MAGIC, Buffer.from([VERSION]), keyId(key)]);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(header);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return new Uint8Array(Buffer.concat([header, iv, cipher.getAuthTag(), body]));
}

/** The file's own bytes. Throws W9KeyMissingError without its key, and on any tampering. */
export function decryptW9(stored: Uint8Array): Uint8Array {
  if (!isEncryptedW9(stored)) return stored;
  const bytes = Buffer.from(stored);
  const header = bytes.subarray(0, HEADER_BYTES);
  if (header[MAGIC.length] !== VERSION) throw new Error(`Unknown W9 file version ${header[MAGIC.length]}`);
  const id = header.subarray(MAGIC.length + 1);
  const key = knownKeys().find((candidate) => keyId(candidate).equals(id));
  if (!key) throw new W9KeyMissingError();
  const iv = bytes.subarray(HEADER_BYTES, HEADER_BYTES + IV_BYTES);
  const tag = bytes.subarray(HEADER_BYTES + IV_BYTES, HEADER_BYTES + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  return new Uint8Array(
    Buffer.concat([decipher.update(bytes.subarray(HEADER_BYTES + IV_BYTES + TAG_BYTES)), decipher.final()]),
  );
}
