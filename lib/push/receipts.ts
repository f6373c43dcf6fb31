import "server-only";
/**
 * Job alert receipts (README → Job alerts). "Sent" only means a push service took the alert: it
 * keeps it PUSH_TTL_SECONDS for a phone that is off, then drops it. So each delivery carries a
 * receipt token, and the painter's service worker posts it back once it has shown the notification
 * (lib/pwa/push-receipt.shared.ts → POST /api/push-receipts). The first receipt marks the notice
 * received: its fallback e-mail will not go (lib/push/notices.ts), and the copy it kept (the
 * customer's name and address) is emptied.
 *
 * The token names the notice, signed for the purpose "push-receipt" (lib/security/signed-token.ts,
 * as every link and token of the app): unguessable without AUTH_SECRET, nothing to store, and a
 * made-up one is refused before the database is asked. It only ever travels encrypted for the
 * painter's device (RFC 8291), and all it can do is say "shown".
 */
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/http/errors";
import { log } from "@/lib/log";
import { countPushNotice } from "@/lib/metrics";
import { signToken, verifyToken } from "@/lib/security/signed-token";
import { z } from "@/lib/validations/zod.shared";
import { MAX_RECEIPT_TOKEN_LENGTH } from "./payload.shared";
import { PUSH_TTL_SECONDS } from "./send";

/**
 * A receipt is good this long after its delivery: the push service drops an alert it could not
 * deliver within PUSH_TTL_SECONDS, and the hour leaves the phone time to post after showing it.
 */
export const RECEIPT_VALID_MS = PUSH_TTL_SECONDS * 1000 + 60 * 60_000;

const claimsSchema = z.object({ n: z.uuid() });

/** The receipt token of one delivery of `noticeId`, made at `sentAt`. */
export const pushReceiptToken = (noticeId: string, sentAt: Date) =>
  signToken("push-receipt", { n: noticeId }, sentAt.getTime() + RECEIPT_VALID_MS);

/** What the service worker posts. */
export const pushReceiptSchema = z.object({
  token: z
    .string({
      error: (issue) => (issue.input === undefined ? "token is required" : "token must be a string"),
    })
    .min(1, "token is required")
    .max(MAX_RECEIPT_TOKEN_LENGTH, `token must be at most ${MAX_RECEIPT_TOKEN_LENGTH} characters`),
});

export const UNKNOWN_RECEIPT = "This job alert receipt is not one of ours, or it has expired";

/**
 * Records a receipt (the route has counted it against the caller's address first). Refuses a token
 * we did not sign, signed for another purpose, or expired (404); a genuine one is accepted whether
 * it is the notice's first receipt, a repeat (another device, a retry) or its notice has been
 * removed since: the first one wins, the rest change nothing. At most two one-row updates.
 */
export async function recordPushReceipt(db: PrismaClient, input: unknown, now = new Date()): Promise<void> {
  const { token } = pushReceiptSchema.parse(input);
  const claims = claimsSchema.safeParse(verifyToken("push-receipt", token, now));
  if (!claims.success) throw notFound(UNKNOWN_RECEIPT);
  const noticeId = claims.data.n;
  // Received in time: the fallback e-mail never goes, and its copy is not kept.
  const received = { receivedAt: now, fallbackDueAt: null, fallbackEmail: {} };
  const inTime = await db.pushNotice.updateMany({
    where: { id: noticeId, receivedAt: null, fallbackQueuedAt: null },
    data: received,
  });
  if (inTime.count > 0) {
    countPushNotice("received");
    return;
  }
  // After its e-mail went (the phone was off longer than the wait): recorded, for the metric that
  // says whether PUSH_RECEIPT_WAIT_MS is too short.
  const late = await db.pushNotice.updateMany({ where: { id: noticeId, receivedAt: null }, data: received });
  if (late.count > 0) {
    countPushNotice("received-late");
    log.info("job alert shown after its e-mail went", { pushNoticeId: noticeId });
  }
}
