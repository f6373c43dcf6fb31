import "server-only";
/** The receipt e-mail of a payment, queued in the transaction that records it (./payments.ts). */
import { createElement } from "react";
import type { Invoice, Payment } from "@/lib/generated/prisma/client";
import type { DbClient } from "@/lib/db/types";
import { enqueueEmail } from "@/lib/email/outbox";
import { ReceiptEmail } from "@/lib/email/templates/invoice-emails";
import { emailDate } from "@/lib/email/language";
import { getT } from "@/lib/i18n/server";
import { decimalToCents, formatUsd } from "@/lib/pricing/money.shared";
import { todayInNewYork } from "@/lib/scheduling/dates.shared";
import type { Balance } from "./balance";
import { invoiceLanguage } from "./language";
import { invoiceUrl } from "./tokens";

export async function queueReceipt(tx: DbClient, invoice: Invoice, payment: Payment, balance: Balance) {
  const locale = await invoiceLanguage(tx, invoice);
  await enqueueEmail(tx, {
    to: invoice.billedEmail,
    subject: getT(locale, "emails")("receipt.subject", { number: invoice.number }),
    template: "payment-receipt",
    body: createElement(ReceiptEmail, {
      locale,
      customerName: invoice.billedName,
      number: invoice.number,
      amount: formatUsd(decimalToCents(payment.amount)),
      method: payment.method,
      date: emailDate(locale, todayInNewYork(payment.receivedAt)),
      due: formatUsd(balance.dueCents),
      url: invoiceUrl(invoice.id, invoice.issuedAt, locale),
    }),
  });
}
