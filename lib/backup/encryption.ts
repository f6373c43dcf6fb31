/**
 * Archive encryption with age (age-encryption, FiloSottile's TypeScript implementation of the age
 * format: X25519 recipients, ChaCha20-Poly1305 in 64 KiB chunks, each authenticated, the last one
 * marked, so a changed, cut or extended file fails to decrypt). Streamed both ways: a 948 MiB
 * archive never sits in memory. Files are interoperable with the `age` command-line tool
 * (`age -d -i key.txt ARCHIVE.tar.age > ARCHIVE.tar`).
 *
 * Public-key: the backup host holds only the recipient (age1…), so it cannot read the archives it
 * wrote; the identity (AGE-SECRET-KEY-1…) is needed only to restore.
 */
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { Decrypter, Encrypter, generateX25519Identity, identityToRecipient } from "age-encryption";
import type { EncryptionSettings } from "./config";
import { BackupError } from "./errors";

/** `source`, encrypted for `recipients`, as a stream. */
export async function encrypt(source: Readable, recipients: readonly string[]): Promise<Readable> {
  const encrypter = new Encrypter();
  for (const recipient of recipients) encrypter.addRecipient(recipient);
  return Readable.fromWeb((await encrypter.encrypt(toWeb(source))) as unknown as WebStream);
}

/**
 * `source` decrypted with `identity`, as a stream. Rejects at once when the header does not open
 * with this identity (another key, or not an age file); the stream errors where a chunk was changed.
 */
export async function decrypt(source: Readable, identity: string, what: string): Promise<Readable> {
  const decrypter = new Decrypter();
  decrypter.addIdentity(identity);
  try {
    return Readable.fromWeb((await decrypter.decrypt(toWeb(source))) as unknown as WebStream);
  } catch (error) {
    throw new BackupError(
      `${what} cannot be decrypted with the identity set (${error instanceof Error ? error.message : String(error)}): it was encrypted for another key, or it is damaged.`,
      "Set BACKUP_DECRYPTION_IDENTITY (or …_FILE) to the identity whose recipient encrypted this archive, or use another backup. Nothing was restored.",
    );
  }
}

/** The error a changed chunk raises while decrypting, as a restore reports it. */
export function tamperedError(what: string, error: unknown): BackupError {
  return new BackupError(
    `${what} fails age's authentication (${error instanceof Error ? error.message : String(error)}): it is damaged or was changed.`,
    "Nothing was restored. Use another backup (or copy this one again from where it is kept).",
  );
}

type WebStream = import("node:stream/web").ReadableStream<Uint8Array>;
const toWeb = (source: Readable) => Readable.toWeb(source) as unknown as ReadableStream<Uint8Array>;

/** The identity for a restore: BACKUP_DECRYPTION_IDENTITY, or the first AGE-SECRET-KEY line of the file …_FILE names. */
export async function decryptionIdentity(settings: EncryptionSettings, archive: string): Promise<string> {
  if (settings.identity) return settings.identity;
  if (settings.identityFile) {
    const text = await readFile(settings.identityFile, "utf8").catch((error: NodeJS.ErrnoException) => {
      throw new BackupError(
        `Cannot read BACKUP_DECRYPTION_IDENTITY_FILE ${settings.identityFile}: ${error.code ?? error.message}.`,
        "Point it at the file holding the backups' age identity (AGE-SECRET-KEY-1…).",
      );
    });
    const line = text.split(/\r?\n/).find((l) => l.startsWith("AGE-SECRET-KEY-"));
    if (line) return line.trim();
    throw new BackupError(
      `BACKUP_DECRYPTION_IDENTITY_FILE ${settings.identityFile} holds no age identity (a line AGE-SECRET-KEY-1…).`,
      "Point it at the file npm run backup:keygen wrote the identity to.",
    );
  }
  throw new BackupError(
    `${archive} is encrypted, and no key to decrypt it is set.`,
    "Set BACKUP_DECRYPTION_IDENTITY (AGE-SECRET-KEY-1…) or BACKUP_DECRYPTION_IDENTITY_FILE to the identity kept apart from the backups. Nothing was restored.",
  );
}

/** A new key pair: the identity (keep it apart from the backups) and its recipient (give it to the backup host). */
export async function newKeyPair(): Promise<{ identity: string; recipient: string }> {
  const identity = await generateX25519Identity();
  return { identity, recipient: await identityToRecipient(identity) };
}
