import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { getStorage } from "@/lib/storage";
import { decryptW9, encryptW9, usesCurrentKey } from "./w9-crypto";
import { sha256Hex } from "./files";

function readable(stored: Uint8Array, sha256: string): Uint8Array | null {
  try {
    const plain = decryptW9(stored);
    return sha256Hex(plain) === sha256 ? plain : null;
  } catch {
    return null;
  }
}

export interface ReencryptOutcome {
  /** W9 files looked at. */
  checked: number;
  /** Written again with the current key (an earlier key's, or stored before encryption). */
  reencrypted: number;
  /** Rows whose file is missing from the store (nothing to do; listed for the operator). */
  missing: string[];
  /**
   * Rows whose file no known key opens, or opens to bytes other than the recorded SHA-256 (altered,
   * damaged, or a key not configured): left as they are, for the operator to restore from a backup.
   */
  unreadable: string[];
}

/**
 * Moves every W9 to the current W9_ENCRYPTION_KEY (README → W9 files, key rotation): each file is
 * read with whichever known key opens it, checked against its recorded SHA-256, written as a new
 * file, and the row points at it before the old file goes. A run that stops halfway loses nothing
 * and the next run goes on: files already on the current key are checked and left as they are.
 */
export async function reencryptW9s(
  db: PrismaClient,
  onProgress: (line: string) => void = () => undefined,
): Promise<ReencryptOutcome> {
  const storage = getStorage();
  const outcome: ReencryptOutcome = { checked: 0, reencrypted: 0, missing: [], unreadable: [] };
  let cursor: string | undefined;
  for (;;) {
    const rows = await db.upload.findMany({
      where: { kind: "W9", ...(cursor ? { id: { gt: cursor } } : {}) },
      orderBy: { id: "asc" },
      take: 100,
    });
    if (rows.length === 0) return outcome;
    for (const row of rows) {
      outcome.checked += 1;
      const stored = await storage.get(row.storageKey);
      if (!stored) {
        outcome.missing.push(row.id);
        continue;
      }
      // Every file is opened and checked, those already on the current key too: the run is also the check.
      const plain = readable(stored, row.sha256);
      if (!plain) {
        outcome.unreadable.push(row.id);
        continue;
      }
      if (usesCurrentKey(stored)) continue;
      const storageKey = await storage.put({
        bytes: encryptW9(plain),
        prefix: "w9",
        fileName: `${row.originalName}.enc`,
        mimeType: "application/octet-stream",
      });
      await db.upload.update({ where: { id: row.id }, data: { storageKey } });
      await storage.delete(row.storageKey);
      outcome.reencrypted += 1;
    }
    cursor = rows.at(-1)!.id;
    onProgress(`[w9] ${outcome.checked} checked, ${outcome.reencrypted} re-encrypted`);
  }
}
