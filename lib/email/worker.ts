import { log, serializeError } from "@/lib/log";
import type { EmailMessage, PrismaClient } from "@/lib/generated/prisma/client";
import { deliver } from "./transport";

const MAX_ATTEMPTS = 5;
/**
 * How long a claimed message stays ours before another instance may retry it
 * (an instance that dies mid-delivery holds its messages this long).
 * EMAIL_LEASE_MS overrides it; the two-instance test shortens it.
 */
const LEASE_MS = Number(process.env.EMAIL_LEASE_MS) > 0 ? Number(process.env.EMAIL_LEASE_MS) : 5 * 60_000;

const backoffMs = (attempts: number) => Math.min(60, 2 ** attempts) * 60_000;

/**
 * Claims a message for this instance: a compare-and-set on (status,
 * nextAttemptAt) as read, so only one of several app instances wins. Returns
 * the lease (the new nextAttemptAt), which identifies this claim; null when
 * another instance got there first.
 */
async function claim(db: PrismaClient, message: EmailMessage, now: Date): Promise<Date | null> {
  const lease = new Date(now.getTime() + LEASE_MS);
  const { count } = await db.emailMessage.updateMany({
    where: { id: message.id, status: message.status, nextAttemptAt: message.nextAttemptAt },
    data: { status: "sending", nextAttemptAt: lease },
  });
  return count === 1 ? lease : null;
}

/**
 * Delivers the messages that are due, with retries and exponential backoff.
 * Safe to run on every instance at once; returns how many were sent.
 */
export async function deliverDueEmails(db: PrismaClient, { now = new Date(), limit = 20 } = {}): Promise<number> {
  const due = await db.emailMessage.findMany({
    where: { status: { in: ["queued", "sending"] }, nextAttemptAt: { lte: now } },
    orderBy: { createdAt: "asc" },
    take: limit,
  });
  let sent = 0;
  for (const message of due) {
    const lease = await claim(db, message, now);
    if (!lease) continue;
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
 * One delivery kick per 100 ms per instance, however many changes arrive: each
 * run reads every due message, so overlapping runs only race to claim the same
 * outbox rows (under load that doubled the database work per booking, see
 * bench/results.md). The last change of a burst still goes out within 100 ms.
 */
const KICK_DELAY_MS = 100;
let kickPending = false;

/** Kicks delivery after a change without making the request wait for it or fail with it. */
export function deliverSoon(db: PrismaClient) {
  // Tests deliver explicitly (deliverDueEmails) so nothing runs after they end.
  if (process.env.NODE_ENV === "test" || kickPending) return;
  kickPending = true;
  setTimeout(() => {
    kickPending = false;
    deliverDueEmails(db).catch((error: unknown) => log.error("e-mail delivery run failed", { error: serializeError(error) }));
  }, KICK_DELAY_MS).unref();
}
