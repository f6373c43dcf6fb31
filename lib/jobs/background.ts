import "server-only";
import { log, serializeError } from "@/lib/log";
import { runDailyCleanup } from "@/lib/admin/cleanup";
import { queueDueReminders } from "@/lib/bookings/reminders";
import { db } from "@/lib/db";
import { deliverDueEmails } from "@/lib/email/worker";
import { queueDueReviewReminders } from "@/lib/reviews/requests";
import { env } from "@/lib/env";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * A piece of periodic work that never overlaps itself: a call while the previous one is still
 * running returns at once. Errors are logged, never thrown.
 */
function exclusive(name: string, work: () => Promise<unknown>): () => Promise<void> {
  let running = false;
  return async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (error) {
      log.error("background run failed", { job: name, error: serializeError(error) });
    } finally {
      running = false;
    }
  };
}

/**
 * The two periodic runs of an instance, apart: e-mail delivery waits on the mail provider (up to
 * EMAIL_SEND_TIMEOUT_MS a call, RUN_BUDGET_MS a run), so during a provider outage it must not hold
 * up the reminders and the daily cleanup, nor they it.
 */
export function backgroundRuns(client: PrismaClient) {
  return {
    jobs: exclusive("jobs", async () => {
      await queueDueReminders(client);
      await queueDueReviewReminders(client);
      await runDailyCleanup(client);
    }),
    delivery: exclusive("e-mail delivery", () => deliverDueEmails(client)),
  };
}

let started = false;

/**
 * Periodic work of every app instance: reminders (appointments, reviews), e-mail delivery and the
 * daily cleanup. All state lives in Postgres and each item is claimed
 * atomically, so running this on several instances at once is safe.
 */
export function startBackgroundJobs() {
  if (started) return;
  started = true;
  const runs = backgroundRuns(db);
  for (const run of [runs.jobs, runs.delivery]) {
    setInterval(run, env.backgroundIntervalMs).unref();
    setTimeout(run, 2_000).unref();
  }
}
