import type { ReactElement } from "react";
import { render, toPlainText } from "@react-email/render";
import type { DbClient } from "@/lib/db/types";

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export interface OutgoingEmail {
  to: string;
  subject: string;
  template: string;
  body: ReactElement;
  attachments?: EmailAttachment[];
}

/**
 * Writes an e-mail to the outbox (in the caller's transaction, so it exists
 * exactly when the change it reports does). The worker delivers it later.
 */
export async function enqueueEmail(db: DbClient, email: OutgoingEmail) {
  // One React render: the plain text is derived from its HTML, exactly as
  // render(body, { plainText: true }) would do after rendering a second time
  // (this runs inside booking transactions, where every millisecond holds locks).
  const html = await render(email.body);
  const text = toPlainText(html);
  return db.emailMessage.create({
    data: {
      to: email.to,
      subject: email.subject,
      template: email.template,
      html,
      text,
      attachments: email.attachments ? email.attachments.map((a) => ({ ...a })) : undefined,
    },
  });
}

export function icsAttachment(ics: string, filename = "appointment.ics"): EmailAttachment {
  return { filename, contentType: "text/calendar; charset=utf-8", content: Buffer.from(ics, "utf8").toString("base64") };
}
