/**
 * Private file storage for W9 documents and room photos. UploadThing (private
 * ACL) when UPLOADTHING_TOKEN is set, otherwise local disk under UPLOAD_DIR —
 * outside public/, so nothing is reachable without going through a route that
 * checks who is asking. Keys carry their backend ("local:…", "ut:…").
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

export interface PutInput {
  bytes: Uint8Array;
  /** Folder-like prefix, e.g. "w9" or "room-photos" */
  prefix: string;
  fileName: string;
  mimeType: string;
}

export interface FileStorage {
  put(input: PutInput): Promise<string>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

const LOCAL_KEY = /^local:([a-z0-9-]+)\/([0-9a-f-]{36})$/;

function uploadDir(): string {
  // Runtime data, not part of the build: keep the bundler from tracing it.
  return path.resolve(/*turbopackIgnore: true*/ env.uploadDir);
}

export const localDiskStorage: FileStorage = {
  async put({ bytes, prefix }) {
    if (!/^[a-z0-9-]+$/.test(prefix)) throw new Error(`Invalid storage prefix: ${prefix}`);
    const id = randomUUID();
    const dir = path.join(/*turbopackIgnore: true*/ uploadDir(), prefix);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, id), bytes, { mode: 0o600 });
    return `local:${prefix}/${id}`;
  },
  async get(key) {
    const match = LOCAL_KEY.exec(key); // the pattern rules out path traversal
    if (!match) return null;
    try {
      return new Uint8Array(
        await readFile(path.join(/*turbopackIgnore: true*/ uploadDir(), match[1]!, match[2]!)),
      );
    } catch {
      return null;
    }
  },
  async delete(key) {
    const match = LOCAL_KEY.exec(key);
    if (match)
      await rm(path.join(/*turbopackIgnore: true*/ uploadDir(), match[1]!, match[2]!), { force: true });
  },
};

async function utApi() {
  const { UTApi } = await import("uploadthing/server");
  return new UTApi({ token: env.uploadThingToken });
}

export const uploadThingStorage: FileStorage = {
  async put({ bytes, fileName, mimeType }) {
    const { UTFile } = await import("uploadthing/server");
    const api = await utApi();
    const result = await api.uploadFiles(new UTFile([new Uint8Array(bytes)], fileName, { type: mimeType }), {
      acl: "private",
    });
    if (result.error) throw new Error(`UploadThing upload failed: ${result.error.message}`);
    return `ut:${result.data.key}`;
  },
  async get(key) {
    if (!key.startsWith("ut:")) return null;
    const api = await utApi();
    const { ufsUrl } = await api.generateSignedURL(key.slice(3), { expiresIn: 60 });
    const response = await fetch(ufsUrl);
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
  },
  async delete(key) {
    if (key.startsWith("ut:")) await (await utApi()).deleteFiles(key.slice(3));
  },
};

/** Reads from whichever backend a key belongs to; writes to the configured one. */
export function getStorage(): FileStorage {
  const writer = env.uploadThingToken ? uploadThingStorage : localDiskStorage;
  return {
    put: (input) => writer.put(input),
    get: (key) => (key.startsWith("ut:") ? uploadThingStorage : localDiskStorage).get(key),
    delete: (key) => (key.startsWith("ut:") ? uploadThingStorage : localDiskStorage).delete(key),
  };
}

/**
 * Deletes files whose rows a committed transaction removed. Called after the commit: a delete that
 * fails only leaves an unreachable file, never a row pointing at nothing.
 */
export async function deleteStoredFiles(keys: readonly string[]) {
  const storage = getStorage();
  for (const key of keys) await storage.delete(key).catch(() => undefined);
}
