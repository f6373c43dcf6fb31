import type { EmailMessage } from "@/lib/generated/prisma/client";
import type { EmailAttachment } from "./outbox";

export interface DeliveryResult {
  providerId: string;
}

const DEFAULT_FROM = "BrushWise Painting <bookings@brushwisepainting.com>";

/**
 * Resend when RESEND_API_KEY is set. Without it the message is only logged:
 * it stays readable in the outbox (and at /dev/emails when enabled).
 */
export async function deliver(message: EmailMessage): Promise<DeliveryResult> {
  const key = process.env.RESEND_API_KEY;
  if (!key) {
    console.log(`[email] (no RESEND_API_KEY: kept in the outbox) to=${message.to} subject="${message.subject}" id=${message.id}`);
    return { providerId: "outbox" };
  }
  const { Resend } = await import("resend");
  const attachments = (message.attachments as EmailAttachment[] | null) ?? [];
  const { data, error } = await new Resend(key).emails.send({
    from: process.env.EMAIL_FROM || DEFAULT_FROM,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    attachments: attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
    headers: { "X-Entity-Ref-ID": message.id },
  });
  if (error || !data) throw new Error(error?.message ?? "Resend returned no id");
  return { providerId: data.id };
}
