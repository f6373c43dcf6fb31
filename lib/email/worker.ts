import "server-only";
import { log, serializeError } from "@/lib/log";
import { env } from "@/lib/env";
import type { EmailMessage, PrismaClient } from "@/lib/generated/prisma/client";
import { deliver } from "./transport";

const MAX_ATTEMPTS = 5;
/**
 * How long a claimed message stays ours before another instance may retry it
 * (an instance that dies mid-delivery holds its messages this long).
 * EMAIL_LEASE_MS overrides it; the two-instance test shortens it.
 */
const LEASE_MS = env.emailLeaseMs;

const backoffMs = (attempts: number) => Math.min(60, 2 ** attempts) * 60_000;

/**
 * Claims up to `limit` due messages for this instance in one statement and
 * returns them, oldest first. Rows another instance is claiming right now are
 * skipped (SKIP LOCKED), and a claimed row is no longer due (its
 * nextAttemptAt becomes our lease), so instances never claim the same message.
 */
async function claimDue(db: PrismaClient, now: Date, limit: number): Promise<EmailMessage[]> {
  const lease = new Date(now.getTime() + LEASE_MS);
  const claimed = await db.$queryRaw<EmailMessage[]>`
    UPDATE "EmailMessage" SET status = 'sending', "nextAttemptAt" = ${lease}
    WHERE id IN (
      SELECT id FROM "EmailMessage"
      WHERE status IN ('queued', 'sending') AND "nextAttemptAt" <= ${now}
      ORDER BY "createdAt" LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *`;
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * Delivers the messages that are due, with retries and exponential backoff.
 * Safe to run on every instance at once; returns how many were sent.
 */
export async function deliverDueEmails(
  db: PrismaClient,
  { now = new Date(), limit = 20 } = {},
): Promise<number> {
  const claimed = await claimDue(db, now, limit);
  let sent = 0;
  for (const message of claimed) {
    const lease = message.nextAttemptAt;
    try {
      const { providerId } = await deliver(message);
      // Delivered: mark it sent even if our lease ran out meanwhile (never send it again).
      await db.emailMessage.updateMany({
        where: { id: message.id, status: { not: "sent" } },
        data: { status: "sent", sentAt: new Date(), providerId, lastError: null },
      });
      sent++;
    } catch (error) {
      const attempts = message.attempts + 1;
      // Only while the claim is still ours: after the lease ran out another
      // instance may have re-claimed and sent it, which must not be undone.
      await db.emailMessage.updateMany({
        where: { id: message.id, status: "sending", nextAttemptAt: lease },
        data: {
          attempts,
          lastError: error instanceof Error ? error.message : String(error),
          status: attempts >= MAX_ATTEMPTS ? "failed" : "queued",
          nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
        },
      });
      log.warn("e-mail delivery failed", { emailId: message.id, attempts, error: serializeError(error) });
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

/** Kicks delivery after a change without making the request wait for it or fail with it. */
export function deliverSoon(db: PrismaClient) {
  // Tests deliver explicitly (deliverDueEmails) so nothing runs after they end.
  if (env.isTest || kickPending) return;
  kickPending = true;
  setTimeout(() => {
    kickPending = false;
    deliverDueEmails(db).catch((error: unknown) =>
      log.error("e-mail delivery run failed", { error: serializeError(error) }),
    );
  }, KICK_DELAY_MS).unref();
}
