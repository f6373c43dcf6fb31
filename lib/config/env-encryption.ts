import "server-only";
/** The keys W9 files are encrypted with (lib/uploads/w9-crypto.ts). */
import type { EnvRule } from "./env-rules.shared";

/** A 256-bit key as 64 hex digits or base64 (standard or URL-safe; `openssl rand -base64 32`). */
function keyBytes(given: string): Buffer | null {
  const value = given.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, "hex");
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  const bytes = Buffer.from(value.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes.length === 32 ? bytes : null;
}

/** Keys separated by commas (none when unset): W9_ENCRYPTION_KEY takes one, the previous-keys list any. */
function encryptionKeys(most: number): EnvRule<Buffer[]> {
  return {
    must:
      most === 1
        ? "be a 32-byte key: 64 hex digits or base64 (openssl rand -base64 32)"
        : "be 32-byte keys (64 hex digits or base64), separated by commas",
    parse: (raw) => {
      const parts = (raw ?? "")
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean);
      const keys = parts.map(keyBytes);
      if (keys.length > most || keys.some((key) => key === null)) return { ok: false };
      return { ok: true, value: keys as Buffer[] };
    },
  };
}

export const ENCRYPTION_RULES = {
  W9_ENCRYPTION_KEY: encryptionKeys(1),
  W9_PREVIOUS_ENCRYPTION_KEYS: encryptionKeys(20),
};
