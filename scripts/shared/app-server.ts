/** The production build and server (server.mjs, as `npm start` runs it) under test. */
import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync } from "node:fs";
import { nextBin, root, run, serverScript } from "../lib.mjs";
import { fetchWithin } from "@/lib/http/fetch-within";

/** `next build` into `distDir`; type errors are tsc's job, not the build's. */
export function buildApp(distDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  return run(process.execPath, [nextBin, "build"], {
    env: {
      ...env,
      NODE_ENV: "production",
      NEXT_SKIP_TYPECHECK: "1",
      NEXT_TELEMETRY_DISABLED: "1",
      NEXT_DIST_DIR: distDir,
    },
  });
}

export interface AppServer {
  child: ChildProcess;
  port: number;
  url: string;
  logFile: string;
  detached: boolean;
  /** Set once the process has exited, whoever stopped it. */
  exited: boolean;
}

/**
 * server.mjs on 127.0.0.1:`port`, its output in `logFile`. `detached` gives it a process group of its
 * own, so that killing the group takes any child process along (the cluster test's SIGKILL).
 */
export function startAppServer(options: {
  port: number;
  env: NodeJS.ProcessEnv;
  logFile: string;
  detached?: boolean;
  /** Node's own options before server.mjs (e.g. the bench's --cpu-prof, which NODE_OPTIONS refuses). */
  nodeArgs?: string[];
}): AppServer {
  const detached = options.detached ?? false;
  const fd = openSync(options.logFile, "w");
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), serverScript], {
    cwd: root,
    env: { ...options.env, PORT: String(options.port), HOSTNAME: "127.0.0.1" },
    detached,
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  const server: AppServer = {
    child,
    port: options.port,
    url: `http://127.0.0.1:${options.port}`,
    logFile: options.logFile,
    detached,
    exited: false,
  };
  child.once("exit", () => (server.exited = true));
  return server;
}

/** Until /api/health answers 200; fails at once when the server exits during start-up. */
export async function waitHealthy(server: AppServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exited)
      throw new Error(`the server on :${server.port} exited during start-up; see ${server.logFile}`);
    try {
      const response = await fetchWithin(`${server.url}/api/health`, {}, 2000);
      if (response.status === 200) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline)
      throw new Error(`${server.url}/api/health did not answer within ${timeoutMs / 1000}s`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Sends `signal` to the server's process group when it has one of its own, else to the process. */
export function signalServer(server: AppServer, signal: NodeJS.Signals): void {
  const pid = server.child.pid;
  if (server.exited || pid === undefined) return;
  try {
    process.kill(server.detached ? -pid : pid, signal);
  } catch {
    /* already gone */
  }
}

/** SIGTERM, then SIGKILL after 5 s; resolves once the process has exited. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.exitCode === null && child.kill("SIGKILL"), 5000).unref();
  });
}
