import "server-only";
import { audit } from "@/lib/admin/audit";
import { env } from "@/lib/env";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { conflict, notFound } from "@/lib/http/errors";
import { parseId } from "@/lib/http/ids";
import type { Jsonified } from "@/lib/http/json";

/** The newest failed messages the back office lists; older ones stay in the outbox table. */
export const FAILED_EMAILS_SHOWN = 50;

/**
 * Undelivered mail for the back office: the messages that failed for good (a permanent
 * refusal by the provider, or 24 hours of retries), newest first, with their error; how many are
 * being retried right now (an outage in progress); how many are held in the outbox
 * (EMAIL_DELIVERY=outbox) and how mail leaves.
 */
export async function failedEmails(db: PrismaClient) {
  const [failed, retrying, held] = await Promise.all([
    db.emailMessage.findMany({
      where: { status: "failed" },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: FAILED_EMAILS_SHOWN,
      select: {
        id: true,
        to: true,
        subject: true,
        template: true,
        attempts: true,
        lastError: true,
        createdAt: true,
        resentAt: true,
      },
    }),
    db.emailMessage.count({ where: { status: { in: ["queued", "sending"] }, lastError: { not: null } } }),
    db.emailMessage.count({ where: { status: "held" } }),
  ]);
  return { delivery: env.emailDelivery, failed, retrying, held };
}

export type FailedEmailsDto = Jsonified<Awaited<ReturnType<typeof failedEmails>>>;
export type FailedEmailDto = FailedEmailsDto["failed"][number];

/**
 * Puts a failed (or held) message back in the queue, due now, as a new run of attempts: 24 hours
 * of retries again, under a new idempotency key (lib/email/transport.ts), so the provider sends it
 * even if it refused or lost the earlier one. Only failed and held messages: a queued or sent one
 * answers 409, so a double click cannot send a message twice.
 */
export async function resendEmail(db: PrismaClient, rawId: string, now: Date = new Date()) {
  const id = parseId(rawId, "Invalid e-mail ID");
  return db.$transaction(async (tx) => {
    const before = await tx.emailMessage.findUnique({
      where: { id },
      select: { status: true, attempts: true, lastError: true },
    });
    if (!before) throw notFound("E-mail not found");
    const { count } = await tx.emailMessage.updateMany({
      where: { id, status: { in: ["failed", "held"] } },
      data: {
        status: "queued",
        attempts: 0,
        lastError: null,
        nextAttemptAt: now,
        firstAttemptAt: null,
        resentAt: now,
      },
    });
    if (count === 0)
      throw conflict(`This e-mail is ${before.status}, not failed: there is nothing to resend.`);
    await audit(tx, {
      action: "email.resend",
      entity: "EmailMessage",
      entityId: id,
      before,
      after: { status: "queued" },
    });
    return { id, status: "queued" as const };
  });
}
