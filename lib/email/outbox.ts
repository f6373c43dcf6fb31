import "server-only";
import type { ReactElement } from "react";
import type { DbClient } from "@/lib/db/types";
import { renderEmail } from "./render";

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
 * Writes e-mails to the outbox (in the caller's transaction, so they exist
 * exactly when the change they report does), all in one statement. The
 * worker delivers them later.
 */
export async function enqueueEmails(db: DbClient, emails: OutgoingEmail[]) {
  const data = await Promise.all(
    emails.map(async (email) => {
      const { html, text } = await renderEmail(email.body);
      return {
        to: email.to,
        subject: email.subject,
        template: email.template,
        html,
        text,
        attachments: email.attachments ? email.attachments.map((a) => ({ ...a })) : undefined,
      };
    }),
  );
  if (data.length > 0) await db.emailMessage.createMany({ data });
}

export function enqueueEmail(db: DbClient, email: OutgoingEmail) {
  return enqueueEmails(db, [email]);
}

export function icsAttachment(ics: string, filename = "appointment.ics"): EmailAttachment {
  return {
    filename,
    contentType: "text/calendar; charset=utf-8",
    content: Buffer.from(ics, "utf8").toString("base64"),
  };
}
