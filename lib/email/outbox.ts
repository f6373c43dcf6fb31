import "server-only";
import type { ReactElement } from "react";
import type { DbClient } from "@/lib/db/types";
import { Prisma } from "@/lib/generated/prisma/client";
import { renderEmail } from "./render";

// Type aliases, not interfaces: stored as JSON (an attachment list; a job alert's fallback e-mail).
export type EmailAttachment = {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
};

export interface OutgoingEmail {
  to: string;
  subject: string;
  template: string;
  body: ReactElement;
  attachments?: EmailAttachment[];
}

/** An e-mail rendered as the outbox stores it (a job alert keeps one as its fallback: lib/push/notices.ts). */
export type RenderedEmail = {
  to: string;
  subject: string;
  template: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
};

export async function renderOutgoingEmail(email: OutgoingEmail): Promise<RenderedEmail> {
  const { html, text } = await renderEmail(email.body);
  return {
    to: email.to,
    subject: email.subject,
    template: email.template,
    html,
    text,
    attachments: email.attachments ? email.attachments.map((a) => ({ ...a })) : undefined,
  };
}

/** Rendered e-mails into the outbox, in one statement. */
export async function enqueueRenderedEmails(db: DbClient, emails: RenderedEmail[]) {
  if (emails.length > 0) await db.emailMessage.createMany({ data: emails.map((e) => ({ ...e })) });
}

/**
 * Writes e-mails to the outbox (in the caller's transaction, so they exist
 * exactly when the change they report does), all in one statement. The
 * worker delivers them later.
 */
export async function enqueueEmails(db: DbClient, emails: OutgoingEmail[]) {
  await enqueueRenderedEmails(db, await Promise.all(emails.map(renderOutgoingEmail)));
}

/**
 * enqueueRenderedEmails as the body of a data-modifying CTE: the e-mails are written once per row of
 * `from` (a CTE name: no row, no e-mail), so a change and the e-mails reporting it go to the outbox
 * in one statement, rendered before its transaction (lib/bookings/insert.ts). The columns the
 * outbox fills by default are set as the model's defaults would set them, at `now`.
 */
export function outboxInsertSql(emails: RenderedEmail[], from: string, now: Date): Prisma.Sql {
  const rows = emails.map(
    (e) =>
      Prisma.sql`(${e.to}::text, ${e.subject}::text, ${e.html}::text, ${e.text}::text, ${
        e.attachments ? JSON.stringify(e.attachments) : null
      }::jsonb, ${e.template}::text)`,
  );
  return Prisma.sql`
    INSERT INTO "EmailMessage" (id, "to", subject, html, text, attachments, template, status, attempts, "nextAttemptAt", "createdAt")
    SELECT gen_random_uuid(), m."to", m.subject, m.html, m.text, m.attachments, m.template, 'queued'::"EmailStatus", 0, ${now}::timestamp(3), ${now}::timestamp(3)
    FROM ${Prisma.raw(from)}, (VALUES ${Prisma.join(rows)}) AS m("to", subject, html, text, attachments, template)`;
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
