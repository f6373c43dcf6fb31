/** A failure of a backup or a restore: what went wrong, and what to do next (printed by the scripts). */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly next: string,
  ) {
    super(message);
    this.name = "BackupError";
  }
}
