import "server-only";
/**
 * Overdue invoices (docs/product.md §10): an invoice is due on receipt; one still open 7 days after
 * issue is overdue, and its customer gets a reminder then and one more at 14 days, each once. Run by
 * every instance's background loop: each reminder is claimed with a conditional update in the
 * transaction that queues its e-mail, so two instances never send it twice. An invoice found past
 * 14 days with no first reminder (the loop was down) gets the second only.
 */
import { createElement } from "react";
import type { Invoice, PrismaClient } from "@/lib/generated/prisma/client";
import { emailDate } from "@/lib/email/language";
import { getT } from "@/lib/i18n/server";
import { enqueueEmail } from "@/lib/email/outbox";
import { InvoiceReminderEmail } from "@/lib/email/templates/invoice-emails";
import { paymentsOnline } from "@/lib/payments/stripe";
import { formatUsd } from "@/lib/pricing/money.shared";
import { DAY_MS, fromDbDate } from "@/lib/scheduling/dates.shared";
import { invoiceBalance } from "./balance";
import { invoiceLanguage } from "./language";
import { invoiceUrl } from "./tokens";

export const OVERDUE_AFTER_DAYS = 7;
export const SECOND_REMINDER_AFTER_DAYS = 14;
/** Per run: the rest waits for the next run, a minute later. */
const BATCH = 100;

type Round = "first" | "second";

async function remind(db: PrismaClient, invoice: Invoice, round: Round, now: Date): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const claim =
      round === "first" ? { firstReminderAt: null, secondReminderAt: null } : { secondReminderAt: null };
    const { count } = await tx.invoice.updateMany({
      where: { id: invoice.id, status: "open", ...claim },
      data:
        round === "first"
          ? { firstReminderAt: now }
          : { secondReminderAt: now, firstReminderAt: invoice.firstReminderAt ?? now },
    });
    if (count === 0) return false;
    const balance = invoiceBalance(invoice);
    const locale = await invoiceLanguage(tx, invoice);
    await enqueueEmail(tx, {
      to: invoice.billedEmail,
      subject: getT(locale, "emails")("invoiceReminder.subject", { number: invoice.number }),
      template: "invoice-reminder",
      body: createElement(InvoiceReminderEmail, {
        locale,
        customerName: invoice.billedName,
        number: invoice.number,
        date: emailDate(locale, fromDbDate(invoice.serviceDate)),
        due: formatUsd(balance.dueCents),
        days: round === "first" ? OVERDUE_AFTER_DAYS : SECOND_REMINDER_AFTER_DAYS,
        url: invoiceUrl(invoice.id, invoice.issuedAt, locale),
        payOnline: paymentsOnline(),
        last: round === "second",
      }),
    });
    return true;
  });
}

/** Queues the reminders that are due; returns how many. */
export async function queueDueInvoiceReminders(db: PrismaClient, now: Date = new Date()): Promise<number> {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  let queued = 0;
  const second = await db.invoice.findMany({
    where: { status: "open", secondReminderAt: null, issuedAt: { lte: before(SECOND_REMINDER_AFTER_DAYS) } },
    orderBy: { issuedAt: "asc" },
    take: BATCH,
  });
  for (const invoice of second) if (await remind(db, invoice, "second", now)) queued++;
  const first = await db.invoice.findMany({
    where: {
      status: "open",
      firstReminderAt: null,
      secondReminderAt: null,
      issuedAt: { lte: before(OVERDUE_AFTER_DAYS), gt: before(SECOND_REMINDER_AFTER_DAYS) },
    },
    orderBy: { issuedAt: "asc" },
    take: BATCH,
  });
  for (const invoice of first) if (await remind(db, invoice, "first", now)) queued++;
  return queued;
}
