/**
 * How archives are named: brushwise-20261127T031500Z.tar (UTC, sortable), its checksum file beside
 * it (….tar.sha256, in sha256sum's format), and latest.json, the marker an alert reads. An
 * encrypted archive is brushwise-….tar.age (its checksum file ….tar.age.sha256, of the encrypted bytes:
 * a copy can be checked without the key).
 */
export const ARCHIVE_PREFIX = "brushwise-";
export const ARCHIVE_SUFFIX = ".tar";
export const CHECKSUM_SUFFIX = ".sha256";
export const LATEST_MARKER = "latest.json";
/** What an archive is called while it is written: never mistaken for a finished backup. */
export const PARTIAL_SUFFIX = ".partial";

/** Added to an encrypted archive's name (lib/backup/encryption.ts). */
export const ENCRYPTED_ARCHIVE_SUFFIX = ".age";

const STAMP = /^brushwise-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar(\.age)?$/;

export function archiveName(createdAt: Date, encrypted = false): string {
  const stamp = createdAt
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
  return `${ARCHIVE_PREFIX}${stamp}${ARCHIVE_SUFFIX}${encrypted ? ENCRYPTED_ARCHIVE_SUFFIX : ""}`;
}

export const isEncryptedArchive = (name: string) => name.endsWith(ENCRYPTED_ARCHIVE_SUFFIX);

/** When an archive of ours was made, from its name; null for any other file. */
export function archiveTime(name: string): Date | null {
  const m = STAMP.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m;
  const time = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`);
  return Number.isNaN(time.getTime()) ? null : time;
}

/** The line `sha256sum -c` checks: "<hex>  <name>". */
export function checksumLine(sha256: string, name: string): string {
  return `${sha256}  ${name}\n`;
}

export function parseChecksumLine(text: string): string | null {
  return /^([0-9a-f]{64})\s/.exec(text.trim() + " ")?.[1] ?? null;
}
