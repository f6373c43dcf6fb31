import "server-only";
import { log, serializeError } from "@/lib/log";
import { env } from "@/lib/env";
import { Prisma, type EmailMessage, type PrismaClient } from "@/lib/generated/prisma/client";
import { countEmailDelivery } from "@/lib/metrics";
import { claimingAllowed, noteClaimed, noteSettled } from "./release";
import { DeliveryError, deliver } from "./transport";

/**
 * How long a claimed message stays ours before another instance may retry it
 * (an instance that dies mid-delivery holds its messages this long).
 * EMAIL_LEASE_MS overrides it; the two-instance test shortens it.
 */
const LEASE_MS = () => env.emailLeaseMs;

/**
 * Retries go on this long after a message's first attempt, then it is `failed` (the back office
 * lists it; the admin can resend it). Resend keeps an idempotency key 24 hours: every retry in
 * this window carries the message's key, so one whose earlier attempt did get through (a
 * timeout after the send) is not delivered twice. The last attempt is due a minute before the
 * window closes.
 */
export const RETRY_WINDOW_MS = 24 * 60 * 60_000;
const LAST_ATTEMPT_BEFORE_WINDOW_END_MS = 60_000;

/**
 * 2, 4, 8, 16, 32 minutes, then hourly: about 28 attempts in the 24 hours (EMAIL_RETRY_BASE_MS, a
 * minute, is the unit: the two-instance test runs the same schedule in milliseconds).
 */
export const backoffMs = (attempts: number, unitMs = env.emailRetryBaseMs) =>
  Math.min(60, 2 ** attempts) * unitMs;

/**
 * One run delivers for at most this long: the messages it claimed but has not started by then go
 * back to the queue at once (due now), so a provider that hangs every call until
 * EMAIL_SEND_TIMEOUT_MS cannot keep a run (or its claims) going for long.
 */
export const RUN_BUDGET_MS = 60_000;

/** The outbox tables the worker's claim serves: e-mails, and job alerts (lib/push/worker.ts). */
export type OutboxTable = "EmailMessage" | "PushMessage";

/**
 * Claims up to `limit` due messages of `table` for this instance in one statement and
 * returns them, oldest first. Rows another instance is claiming right now are
 * skipped (SKIP LOCKED), and a claimed row is no longer due (its
 * nextAttemptAt becomes our lease), so instances never claim the same message.
 * The first claim of a run of attempts starts its retry window (firstAttemptAt).
 */
export async function claimDue<Row extends { id: string; nextAttemptAt: Date; createdAt: Date }>(
  db: PrismaClient,
  now: Date,
  limit: number,
  table: OutboxTable,
): Promise<Row[]> {
  // A stop has begun: what is due waits for another instance (lib/email/release.ts).
  if (!claimingAllowed()) return [];
  const lease = new Date(now.getTime() + LEASE_MS());
  // The name comes from the closed list above, never from input.
  const name = Prisma.raw(`"${table}"`);
  const claimed = await db.$queryRaw<Row[]>`
    UPDATE ${name}
       SET status = 'sending', "nextAttemptAt" = ${lease}, "firstAttemptAt" = COALESCE("firstAttemptAt", ${now})
    WHERE id IN (
      SELECT id FROM ${name}
      WHERE status IN ('queued', 'sending') AND "nextAttemptAt" <= ${now}
      ORDER BY "createdAt" LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *`;
  noteClaimed(claimed);
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** What becomes of a message whose attempt failed at `at`. */
export function afterFailure(
  message: Pick<EmailMessage, "attempts" | "firstAttemptAt">,
  error: unknown,
  at: Date,
): { status: "queued" | "failed"; attempts: number; lastError: string; nextAttemptAt: Date } {
  const reason = error instanceof Error ? error.message : String(error);
  if (error instanceof DeliveryError && error.kind === "rate-limited") {
    // The provider refused to look at it: wait as long as it asks, without spending an attempt.
    return {
      status: "queued",
      attempts: message.attempts,
      lastError: reason,
      nextAttemptAt: new Date(at.getTime() + (error.retryAfterMs ?? 60_000)),
    };
  }
  const attempts = message.attempts + 1;
  if (error instanceof DeliveryError && error.kind === "permanent") {
    return { status: "failed", attempts, lastError: reason, nextAttemptAt: at };
  }
  const lastAttemptAt =
    (message.firstAttemptAt ?? at).getTime() + RETRY_WINDOW_MS - LAST_ATTEMPT_BEFORE_WINDOW_END_MS;
  if (at.getTime() >= lastAttemptAt) {
    return {
      status: "failed",
      attempts,
      lastError: `Gave up after 24 hours of retries (${attempts} attempts). Last error: ${reason}`,
      nextAttemptAt: at,
    };
  }
  return {
    status: "queued",
    attempts,
    lastError: reason,
    nextAttemptAt: new Date(Math.min(at.getTime() + backoffMs(attempts), lastAttemptAt)),
  };
}

/**
 * Delivers the messages that are due, with retries and backoff (above), within RUN_BUDGET_MS.
 * Safe to run on every instance at once; returns how many were sent. `now` is the run's clock
 * (tests move it); the time spent in the run is added to it.
 */
export async function deliverDueEmails(
  db: PrismaClient,
  { now = new Date(), limit = 20, budgetMs = RUN_BUDGET_MS } = {},
): Promise<number> {
  const started = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - started));
  const claimed = await claimDue<EmailMessage>(db, now, limit, "EmailMessage");
  let sent = 0;
  for (const [index, message] of claimed.entries()) {
    const lease = message.nextAttemptAt;
    if (Date.now() - started >= budgetMs) {
      // Out of time: give the rest back, due at once, for the next run (here or elsewhere).
      const rest = claimed.slice(index).map((m) => m.id);
      await db.emailMessage.updateMany({
        where: { id: { in: rest }, status: "sending", nextAttemptAt: lease },
        data: { status: "queued", nextAttemptAt: clock() },
      });
      noteSettled(rest);
      break;
    }
    try {
      const result = await deliver(message);
      // Delivered: mark it sent even if our lease ran out meanwhile (never send it again).
      await db.emailMessage.updateMany({
        where: { id: message.id, status: { not: "sent" } },
        data:
          result.outcome === "sent"
            ? { status: "sent", sentAt: new Date(), providerId: result.providerId, lastError: null }
            : { status: "held", lastError: null },
      });
      noteSettled([message.id]);
      countEmailDelivery(result.outcome === "sent" ? "sent" : "held");
      if (result.outcome === "sent") sent++;
    } catch (error) {
      const next = afterFailure(message, error, clock());
      // Only while the claim is still ours: after the lease ran out another
      // instance may have re-claimed and sent it, which must not be undone.
      await db.emailMessage.updateMany({
        where: { id: message.id, status: "sending", nextAttemptAt: lease },
        data: next,
      });
      noteSettled([message.id]);
      countEmailDelivery(next.status === "failed" ? "failed" : "retry");
      const level = next.status === "failed" ? "error" : "warn";
      log[level](next.status === "failed" ? "e-mail delivery failed for good" : "e-mail delivery failed", {
        emailId: message.id,
        attempts: next.attempts,
        nextAttemptAt: next.nextAttemptAt.toISOString(),
        error: serializeError(error),
      });
    }
  }
  return sent;
}

/**
 * One delivery kick per 100 ms per instance, however many changes arrive: a
 * burst of bookings is then claimed in one statement instead of one claim per
 * booking (see bench/results.md). The last change of a burst still goes out
 * within 100 ms.
 */
const KICK_DELAY_MS = 100;
let kickPending = false;

/** Kicks delivery (e-mails and job alerts) after a change without making the request wait for it or fail with it. */
export function deliverSoon(db: PrismaClient) {
  // Tests deliver explicitly (deliverDueEmails) so nothing runs after they end.
  if (env.isTest || kickPending) return;
  kickPending = true;
  setTimeout(() => {
    kickPending = false;
    deliverDueEmails(db).catch((error: unknown) =>
      log.error("e-mail delivery run failed", { error: serializeError(error) }),
    );
    // The same changes queue job alerts (lib/push): loaded here, not imported above, because the
    // push worker builds on this module.
    import("@/lib/push/worker")
      .then(({ deliverDuePush }) => deliverDuePush(db))
      .catch((error: unknown) =>
        log.error("job alert delivery run failed", { error: serializeError(error) }),
      );
  }, KICK_DELAY_MS).unref();
}
