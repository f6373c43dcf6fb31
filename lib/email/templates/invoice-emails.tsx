import "server-only";
import { Section, Text } from "@react-email/components";
import type { Locale } from "@/lib/i18n/locales.shared";
import { getT } from "@/lib/i18n/server";
import { EmailButton, EmailLayout, Facts, textStyle } from "./layout";

/** The customer's language (the booking's), English unless given. */
interface InReadersLanguage {
  locale?: Locale;
}

const texts = (props: InReadersLanguage) => getT(props.locale ?? "en", "emails");

export interface InvoiceEmailFacts extends InReadersLanguage {
  customerName: string;
  number: string;
  kind: "job" | "cancellation_fee";
  /** The appointment's date, e.g. "Tuesday, December 1" */
  date: string;
  lines: { label: string; amount: string }[];
  total: string;
  url: string;
  /** Stripe is set up: the page has a Pay button */
  payOnline: boolean;
}

function Lines({ lines, total, locale }: Pick<InvoiceEmailFacts, "lines" | "total" | "locale">) {
  const row = { ...textStyle, margin: "4px 0", display: "flex", justifyContent: "space-between" } as const;
  return (
    <Section style={{ margin: "12px 0" }}>
      {lines.map((line, i) => (
        <Text key={i} style={row}>
          <span>{line.label}</span> <span>{line.amount}</span>
        </Text>
      ))}
      <Text style={{ ...row, fontWeight: 700 }}>
        <span>{texts({ locale })("invoice.totalDue")}</span> <span>{total}</span>
      </Text>
    </Section>
  );
}

/** The invoice page's button and, without online payment, how to pay instead. */
function PayButton({ url, payOnline, locale }: { url: string; payOnline: boolean; locale?: Locale }) {
  const t = texts({ locale });
  return (
    <>
      <EmailButton href={url}>{payOnline ? t("invoice.payOnline") : t("invoice.view")}</EmailButton>
      {!payOnline && <Text style={textStyle}>{t("invoice.payInPerson")}</Text>}
    </>
  );
}

/** Sent when the invoice is issued: the job's on completion, the fee's on a late cancellation. */
export function InvoiceEmail(props: InvoiceEmailFacts) {
  const t = texts(props);
  const intro = props.kind === "job" ? "invoice.introJob" : "invoice.introFee";
  return (
    <EmailLayout
      locale={props.locale}
      preview={t("invoice.preview", { number: props.number, total: props.total })}
      title={t("invoice.title", { number: props.number })}
    >
      <Text style={textStyle}>{t(intro, { name: props.customerName, date: props.date })}</Text>
      <Facts
        rows={[
          [t("invoice.invoice"), props.number],
          [t("invoice.total"), props.total],
          [t("invoice.due"), t("invoice.onReceipt")],
        ]}
      />
      <Lines lines={props.lines} total={props.total} locale={props.locale} />
      <PayButton url={props.url} payOnline={props.payOnline} locale={props.locale} />
    </EmailLayout>
  );
}

export interface InvoiceReminderFacts extends InReadersLanguage {
  customerName: string;
  number: string;
  /** The appointment's date */
  date: string;
  /** What is still due, e.g. "$412.00" */
  due: string;
  /** Days since the invoice was issued */
  days: number;
  url: string;
  payOnline: boolean;
  /** The second and last reminder */
  last: boolean;
}

/** The overdue reminders, 7 and 14 days after issue (lib/invoices/reminders.ts). */
export function InvoiceReminderEmail(props: InvoiceReminderFacts) {
  const t = texts(props);
  return (
    <EmailLayout
      locale={props.locale}
      preview={t("invoiceReminder.preview", { due: props.due, number: props.number })}
      title={t("invoiceReminder.title")}
    >
      <Text style={textStyle}>
        {t("invoiceReminder.body", {
          name: props.customerName,
          number: props.number,
          date: props.date,
          days: props.days,
          due: props.due,
        })}
      </Text>
      <PayButton url={props.url} payOnline={props.payOnline} locale={props.locale} />
      {props.last && <Text style={textStyle}>{t("invoiceReminder.last")}</Text>}
    </EmailLayout>
  );
}

export interface ReceiptFacts extends InReadersLanguage {
  customerName: string;
  number: string;
  /** e.g. "$412.50" */
  amount: string;
  /** "card", "cash", "check" or "other" */
  method: string;
  /** The day it was received, e.g. "Tuesday, December 1" */
  date: string;
  /** What is still due, e.g. "$0.00" */
  due: string;
  url: string;
}

/** A payment recorded against an invoice, whoever recorded it (lib/invoices/payments.ts). */
export function ReceiptEmail(props: ReceiptFacts) {
  const t = texts(props);
  const paidInFull = props.due === "$0.00";
  return (
    <EmailLayout
      locale={props.locale}
      preview={t("receipt.preview", { amount: props.amount, number: props.number })}
      title={t("receipt.title")}
    >
      <Text style={textStyle}>
        {t("receipt.body", {
          name: props.customerName,
          amount: props.amount,
          method: props.method,
          number: props.number,
        })}{" "}
        {paidInFull ? t("receipt.paidInFull") : t("receipt.stillDue", { due: props.due })}
      </Text>
      <Facts
        rows={[
          [t("receipt.invoice"), props.number],
          [t("receipt.paid"), props.amount],
          [t("receipt.received"), props.date],
          [t("receipt.stillDueLabel"), props.due],
        ]}
      />
      <EmailButton href={props.url}>{t("invoice.view")}</EmailButton>
    </EmailLayout>
  );
}
