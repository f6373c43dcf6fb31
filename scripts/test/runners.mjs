/**
 * How npm test starts its tools: the side-by-side checks (`npm run lint`, `format:check`) with
 * their output held back and printed in one piece, and Jest with the flags each project needs.
 */
import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { bin, root, run } from "../lib.mjs";
import { reportsDir } from "./paths.mjs";

/**
 * Runs a command with its output held back, then prints it in one piece: checks that run side by
 * side (lint, format, types) stay readable. Rejects as `run` does.
 */
function runQuietly(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, ...options, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.once("error", reject);
    child.once("close", (code, signal) => {
      process.stdout.write(Buffer.concat(output));
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} ${args.join(" ")} failed (${signal ?? code})`));
    });
  });
}

/** `npm run <script>` with the npm running us, so the checks are package.json's own definitions. */
export const npmRun = (script, env) =>
  process.env.npm_execpath
    ? runQuietly(process.execPath, [process.env.npm_execpath, "run", "--silent", script], { env })
    : runQuietly("npm", ["run", "--silent", script], { env });

/**
 * One Jest project (`unit` or `api`), with its JSON report in the reports folder; `files` are the
 * test files asked for (none: all of the project's).
 */
export const jest = (suite, env, files) => {
  const args = [
    "--selectProjects",
    suite,
    "--json",
    `--outputFile=${path.join(reportsDir, `jest-${suite}.json`)}`,
  ];
  // The unit tests share nothing: a worker per core (Jest's default leaves one core to itself, idle).
  // The API tests on the embedded Postgres go one at a time: it serves one connection at a time.
  if (suite === "unit") args.push(`--maxWorkers=${os.availableParallelism()}`);
  else if (env.EMBEDDED_DB) args.push("--runInBand");
  if (files.length) args.push("--runTestsByPath", ...files);
  return run(bin("jest"), args, {
    env: {
      ...env,
      // Dynamic import() inside tested code (e.g. @react-email/render) needs the VM modules flag under jest.
      NODE_OPTIONS:
        `${env.NODE_OPTIONS ?? ""} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim(),
    },
  });
};
