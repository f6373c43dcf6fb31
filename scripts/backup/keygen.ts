/**
 * npm run backup:keygen: a new age key pair for the backups (lib/backup/encryption.ts), the same
 * format as `age-keygen`. The recipient (age1…, public) goes into BACKUP_ENCRYPTION_RECIPIENT on
 * the backup host; the identity (AGE-SECRET-KEY-1…, private) is needed only to restore: keep it
 * apart from the backups (README → Backups and restore → The keys).
 */
import { newKeyPair } from "@/lib/backup/encryption";

async function main() {
  const { identity, recipient } = await newKeyPair();
  console.log(`# created: ${new Date().toISOString()}`);
  console.log(`# public key: ${recipient}`);
  console.log(identity);
  console.error(
    `\nBACKUP_ENCRYPTION_RECIPIENT=${recipient}\n` +
      "Save the three lines above (stdout) as the identity file, apart from the backups: without it no archive can be restored.",
  );
}

void main();
