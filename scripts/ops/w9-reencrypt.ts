/**
 * npm run w9:reencrypt: after a W9 key rotation (README → W9 files), writes every W9 file again with
 * the current W9_ENCRYPTION_KEY; W9_PREVIOUS_ENCRYPTION_KEYS must still hold the old key(s). Safe to
 * stop and run again. Reads DATABASE_URL and the keys from the environment (and .env/.env.local).
 */
import { loadEnvFiles } from "../lib.mjs";

async function main() {
  loadEnvFiles();
  const { db } = await import("@/lib/db");
  const { reencryptW9s } = await import("@/lib/uploads/w9-reencrypt");
  try {
    const outcome = await reencryptW9s(db, (line) => console.log(line));
    console.log(
      `[w9] done: ${outcome.checked} W9 files checked, ${outcome.reencrypted} re-encrypted with the current key` +
        (outcome.missing.length
          ? `; ${outcome.missing.length} rows have no file: ${outcome.missing.join(", ")}`
          : ""),
    );
    if (outcome.unreadable.length > 0) {
      console.error(
        `[w9] ${outcome.unreadable.length} W9 files could not be opened with the configured keys or do not match ` +
          `their recorded hash, and were left as they are (upload ids: ${outcome.unreadable.join(", ")}). ` +
          "Add the key they were stored with to W9_PREVIOUS_ENCRYPTION_KEYS, or restore them from a backup, then run this again.",
      );
      process.exitCode = 1;
    }
  } finally {
    await db.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(`[w9] failed: ${error instanceof Error ? error.message : String(error)}`);
  console.error("[w9] nothing is lost: files already moved keep working; fix the cause and run it again.");
  process.exit(1);
});
