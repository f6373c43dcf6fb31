import "server-only";
/**
 * Which channel a painter's notice takes (README → Job alerts): a painter with a subscribed
 * device gets a job alert on each device instead of the e-mail. The e-mail is kept with the notice
 * and queued after all unless a device confirms it showed the alert (its receipt,
 * lib/push/receipts.ts) within PUSH_RECEIPT_WAIT_MS, or at once when every device refuses the
 * alert (lib/push/worker.ts). A painter without a device, or a site without VAPID keys, gets the
 * e-mail as before. Written in the caller's transaction, like the e-mails.
 */
import type { DbClient } from "@/lib/db/types";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import {
  enqueueEmail,
  enqueueRenderedEmails,
  outboxInsertSql,
  renderOutgoingEmail,
  type OutgoingEmail,
  type RenderedEmail,
} from "@/lib/email/outbox";
import { log } from "@/lib/log";
import { countPushNotice } from "@/lib/metrics";
import { DAY_MS } from "@/lib/scheduling/dates.shared";
import type { PushPayload, PushUrgency } from "./payload.shared";

/**
 * How long a notice waits for a device's receipt before its e-mail goes anyway: 15 minutes. A
 * phone that is on shows a new or cancelled job's alert (urgency high) within seconds and confirms
 * it at once; the wait leaves room for the worker's first retries against a push service that is
 * briefly down (2, 4 and 8 minutes apart) and for a phone that wakes late for a normal-urgency alert. Past
 * it, a painter whose phone is off, or whose push service is down, learns of the change by e-mail
 * within a quarter of an hour instead of never (the push service keeps an alert for a phone that
 * is off for 24 hours, then drops it) or after a day of retries. The price: a phone that shows the
 * alert later still shows it, so that painter is told twice.
 */
export const PUSH_RECEIPT_WAIT_MS = 15 * 60_000;

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
      fallbackDueAt: new Date(Date.now() + PUSH_RECEIPT_WAIT_MS),
      messages: { create: devices.map((device) => ({ subscriptionId: device.id })) },
    },
  });
}

/** A painter's notice with its e-mail rendered (before the transaction that writes it: painterNoticeSql). */
export interface RenderedPainterNotice {
  contractorId: string;
  email: RenderedEmail;
  payload: PushPayload;
  urgency: PushUrgency;
}

/**
 * queueContractorNotice inside a statement of the caller's that writes once per row of `from` (a
 * CTE name), the device look-up included, so that it costs no round trip of its own
 * (lib/bookings/insert.ts). The same rows as queueContractorNotice: without VAPID keys, the e-mail,
 * which the caller adds to its own outbox insert (`emails`); with them, data-modifying CTEs
 * (`ctes`, each `, name AS (…)`) writing the e-mail for a painter without a device, else a notice
 * keeping the e-mail as its fallback and one alert per device.
 */
export function painterNoticeSql(
  notice: RenderedPainterNotice,
  from: string,
  now: Date,
): { emails: RenderedEmail[]; ctes: Prisma.Sql } {
  if (!env.webPush) return { emails: [notice.email], ctes: Prisma.empty };
  const dueAt = new Date(Date.now() + PUSH_RECEIPT_WAIT_MS);
  const email = outboxInsertSql([notice.email], from, now);
  const ctes = Prisma.sql`,
    devices AS (SELECT id FROM "PushSubscription" WHERE "contractorId" = ${notice.contractorId}::uuid),
    painter_email AS (${email} WHERE NOT EXISTS (SELECT 1 FROM devices)),
    notice AS (
      INSERT INTO "PushNotice" (id, "contractorId", payload, urgency, "fallbackEmail", "fallbackDueAt", "createdAt")
      SELECT gen_random_uuid(), ${notice.contractorId}::uuid, ${JSON.stringify(notice.payload)}::jsonb, ${notice.urgency}::text,
        ${JSON.stringify(notice.email)}::jsonb, ${dueAt}::timestamp(3), ${now}::timestamp(3)
      FROM ${Prisma.raw(from)} WHERE EXISTS (SELECT 1 FROM devices)
      RETURNING id
    ),
    alerts AS (
      INSERT INTO "PushMessage" (id, "noticeId", "subscriptionId", status, attempts, "nextAttemptAt", "createdAt")
      SELECT gen_random_uuid(), notice.id, devices.id, 'queued'::"PushStatus", 0, ${now}::timestamp(3), ${now}::timestamp(3)
      FROM notice, devices
    )`;
  return { emails: [], ctes };
}

type FallbackReason = "emailed-undelivered" | "emailed-unconfirmed";

/**
 * Queues the notice's fallback e-mail, in one transaction, if `where` (with: not received, not
 * queued before) still holds: the fallbackQueuedAt guard lets one caller through, whichever of
 * the paths below and however many instances try at once, so the e-mail goes exactly once, and
 * never after a receipt. The notice's copy of the e-mail goes (the outbox has its own, with its own
 * retention), and its alerts still waiting for an attempt are cancelled: the painter has the news,
 * and a push service that is down is not retried for a day for nothing. An alert being sent right
 * now ends as it ends; the worker cancels one claimed afterwards (lib/push/worker.ts).
 */
async function queueFallbackEmail(
  db: PrismaClient,
  noticeId: string,
  reason: FallbackReason,
  now: Date,
  where: Prisma.PushNoticeWhereInput = {},
  beforeGuard?: (tx: Prisma.TransactionClient) => Promise<boolean>,
): Promise<boolean> {
  const queued = await db.$transaction(async (tx) => {
    if (beforeGuard && !(await beforeGuard(tx))) return false;
    const { count } = await tx.pushNotice.updateMany({
      where: { ...where, id: noticeId, receivedAt: null, fallbackQueuedAt: null },
      data: { fallbackQueuedAt: now, fallbackDueAt: null },
    });
    if (count === 0) return false;
    const notice = await tx.pushNotice.findUniqueOrThrow({
      where: { id: noticeId },
      select: { fallbackEmail: true },
    });
    const email = notice.fallbackEmail as Partial<RenderedEmail>;
    if (email.to) await enqueueRenderedEmails(tx, [email as RenderedEmail]);
    // Emptied only by a receipt, which the guard excludes: never expected, but never an empty e-mail.
    else log.error("job alert's fallback e-mail missing", { pushNoticeId: noticeId });
    await tx.pushNotice.update({ where: { id: noticeId }, data: { fallbackEmail: {} } });
    await tx.pushMessage.updateMany({
      where: { noticeId, status: "queued" },
      data: { status: "cancelled", lastError: "Not delivered before the e-mail went instead" },
    });
    return true;
  });
  if (queued) countPushNotice(reason);
  return queued;
}

/**
 * Queues the notice's e-mail once none of its alerts is sent or still on its way (all gone or
 * failed for good), without waiting for PUSH_RECEIPT_WAIT_MS: no receipt can come. Run after an
 * alert's outcome is committed: of two instances settling a notice's last alerts at once, the later
 * sees both; if both do, the guard lets one through. An alert that was sent keeps the notice
 * waiting for its receipt (queueOverdueFallbacks). True when it queued the e-mail.
 */
export function fallBackToEmailIfUndelivered(db: PrismaClient, noticeId: string): Promise<boolean> {
  return queueFallbackEmail(db, noticeId, "emailed-undelivered", new Date(), {}, async (tx) => {
    const open = await tx.pushMessage.count({
      where: { noticeId, status: { in: ["queued", "sending", "sent"] } },
    });
    return open === 0;
  });
}

/**
 * The background step of every instance (lib/jobs/background.ts): queues the e-mail of each notice
 * whose PUSH_RECEIPT_WAIT_MS is over at `now` (the run's clock) without a receipt, whatever its
 * alerts did: sent but not shown (a phone that is off), still retrying (a push service that is
 * down), or failed. At most `limit` a run, oldest first. Safe on every instance at once: each
 * notice's e-mail is queued by whichever wins its guard. Returns how many it queued.
 */
export async function queueOverdueFallbacks(
  db: PrismaClient,
  { now = new Date(), limit = 100 } = {},
): Promise<number> {
  const overdue = { fallbackDueAt: { lte: now }, receivedAt: null, fallbackQueuedAt: null };
  const due = await db.pushNotice.findMany({
    where: overdue,
    orderBy: { fallbackDueAt: "asc" },
    take: limit,
    select: { id: true },
  });
  let queued = 0;
  for (const { id } of due)
    if (await queueFallbackEmail(db, id, "emailed-unconfirmed", now, overdue)) queued++;
  if (queued > 0)
    log.info("job alerts not confirmed in time: e-mails queued instead", {
      count: queued,
      waitMinutes: PUSH_RECEIPT_WAIT_MS / 60_000,
    });
  return queued;
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
