/** The app instances of a run: server.mjs processes on one database, as behind a load balancer. */
import path from "node:path";
import { ONE_CLIENT_IS_EVERYONE_LIMITS } from "../lib.mjs";
import { signalServer, startAppServer, waitHealthy, type AppServer } from "../shared/app-server";
import {
  ADMIN_PASSWORD,
  AUTH_SECRET,
  BACKGROUND_INTERVAL_MS,
  dbUrl,
  deliveryLog,
  EMAIL_LEASE_MS,
  runDir,
} from "./config";

export interface Instance extends AppServer {
  name: string;
  /** When the crash scenario killed it (ms since the epoch); 0 while alive. */
  killedAt: number;
  distDir: string;
  /** Its settings beyond the run's own (a restart reuses them). */
  overrides: Record<string, string>;
}

export const instances: Instance[] = [];

export function startInstance(
  name: string,
  port: number,
  distDir: string,
  overrides: Record<string, string> = {},
): Instance {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: distDir,
    DATABASE_URL: dbUrl,
    AUTH_SECRET,
    AUTH_TRUST_HOST: "true",
    ADMIN_PASSWORD,
    BCRYPT_ROUNDS: "4",
    RESEND_API_KEY: "",
    EMAIL_DELIVERY: "outbox",
    UPLOADTHING_TOKEN: "",
    UPLOAD_DIR: path.join(runDir, "uploads"),
    W9_ENCRYPTION_KEY: "c1a5e7".padEnd(64, "0"),
    DEV_EMAILS_PAGE: "true",
    BACKGROUND_JOBS: "on",
    BACKGROUND_INTERVAL_MS: String(BACKGROUND_INTERVAL_MS),
    EMAIL_LEASE_MS: String(EMAIL_LEASE_MS),
    EMAIL_DELIVERY_LOG: deliveryLog,
    ...ONE_CLIENT_IS_EVERYONE_LIMITS,
    ...overrides,
  };
  // A restarted instance (same name) writes a log of its own: the first one's is evidence too.
  const starts = instances.filter((i) => i.name === name).length;
  const logFile = path.join(runDir, `${name}${starts > 0 ? `.restart-${starts}` : ""}.log`);
  const server = startAppServer({ port, env, logFile, detached: true });
  const instance: Instance = Object.assign(server, { name, killedAt: 0, distDir, overrides });
  instances.push(instance);
  return instance;
}

/** Resolves with the moment (ms since the epoch) the instance's process has exited. */
export const instanceExited = (instance: Instance) =>
  new Promise<number>((resolve) => {
    if (instance.exited) return resolve(Date.now());
    instance.child.once("exit", () => resolve(Date.now()));
  });

export const killInstance = (instance: Instance, signal: NodeJS.Signals) => signalServer(instance, signal);

export async function waitInstanceHealthy(instance: Instance): Promise<void> {
  try {
    await waitHealthy(instance, 60_000);
  } catch (error) {
    throw new Error(`${instance.name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

// No instance outlives the run, however it ends.
process.once("exit", () => instances.forEach((i) => killInstance(i, "SIGKILL")));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    instances.forEach((i) => killInstance(i, "SIGKILL"));
    process.exit(130);
  });
}
