/** Files of a backup: SHA-256 of a file (streamed: a dump may be gigabytes), and the uploads copied. */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

export interface FileEntry {
  /** Relative to the folder, with "/" separators. */
  path: string;
  bytes: number;
  sha256: string;
}

/** Every regular file under `dir` (none when it does not exist), relative paths, sorted. */
export async function listFiles(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

/**
 * Copies every file of `from` into `to`, byte for byte and private (0600, as lib/storage writes
 * them), and says what it copied. A file that disappears meanwhile (erased by the app) is skipped.
 */
export async function copyFiles(
  from: string,
  to: string,
  watch: { signal?: AbortSignal; progress?: () => void } = {},
): Promise<FileEntry[]> {
  const copied: FileEntry[] = [];
  for (const relative of await listFiles(from)) {
    // Past the step's deadline: stop here (the step has already failed and cleans up).
    watch.signal?.throwIfAborted();
    watch.progress?.();
    const source = path.join(from, ...relative.split("/"));
    const target = path.join(to, ...relative.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await copyFile(source, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    copied.push({ path: relative, bytes: (await stat(target)).size, sha256: await sha256File(target) });
  }
  return copied;
}
