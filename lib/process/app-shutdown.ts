import "server-only";
import { db, disconnectDb } from "@/lib/db";
import { releaseClaimedEmails, stopClaiming, waitForHeldClaims } from "@/lib/email/release";
import { stopBackgroundJobs } from "@/lib/jobs/background";
import { log, serializeError } from "@/lib/log";
import { registerShutdownHook, SHUTDOWN_PHASE } from "./shutdown.mjs";

/**
 * The app's part of a clean stop, registered at start-up (instrumentation.ts) into the process's
 * shutdown registry, which server.mjs runs after the requests in flight are done:
 *   1. jobs:     no new e-mail claims, the background loop stops and its run in progress ends;
 *                deliveries under way get until 1 s before the deadline to write their outcome;
 *   2. release:  the e-mails still claimed go back to `queued`, due now (lib/email/release.ts);
 *   3. database: the pool closes.
 * server.mjs bounds every step by the deadline (SHUTDOWN_TIMEOUT_MS) and exits at it regardless,
 * database or not.
 */
export function registerAppShutdownHooks() {
  registerShutdownHook("background jobs", SHUTDOWN_PHASE.jobs, async ({ deadline }) => {
    stopClaiming();
    await stopBackgroundJobs();
    await waitForHeldClaims(Math.max(0, deadline - Date.now() - 1_000));
  });
  registerShutdownHook("e-mail claims", SHUTDOWN_PHASE.release, async () => {
    try {
      const released = await releaseClaimedEmails(db);
      if (released > 0) log.info("shutdown: claimed e-mails handed back", { released });
    } catch (error) {
      log.error("shutdown: could not hand back the claimed e-mails", { error: serializeError(error) });
      throw error;
    }
  });
  registerShutdownHook("database", SHUTDOWN_PHASE.database, () => disconnectDb());
}
