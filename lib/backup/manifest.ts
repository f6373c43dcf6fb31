/**
 * manifest.json, the table of contents of an archive: when and from what it was made, the SHA-256
 * of every part, and the row count of every table (the restore's final check).
 */
export const MANIFEST_FORMAT = "brushwise-backup/1";
export const MANIFEST_FILE = "manifest.json";
export const DUMP_FILE = "database.dump";
export const UPLOADS_FOLDER = "uploads";

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  app: { commit: string | null; migration: string | null };
  database: {
    file: typeof DUMP_FILE;
    format: "pg_dump custom";
    bytes: number;
    sha256: string;
    schema: string;
    serverVersion: string;
    tables: Record<string, number>;
  };
  uploads: {
    folder: typeof UPLOADS_FOLDER;
    files: { path: string; bytes: number; sha256: string }[];
  };
}

/** Parses and shape-checks a manifest; null when it is not one of ours. */
export function parseManifest(text: string): Manifest | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const m = value as Partial<Manifest> | null;
  const ok =
    !!m &&
    m.format === MANIFEST_FORMAT &&
    typeof m.createdAt === "string" &&
    typeof m.database?.sha256 === "string" &&
    typeof m.database.schema === "string" &&
    typeof m.database.tables === "object" &&
    Array.isArray(m.uploads?.files) &&
    m.uploads.files.every(
      (f) => typeof f.path === "string" && typeof f.sha256 === "string" && safeRelativePath(f.path),
    );
  return ok ? (m as Manifest) : null;
}

/** A path inside the archive's uploads folder: relative, no "..", no empty part. */
export function safeRelativePath(p: string): boolean {
  return (
    p.length > 0 && !p.startsWith("/") && p.split("/").every((part) => part && part !== "." && part !== "..")
  );
}
