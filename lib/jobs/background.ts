import { log, serializeError } from "@/lib/log";
import { runCleanup } from "@/lib/admin/cleanup";
import { queueDueReminders } from "@/lib/bookings/reminders";
import { db } from "@/lib/db";
import { deliverDueEmails } from "@/lib/email/worker";
import { countHit } from "@/lib/security/rate-limit";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The daily cleanup runs on whichever instance first claims the day. */
async function dailyCleanup() {
  if ((await countHit(db, "job:daily-cleanup", DAY_MS)) === 1) await runCleanup(db, { actor: "system" });
}

const INTERVAL_MS = Number(process.env.BACKGROUND_INTERVAL_MS ?? 30_000);

let started = false;

/**
 * Periodic work of every app instance: reminders and e-mail delivery. All state
 * lives in Postgres and each item is claimed atomically, so running this on
 * several instances at once is safe.
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
      await deliverDueEmails(db);
      await dailyCleanup();
    } catch (error) {
      log.error("background run failed", { error: serializeError(error) });
    } finally {
      running = false;
    }
  };
  setInterval(tick, INTERVAL_MS).unref();
  setTimeout(tick, 2_000).unref();
}
