import "server-only";
/**
 * Delivers job alerts from the PushMessage outbox, on the e-mail outbox's machinery
 * (lib/email/worker.ts): the same claim (SKIP LOCKED, lease), retry schedule and run budget, and
 * the same hand-back on a clean stop (lib/email/release.ts).
 */
import { env } from "@/lib/env";
import type { PrismaClient, PushMessage } from "@/lib/generated/prisma/client";
import { log, serializeError } from "@/lib/log";
import { countPushDelivery } from "@/lib/metrics";
import { noteSettled } from "@/lib/email/release";
import { DeliveryError } from "@/lib/email/transport";
import { afterFailure, claimDue, RUN_BUDGET_MS } from "@/lib/email/worker";
import { fallBackToEmailIfUndelivered } from "./notices";
import type { PushPayload, PushUrgency } from "./payload.shared";
import { sendPush } from "./send";

type Outcome = "sent" | "gone" | "retry" | "failed";

/**
 * One alert's attempt, its outcome written (only while the claim is still ours, as for e-mail);
 * an alert that ends undelivered may queue its notice's e-mail.
 */
async function attempt(db: PrismaClient, message: PushMessage, clock: () => Date): Promise<Outcome> {
  const lease = message.nextAttemptAt;
  const ours = { id: message.id, status: "sending" as const, nextAttemptAt: lease };
  const row = await db.pushMessage.findUnique({
    where: { id: message.id },
    include: { notice: { select: { payload: true, urgency: true } }, subscription: true },
  });
  let outcome: Outcome;
  try {
    const vapid = env.webPush;
    if (!row?.subscription) {
      // The device unsubscribed (or was found gone by another alert) after this was queued.
      outcome = "gone";
      await db.pushMessage.updateMany({
        where: ours,
        data: { status: "gone", lastError: "No longer subscribed" },
      });
    } else if (!vapid) {
      throw new DeliveryError("Job alerts are off (no VAPID keys)", "permanent");
    } else {
      const payload = row.notice.payload as unknown as PushPayload;
      const result = await sendPush(row.subscription, payload, row.notice.urgency as PushUrgency, vapid);
      outcome = result;
      if (result === "sent") {
        // Delivered: marked sent even if our lease ran out meanwhile (never send it again).
        await db.pushMessage.updateMany({
          where: { id: message.id, status: { not: "sent" } },
          data: { status: "sent", sentAt: new Date(), lastError: null },
        });
        await db.pushSubscription.updateMany({
          where: { id: row.subscription.id },
          data: { lastSuccessAt: new Date() },
        });
        // Delivered: the fallback e-mail (the customer's name and address) will never be needed.
        await db.pushNotice.updateMany({ where: { id: message.noticeId }, data: { fallbackEmail: {} } });
      } else {
        await db.pushMessage.updateMany({
          where: ours,
          data: { status: "gone", lastError: "The push service no longer knows this device" },
        });
        // Its other queued alerts find no subscription and end "gone" too.
        await db.pushSubscription.deleteMany({ where: { id: row.subscription.id } });
      }
    }
  } catch (error) {
    const next = afterFailure(message, error, clock());
    await db.pushMessage.updateMany({ where: ours, data: next });
    outcome = next.status === "failed" ? "failed" : "retry";
    log[outcome === "failed" ? "error" : "warn"](
      outcome === "failed" ? "job alert failed for good" : "job alert delivery failed",
      {
        pushMessageId: message.id,
        attempts: next.attempts,
        nextAttemptAt: next.nextAttemptAt.toISOString(),
        error: serializeError(error),
      },
    );
  }
  noteSettled([message.id]);
  countPushDelivery(outcome);
  if (outcome === "gone" || outcome === "failed") await fallBackToEmailIfUndelivered(db, message.noticeId);
  return outcome;
}

/**
 * Delivers the job alerts that are due, with retries and backoff, within RUN_BUDGET_MS. Safe on
 * every instance at once; returns how many were sent. `now` is the run's clock (tests move it).
 */
export async function deliverDuePush(
  db: PrismaClient,
  { now = new Date(), limit = 20, budgetMs = RUN_BUDGET_MS } = {},
): Promise<number> {
  const started = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - started));
  const claimed = await claimDue<PushMessage>(db, now, limit, "PushMessage");
  let sent = 0;
  for (const [index, message] of claimed.entries()) {
    if (Date.now() - started >= budgetMs) {
      // Out of time: give the rest back, due at once, for the next run (here or elsewhere).
      const rest = claimed.slice(index).map((m) => m.id);
      await db.pushMessage.updateMany({
        where: { id: { in: rest }, status: "sending", nextAttemptAt: message.nextAttemptAt },
        data: { status: "queued", nextAttemptAt: clock() },
      });
      noteSettled(rest);
      break;
    }
    if ((await attempt(db, message, clock)) === "sent") sent++;
  }
  return sent;
}
