/**
 * @jest-environment node
 *
 * deploy/pgbackrest-schedule.sh, the compose pgbackrest service's loop, with a stand-in `pgbackrest`
 * first on PATH: it records each call, answers `info` with the repository's backups, and ends the
 * loop (SIGTERM to the script, as `docker compose stop` does) at the first backup. Which backup the
 * script asks for — full with none or a week-old one, incremental otherwise — is what is checked.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const script = path.resolve(__dirname, "../../../deploy/pgbackrest-schedule.sh");
const DAY = 86_400_000;

const STAND_IN = `#!/bin/sh
echo "$*" >> "$CALLS"
case "$*" in
  *"--output=json info") cat "$INFO_JSON" ;;
  *" backup") kill -TERM "$PPID" ;;
esac
`;

/** pgBackRest's label of a backup made at `at` (UTC, as in the container). */
function label(at: Date, type: "F" | "I", full?: string) {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return type === "F" ? `${stamp}F` : `${full}_${stamp}I`;
}

/** The script's calls to pgbackrest, given the repository's backups (oldest first). */
function callsWith(backups: { label: string; type: string }[]): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pgbackrest-schedule-"));
  try {
    const bin = path.join(dir, "bin");
    mkdirSync(bin);
    writeFileSync(path.join(bin, "pgbackrest"), STAND_IN);
    chmodSync(path.join(bin, "pgbackrest"), 0o755);
    const info = path.join(dir, "info.json");
    writeFileSync(info, JSON.stringify([{ name: "brushwise", backup: backups, status: { code: 0 } }]));
    const calls = path.join(dir, "calls");
    const run = spawnSync("sh", [script], {
      env: { PATH: `${bin}:${process.env.PATH}`, CALLS: calls, INFO_JSON: info } as Record<
        string,
        string
      > as NodeJS.ProcessEnv,
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status).toBe(0);
    return readFileSync(calls, "utf8").trim().split("\n");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("deploy/pgbackrest-schedule.sh", () => {
  it("creates the stanza, checks the archive, then takes a full backup when there is none", () => {
    expect(callsWith([])).toEqual([
      "--stanza=brushwise stanza-create",
      "--stanza=brushwise check",
      "--stanza=brushwise --output=json info",
      "--stanza=brushwise --type=full backup",
    ]);
  });

  it("takes an incremental backup while the newest full one is less than a week old", () => {
    const full = label(new Date(Date.now() - 6 * DAY), "F");
    const calls = callsWith([
      { label: full, type: "full" },
      { label: label(new Date(Date.now() - DAY), "I", full), type: "incr" },
    ]);
    expect(calls.at(-1)).toBe("--stanza=brushwise --type=incr backup");
  });

  it("takes a full backup once the newest full one is a week old, whatever came after it", () => {
    const older = label(new Date(Date.now() - 15 * DAY), "F");
    const full = label(new Date(Date.now() - 7 * DAY - 60_000), "F");
    const calls = callsWith([
      { label: older, type: "full" },
      { label: full, type: "full" },
      { label: label(new Date(Date.now() - DAY), "I", full), type: "incr" },
    ]);
    expect(calls.at(-1)).toBe("--stanza=brushwise --type=full backup");
  });
});
