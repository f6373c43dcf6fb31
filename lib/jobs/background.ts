import "server-only";
import { log, serializeError } from "@/lib/log";
import { runDailyCleanup } from "@/lib/admin/cleanup";
import { queueDueReminders } from "@/lib/bookings/reminders";
import { db } from "@/lib/db";
import { outboxDb } from "@/lib/email/release";
import { deliverDueEmails } from "@/lib/email/worker";
import { queueDueReviewReminders } from "@/lib/reviews/requests";
import { env } from "@/lib/env";

/**
 * The loop's state, in the process's global scope: instrumentation.ts starts it and its stop hook
 * stops it, and Next.js may hand them separate instances of this module.
 */
const STATE = Symbol.for("brushwise.background-jobs");
interface LoopState {
  started: boolean;
  stopped: boolean;
  timers: NodeJS.Timeout[];
  /** The run in progress, if any. */
  current?: Promise<void>;
}
const loop = ((globalThis as unknown as Record<symbol, LoopState>)[STATE] ??= {
  started: false,
  stopped: false,
  timers: [],
});

/**
 * Periodic work of every app instance: reminders (appointments, reviews), e-mail delivery and the
 * daily cleanup. All state lives in Postgres and each item is claimed
 * atomically, so running this on several instances at once is safe.
 */
export function startBackgroundJobs() {
  if (loop.started) return;
  loop.started = true;
  const tick = async () => {
    if (loop.current || loop.stopped) return;
    loop.current = (async () => {
      try {
        await queueDueReminders(db);
        await queueDueReviewReminders(db);
        if (!loop.stopped) await deliverDueEmails(outboxDb);
        if (!loop.stopped) await runDailyCleanup(db);
      } catch (error) {
        log.error("background run failed", { error: serializeError(error) });
      }
    })().finally(() => (loop.current = undefined));
  };
  loop.timers.push(setInterval(() => void tick(), env.backgroundIntervalMs).unref());
  loop.timers.push(setTimeout(() => void tick(), 2_000).unref());
}

/**
 * Stops the loop (no run starts after this) and resolves when the run in progress, if any, has
 * finished. A clean stop's first step (instrumentation.ts registers it).
 */
export async function stopBackgroundJobs(): Promise<void> {
  loop.stopped = true;
  for (const timer of loop.timers.splice(0)) clearTimeout(timer);
  await loop.current;
}
