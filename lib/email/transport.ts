import "server-only";
import { log } from "@/lib/log";
import { appendFileSync } from "node:fs";
import { env } from "@/lib/env";
import type { EmailMessage } from "@/lib/generated/prisma/client";
import type { EmailAttachment } from "./outbox";

export interface DeliveryResult {
  providerId: string;
}

/**
 * Without RESEND_API_KEY, and with EMAIL_DELIVERY_LOG set to a file path, each
 * delivery is also appended to that file as one JSON line (message id, process
 * id, time): a record of what would have been sent, which the two-instance test
 * counts to prove every e-mail goes out exactly once. One small O_APPEND write
 * per line, so several processes can share the file.
 */
function recordDevDelivery(message: EmailMessage) {
  const file = env.emailDeliveryLog;
  if (!file) return;
  const line = JSON.stringify({
    id: message.id,
    template: message.template,
    to: message.to,
    pid: process.pid,
    at: new Date().toISOString(),
  });
  appendFileSync(file, `${line}\n`);
}

/**
 * Resend when RESEND_API_KEY is set. Without it the message is only logged
 * (and recorded in EMAIL_DELIVERY_LOG when set): it stays readable in the
 * outbox (and at /dev/emails when enabled).
 */
export async function deliver(message: EmailMessage): Promise<DeliveryResult> {
  const key = env.resendApiKey;
  if (!key) {
    recordDevDelivery(message);
    log.info("e-mail kept in the outbox (no RESEND_API_KEY)", { emailId: message.id });
    return { providerId: "outbox" };
  }
  const { Resend } = await import("resend");
  const attachments = (message.attachments as EmailAttachment[] | null) ?? [];
  // The outbox id as idempotency key: should a crash between Resend's answer
  // and marking the message sent make an instance retry it, Resend still sends
  // it only once (keys are kept 24 hours).
  const { data, error } = await new Resend(key).emails.send(
    {
      from: env.emailFrom,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: attachments.map((a) => ({
        filename: a.filename,
        content: a.content,
        contentType: a.contentType,
      })),
      headers: { "X-Entity-Ref-ID": message.id },
    },
    { idempotencyKey: `email-message/${message.id}` },
  );
  if (error || !data) throw new Error(error?.message ?? "Resend returned no id");
  return { providerId: data.id };
}
