import type { EmailMessage, PrismaClient } from "@/lib/generated/prisma/client";
import { deliver } from "./transport";

const MAX_ATTEMPTS = 5;
/** How long a claimed message stays ours before another instance may retry it. */
const LEASE_MS = 5 * 60_000;

const backoffMs = (attempts: number) => Math.min(60, 2 ** attempts) * 60_000;

/** Claims a message for this instance: only one of several app instances wins. */
async function claim(db: PrismaClient, message: EmailMessage, now: Date): Promise<boolean> {
  const { count } = await db.emailMessage.updateMany({
    where: { id: message.id, status: message.status, nextAttemptAt: message.nextAttemptAt },
    data: { status: "sending", nextAttemptAt: new Date(now.getTime() + LEASE_MS) },
  });
  return count === 1;
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
    if (!(await claim(db, message, now))) continue;
    try {
      const { providerId } = await deliver(message);
      await db.emailMessage.update({ where: { id: message.id }, data: { status: "sent", sentAt: new Date(), providerId, lastError: null } });
      sent++;
    } catch (error) {
      const attempts = message.attempts + 1;
      await db.emailMessage.update({
        where: { id: message.id },
        data: {
          attempts,
          lastError: error instanceof Error ? error.message : String(error),
          status: attempts >= MAX_ATTEMPTS ? "failed" : "queued",
          nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
        },
      });
      console.error(`[email] delivery of ${message.id} failed (attempt ${attempts}):`, error);
    }
  }
  return sent;
}

/** Kicks delivery after a change without making the request wait for it or fail with it. */
export function deliverSoon(db: PrismaClient) {
  // Tests deliver explicitly (deliverDueEmails) so nothing runs after they end.
  if (process.env.NODE_ENV === "test") return;
  setTimeout(() => {
    deliverDueEmails(db).catch((error: unknown) => console.error("[email] delivery run failed:", error));
  }, 0);
}
