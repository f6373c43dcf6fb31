import "server-only";
/**
 * Starts this production instance's page-change listener (instrumentation.ts): a peer's change
 * refreshes the pages through this process's own route (lib/pages/internal-request.ts), then empties
 * the page cache once more, for an answer Next.js rendered while the route ran. While it listens,
 * the public data the API answers from memory is kept (lib/pages/public-data.ts); a change forgets it.
 */
import { env } from "@/lib/env";
import { registerShutdownHook, SHUTDOWN_PHASE } from "@/lib/process/shutdown.mjs";
import { requestRefreshHere } from "./internal-request";
import { listenForPageChanges } from "./page-change-listener";
import { forgetPublicData, keepPublicData } from "./public-data";
import { clearPageCache } from "./public-pages";

/** How often the listener's connection is checked (a silent database is noticed within this). */
const CHECK_EVERY_MS = 15_000;

export function startPageChangeListener(): void {
  const databaseUrl = env.databaseUrl;
  if (!databaseUrl) return;
  const listener = listenForPageChanges({
    databaseUrl,
    connectTimeoutMs: env.databaseConnectTimeoutMs,
    checkTimeoutMs: env.databaseConnectTimeoutMs,
    checkEveryMs: CHECK_EVERY_MS,
    onListening: keepPublicData,
    async onChange() {
      forgetPublicData();
      await requestRefreshHere(5_000);
      clearPageCache();
    },
  });
  registerShutdownHook("page-change listener", SHUTDOWN_PHASE.jobs, () => listener.stop());
}
