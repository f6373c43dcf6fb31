/**
 * One end-to-end run at a time per checkout: the runs share the build folder (.next-test), so a
 * second `npm test` that reaches the build waits for the first one's to finish.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { outputDir } from "./paths.mjs";

/**
 * One end-to-end run at a time per checkout: they share the build folder (.next-test).
 * A lock folder holds the owner's pid; a dead owner's lock is taken over.
 */
export async function lockE2e() {
  const lock = path.join(outputDir, "e2e.lock");
  mkdirSync(path.dirname(lock), { recursive: true });
  for (let waited = 0; ; waited += 5) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, "pid"), String(process.pid));
      const release = () => rmSync(lock, { recursive: true, force: true });
      process.once("exit", release);
      return release;
    } catch {
      let owner = 0;
      try {
        owner = Number(readFileSync(path.join(lock, "pid"), "utf8").trim() || 0);
      } catch {
        /* the owner is between mkdir and writing its pid, or just released it */
      }
      let alive = false;
      try {
        alive = owner > 0 && process.kill(owner, 0);
      } catch {
        alive = false;
      }
      // No pid yet: its owner is between mkdir and writeFile, unless it died there long ago.
      const orphaned =
        owner === 0 && Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 10_000;
      if ((owner > 0 && !alive) || orphaned) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (waited % 60 === 0)
        console.log(`[test] waiting for another end-to-end run (pid ${owner}) to finish…`);
      await new Promise((r) => setTimeout(r, 5000));
    }
  }
}
