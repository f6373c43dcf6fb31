import "server-only";
/**
 * Which channel a painter's notice takes (README → Job alerts): a painter with a subscribed
 * device gets a job alert on each device instead of the e-mail; the e-mail is queued only if no
 * device accepts the alert (lib/push/worker.ts). A painter without one, or a site without VAPID
 * keys, gets the e-mail as before. Written in the caller's transaction, like the e-mails.
 */
import type { DbClient } from "@/lib/db/types";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import {
  enqueueEmail,
  enqueueRenderedEmails,
  renderOutgoingEmail,
  type OutgoingEmail,
  type RenderedEmail,
} from "@/lib/email/outbox";
import { DAY_MS } from "@/lib/scheduling/dates.shared";
import type { PushPayload, PushUrgency } from "./payload.shared";

export async function queueContractorNotice(
  db: DbClient,
  notice: { contractorId: string; email: OutgoingEmail; payload: PushPayload; urgency: PushUrgency },
) {
  const devices = env.webPush
    ? await db.pushSubscription.findMany({
        where: { contractorId: notice.contractorId },
        select: { id: true },
      })
    : [];
  if (devices.length === 0) return enqueueEmail(db, notice.email);
  const fallback = await renderOutgoingEmail(notice.email);
  await db.pushNotice.create({
    data: {
      contractorId: notice.contractorId,
      payload: { ...notice.payload },
      urgency: notice.urgency,
      fallbackEmail: { ...fallback },
      messages: { create: devices.map((device) => ({ subscriptionId: device.id })) },
    },
  });
}

/**
 * Queues the notice's e-mail once none of its alerts is sent or still on its way (all gone or
 * failed for good). Run after an alert's outcome is committed: of two instances settling a notice's
 * last alerts at once, the later sees both; if both do, the fallbackQueuedAt guard lets one through.
 * True when it queued the e-mail.
 */
export async function fallBackToEmailIfUndelivered(db: PrismaClient, noticeId: string): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const open = await tx.pushMessage.count({
      where: { noticeId, status: { in: ["queued", "sending", "sent"] } },
    });
    if (open > 0) return false;
    const { count } = await tx.pushNotice.updateMany({
      where: { id: noticeId, fallbackQueuedAt: null },
      data: { fallbackQueuedAt: new Date() },
    });
    if (count === 0) return false;
    const notice = await tx.pushNotice.findUniqueOrThrow({
      where: { id: noticeId },
      select: { fallbackEmail: true },
    });
    await enqueueRenderedEmails(tx, [notice.fallbackEmail as unknown as RenderedEmail]);
    // The outbox has its copy now (and its own retention): this one goes.
    await tx.pushNotice.update({ where: { id: noticeId }, data: { fallbackEmail: {} } });
    return true;
  });
}

/**
 * Old alerts go after RETENTION_SENT_EMAIL_DAYS, like the e-mails they replaced (README →
 * Retention); one still on its way is never removed from under its worker. At most `limit` a call:
 * the push delivery run calls it every tick, so a backlog goes in small steps.
 */
export async function pruneOldPushNotices(db: PrismaClient, now = new Date(), limit = 500): Promise<number> {
  const before = new Date(now.getTime() - env.retentionDays("RETENTION_SENT_EMAIL_DAYS") * DAY_MS);
  const old = await db.pushNotice.findMany({
    where: { createdAt: { lt: before }, messages: { none: { status: { in: ["queued", "sending"] } } } },
    select: { id: true },
    take: limit,
  });
  if (old.length === 0) return 0;
  const { count } = await db.pushNotice.deleteMany({ where: { id: { in: old.map((n) => n.id) } } });
  return count;
}
