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
import type { DeliveredPushPayload, PushPayload, PushUrgency } from "./payload.shared";
import { pushReceiptToken } from "./receipts";
import { sendPush } from "./send";

type Outcome = "sent" | "gone" | "retry" | "failed" | "cancelled";

/**
 * One alert's attempt, its outcome written (only while the claim is still ours, as for e-mail);
 * an alert that ends undelivered may queue its notice's e-mail. One whose notice was e-mailed
 * meanwhile is cancelled instead (lib/push/notices.ts: it was claimed before the e-mail went, or
 * handed back by a stopping instance).
 */
async function attempt(db: PrismaClient, message: PushMessage, clock: () => Date): Promise<Outcome> {
  const lease = message.nextAttemptAt;
  const ours = { id: message.id, status: "sending" as const, nextAttemptAt: lease };
  const row = await db.pushMessage.findUnique({
    where: { id: message.id },
    include: {
      notice: { select: { payload: true, urgency: true, fallbackQueuedAt: true } },
      subscription: true,
    },
  });
  let outcome: Outcome;
  try {
    const vapid = env.webPush;
    if (row?.notice.fallbackQueuedAt) {
      outcome = "cancelled";
      await db.pushMessage.updateMany({
        where: ours,
        data: { status: "cancelled", lastError: "Not delivered before the e-mail went instead" },
      });
    } else if (!row?.subscription) {
      // The device unsubscribed (or was found gone by another alert) after this was queued.
      outcome = "gone";
      await db.pushMessage.updateMany({
        where: ours,
        data: { status: "gone", lastError: "No longer subscribed" },
      });
    } else if (!vapid) {
      throw new DeliveryError("Job alerts are off (no VAPID keys)", "permanent");
    } else {
      // Each delivery carries the receipt its service worker posts back once it has shown it.
      const payload: DeliveredPushPayload = {
        ...(row.notice.payload as unknown as PushPayload),
        receipt: pushReceiptToken(message.noticeId, clock()),
      };
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
        // Taken by the push service, not yet shown: the notice keeps its fallback e-mail until a
        // device's receipt comes (lib/push/receipts.ts) or PUSH_RECEIPT_WAIT_MS is over.
      } else {
        await db.pushMessage.updateMany({
          where: ours,
          data: {
            status: "gone",
            lastError: "The push service refused this device for good (unsubscribed, or other VAPID keys)",
          },
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
  if (outcome === "cancelled") return outcome;
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
