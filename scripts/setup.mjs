/**
 * The bootstrap that `npm run dev`, `npm start` and `npm test` share, so that
 * each of them works as the first command typed in a fresh clone:
 *
 * - Node.js new enough for the project (package.json "engines");
 * - the dependencies installed and current: `npm install` runs when
 *   node_modules is missing, or when package.json, package-lock.json or the
 *   Prisma schema changed since the last install (a stamp in node_modules);
 * - system programs the project cannot install itself (Chromium for the
 *   end-to-end tests): a one-line instruction instead of a stack trace.
 *
 * Node built-ins only: it runs before anything is installed.
 *
 *   node scripts/setup.mjs --stamp   record the current install (the postinstall hook)
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import chromium from "./chromium-path.js";
import { root, run } from "./lib.mjs";

/** What an install is made from: any change to these means node_modules may be stale. */
const INSTALL_INPUTS = ["package.json", "package-lock.json", "prisma/schema.prisma"];
const stampFile = path.join(root, "node_modules/.brushwise-install");

/** Stops with one line that says what to do; `setup` failures are the user's to fix, not ours. */
export class SetupError extends Error {}

function installFingerprint() {
  const hash = createHash("sha256");
  for (const file of INSTALL_INPUTS) {
    const full = path.join(root, file);
    hash.update(`${file}\0${existsSync(full) ? readFileSync(full) : ""}\0`);
  }
  return hash.digest("hex");
}

/** Records that node_modules matches the current inputs (run by the postinstall hook). */
export function writeInstallStamp() {
  if (existsSync(path.dirname(stampFile))) writeFileSync(stampFile, `${installFingerprint()}\n`);
}

function installIsCurrent() {
  if (!existsSync(path.join(root, "node_modules/.bin/next"))) return false;
  if (!existsSync(path.join(root, "lib/generated/prisma/client.ts"))) return false;
  return existsSync(stampFile) && readFileSync(stampFile, "utf8").trim() === installFingerprint();
}

export function checkNodeVersion() {
  const wanted = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).engines?.node ?? "";
  const minimum = /(\d+)\.(\d+)/.exec(wanted);
  if (!minimum) return;
  const [major, minor] = process.versions.node.split(".").map(Number);
  const [needMajor, needMinor] = [Number(minimum[1]), Number(minimum[2])];
  if (major < needMajor || (major === needMajor && minor < needMinor)) {
    throw new SetupError(
      `Node.js ${process.versions.node} is too old: install Node.js ${wanted} (e.g. from nodejs.org or your package manager) and run the command again.`,
    );
  }
}

/** Installs or updates the dependencies when node_modules does not match package-lock.json. */
export async function ensureDependencies() {
  if (installIsCurrent()) return;
  console.log(
    existsSync(path.join(root, "node_modules"))
      ? "[setup] package.json, package-lock.json or the Prisma schema changed: updating the dependencies…"
      : "[setup] installing the dependencies (about a minute on the first run)…",
  );
  // `npm install`, not `npm ci`: it honours package-lock.json, and the lock lists only the
  // platform packages our registry has (see .ci/run). Its postinstall generates the Prisma
  // client and writes the stamp.
  try {
    await run("npm", ["install", "--no-audit", "--no-fund"]);
  } catch (error) {
    throw new SetupError(
      `${error.message}: check the network connection to the npm registry, then run the command again.`,
    );
  }
  writeInstallStamp();
}

/** The Chromium the end-to-end tests drive (scripts/chromium-path.js). */
export const chromiumPath = chromium.chromiumPath;

export function checkChromium(env = process.env) {
  const executable = chromiumPath(env);
  if (existsSync(executable)) return executable;
  const install = `${process.getuid?.() === 0 ? "" : "sudo "}apt-get install -y ${chromium.CHROMIUM_PACKAGE}`;
  throw new SetupError(
    env.CHROMIUM_PATH
      ? `CHROMIUM_PATH=${executable} does not exist: point it at a Chromium or Chrome executable, or unset it and run "${install}".`
      : `Chromium is missing (the end-to-end tests drive it): run "${install}" (Debian/Ubuntu), or set CHROMIUM_PATH to a Chromium or Chrome executable.`,
  );
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === fileURLToPath(import.meta.url) &&
  process.argv.includes("--stamp")
) {
  writeInstallStamp();
}
