/** Small process helpers shared by the project's Node scripts (no dependencies). */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const bin = (name) => path.join(root, "node_modules/.bin", name);
export const nextBin = path.join(root, "node_modules/next/dist/bin/next");

/** Loads .env then .env.local into process.env without overriding what is already set. */
export function loadEnvFiles() {
  for (const file of [".env.local", ".env"]) {
    const full = path.join(root, file);
    if (existsSync(full)) process.loadEnvFile(full);
  }
}

/** Runs a command to completion; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(" ")} failed (${signal ?? code})`)),
    );
  });
}

/** Starts a long-running child and returns it, wired to stop when we do. */
export function startChild(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
  const stop = () => child.exitCode === null && child.kill("SIGTERM");
  process.once("exit", stop);
  return child;
}
