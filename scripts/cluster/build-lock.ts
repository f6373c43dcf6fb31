/** One run at a time when building into .next-cluster: a second build would pull it from under the first. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "../lib.mjs";

function isAlive(pid: number): boolean {
  try {
    return pid > 0 && process.kill(pid, 0);
  } catch {
    return false;
  }
}

/** Takes the lock (or a dead owner's) and returns its release. */
export function lockBuildDir(): () => void {
  const lock = path.join(root, ".test-data/cluster.lock");
  mkdirSync(path.dirname(lock), { recursive: true });
  try {
    mkdirSync(lock);
  } catch {
    const owner = Number(readFileSync(path.join(lock, "pid"), "utf8").trim() || 0);
    if (isAlive(owner)) throw new Error(`another test:cluster run (pid ${owner}) is using .next-cluster`);
    rmSync(lock, { recursive: true, force: true });
    mkdirSync(lock);
  }
  writeFileSync(path.join(lock, "pid"), String(process.pid));
  const release = () => rmSync(lock, { recursive: true, force: true });
  process.once("exit", release);
  return release;
}
