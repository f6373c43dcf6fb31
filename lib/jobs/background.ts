import "server-only";
import { log, serializeError } from "@/lib/log";
import { runDailyCleanup } from "@/lib/admin/cleanup";
import { releaseExpiredHolds } from "@/lib/bookings/holds";
import { queueDueReminders } from "@/lib/bookings/reminders";
import { db } from "@/lib/db";
import { deliverDueEmails } from "@/lib/email/worker";
import { pruneOldPushNotices, queueOverdueFallbacks } from "@/lib/push/notices";
import { deliverDuePush } from "@/lib/push/worker";
import { queueDueReviewReminders } from "@/lib/reviews/requests";
import { queueDueInvoiceReminders } from "@/lib/invoices/reminders";
import { env } from "@/lib/env";
import { countJobFailure, countJobRun } from "@/lib/metrics";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * The loop's state, in the process's global scope: instrumentation.ts starts it and its stop hook
 * stops it, and Next.js may hand them separate instances of this module.
 */
const STATE = Symbol.for("brushwise.background-jobs");
interface LoopState {
  started: boolean;
  stopped: boolean;
  timers: NodeJS.Timeout[];
  /** The runs in progress, by name. */
  current: Map<string, Promise<void>>;
}
const loop = ((globalThis as unknown as Record<symbol, LoopState>)[STATE] ??= {
  started: false,
  stopped: false,
  timers: [],
  current: new Map(),
});

/**
 * A piece of periodic work that never overlaps itself: a call while the previous one is still
 * running returns at once, and none starts once the loop is stopped. Errors are logged, never thrown.
 */
function exclusive(name: string, work: () => Promise<unknown>): () => Promise<void> {
  return async () => {
    if (loop.current.has(name) || loop.stopped) return;
    const run = (async () => {
      countJobRun(name);
      try {
        await work();
      } catch (error) {
        countJobFailure(name);
        log.error("background run failed", { job: name, error: serializeError(error) });
      }
    })().finally(() => loop.current.delete(name));
    loop.current.set(name, run);
    await run;
  };
}

/**
 * The two periodic runs of an instance, apart: e-mail delivery waits on the mail provider (up to
 * EMAIL_SEND_TIMEOUT_MS a call, RUN_BUDGET_MS a run), so during a provider outage it must not hold
 * up the reminders and the daily cleanup, nor they it. Delivery goes through `mail` (the client
 * that records this process's claims, lib/email/release.ts, so that a clean stop hands them back).
 */
export function backgroundRuns(client: PrismaClient) {
  return {
    jobs: exclusive("jobs", async () => {
      await releaseExpiredHolds(client);
      await queueDueReminders(client);
      await queueDueReviewReminders(client);
      await queueDueInvoiceReminders(client);
      if (!loop.stopped) await runDailyCleanup(client);
    }),
    delivery: exclusive("e-mail delivery", () => deliverDueEmails(client)),
    // Apart from e-mail: a push service outage must not hold up the mail, nor the mail it. The
    // notices left unconfirmed past PUSH_RECEIPT_WAIT_MS go first: their e-mails are queued and
    // their alerts still waiting are cancelled before this run would try them again.
    push: exclusive("push delivery", async () => {
      await queueOverdueFallbacks(client);
      await deliverDuePush(client);
      await pruneOldPushNotices(client);
    }),
  };
}

/**
 * Periodic work of every app instance: releasing expired holds, reminders (appointments, reviews, overdue invoices), e-mail delivery and the
 * daily cleanup. Each item of work is claimed atomically, so running this on several instances at
 * once is safe.
 */
export function startBackgroundJobs() {
  if (loop.started) return;
  loop.started = true;
  const runs = backgroundRuns(db);
  for (const run of [runs.jobs, runs.delivery, runs.push]) {
    loop.timers.push(setInterval(() => void run(), env.backgroundIntervalMs).unref());
    loop.timers.push(setTimeout(() => void run(), 2_000).unref());
  }
}

/**
 * Stops the loop (no run starts after this) and resolves when the runs in progress, if any, have
 * finished. A clean stop's first step (instrumentation.ts registers it).
 */
export async function stopBackgroundJobs(): Promise<void> {
  loop.stopped = true;
  for (const timer of loop.timers.splice(0)) clearTimeout(timer);
  await Promise.all(loop.current.values());
}
