/** What the backup and restore commands share: the destination from the settings, and failure reports. */
import { mkdir } from "node:fs/promises";
import type { BackupSettings } from "@/lib/backup/config";
import { folderDestination, s3Destination, type Destination } from "@/lib/backup/destination";
import { BackupError } from "@/lib/backup/errors";

export async function destinationFor(settings: BackupSettings, scratchDir: string): Promise<Destination> {
  const target = settings.destination;
  if (target.kind === "folder") {
    await mkdir(target.dir, { recursive: true });
    return folderDestination(target.dir);
  }
  await mkdir(scratchDir, { recursive: true });
  return s3Destination(target, scratchDir);
}

/** "backup failed: …" and what to do next; an unexpected error with its stack. */
export function reportFailure(what: "backup" | "restore" | "uploads sync" | "restore drill", error: unknown) {
  if (error instanceof BackupError) {
    console.error(`${what} failed: ${error.message}`);
    console.error(`what to do: ${error.next}`);
  } else if (error instanceof Error && error.message.startsWith("Invalid environment:")) {
    console.error(`${what} failed: ${error.message}`);
    console.error("what to do: fix the variable named above (README → Backups and restore lists them).");
  } else {
    console.error(`${what} failed:`, error);
  }
}

/**
 * An AbortSignal that fires on SIGTERM or SIGINT (docker compose stop, Ctrl-C): the run stops its
 * step, removes what it wrote, reports, and exits 1, instead of dying with half-written files.
 */
export function stopSignal(): AbortSignal {
  const controller = new AbortController();
  for (const name of ["SIGTERM", "SIGINT"] as const)
    process.once(name, () => controller.abort(new Error(`stopped by ${name}`)));
  return controller.signal;
}
