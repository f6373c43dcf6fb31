import "server-only";
import { log, serializeError } from "@/lib/log";
import { runDailyCleanup } from "@/lib/admin/cleanup";
import { queueDueReminders } from "@/lib/bookings/reminders";
import { db } from "@/lib/db";
import { deliverDueEmails } from "@/lib/email/worker";
import { queueDueReviewReminders } from "@/lib/reviews/requests";
import { env } from "@/lib/env";

let started = false;

/**
 * Periodic work of every app instance: reminders (appointments, reviews), e-mail delivery and the
 * daily cleanup. All state lives in Postgres and each item is claimed
 * atomically, so running this on several instances at once is safe.
 */
export function startBackgroundJobs() {
  if (started) return;
  started = true;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await queueDueReminders(db);
      await queueDueReviewReminders(db);
      await deliverDueEmails(db);
      await runDailyCleanup(db);
    } catch (error) {
      log.error("background run failed", { error: serializeError(error) });
    } finally {
      running = false;
    }
  };
  setInterval(tick, env.backgroundIntervalMs).unref();
  setTimeout(tick, 2_000).unref();
}
