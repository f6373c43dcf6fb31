import "server-only";
import { Section, Text } from "@react-email/components";
import { INVOICE_TEXTS } from "@/lib/invoices/texts.shared";
import { EmailButton, EmailLayout, Facts, textStyle } from "./layout";

export interface InvoiceEmailFacts {
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

function Lines({ lines, total }: Pick<InvoiceEmailFacts, "lines" | "total">) {
  const row = { ...textStyle, margin: "4px 0", display: "flex", justifyContent: "space-between" } as const;
  return (
    <Section style={{ margin: "12px 0" }}>
      {lines.map((line, i) => (
        <Text key={i} style={row}>
          <span>{line.label}</span> <span>{line.amount}</span>
        </Text>
      ))}
      <Text style={{ ...row, fontWeight: 700 }}>
        <span>Total due</span> <span>{total}</span>
      </Text>
    </Section>
  );
}

/** Sent when the invoice is issued: the job's on completion, the fee's on a late cancellation. */
export function InvoiceEmail(props: InvoiceEmailFacts) {
  const what =
    props.kind === "job"
      ? `your painting job of ${props.date}`
      : `the late cancellation of your appointment of ${props.date}`;
  return (
    <EmailLayout preview={`Invoice ${props.number}: ${props.total}`} title={`Invoice ${props.number}`}>
      <Text style={textStyle}>
        Hi {props.customerName}, here is your invoice for {what}. It is due on receipt.
      </Text>
      <Facts
        rows={[
          ["Invoice", props.number],
          ["Total", props.total],
          ["Due", "On receipt"],
        ]}
      />
      <Lines lines={props.lines} total={props.total} />
      <EmailButton href={props.url}>
        {props.payOnline ? "View and pay online" : "View your invoice"}
      </EmailButton>
      {!props.payOnline && <Text style={textStyle}>{INVOICE_TEXTS.payInPerson}</Text>}
    </EmailLayout>
  );
}

export interface InvoiceReminderFacts {
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
  return (
    <EmailLayout preview={`${props.due} is still due on invoice ${props.number}`} title="A friendly reminder">
      <Text style={textStyle}>
        Hi {props.customerName}, invoice {props.number} for your appointment of {props.date} was issued{" "}
        {props.days} days ago and {props.due} is still due. If you have already paid, thank you, and please
        ignore this e-mail.
      </Text>
      <EmailButton href={props.url}>
        {props.payOnline ? "View and pay online" : "View your invoice"}
      </EmailButton>
      {!props.payOnline && <Text style={textStyle}>{INVOICE_TEXTS.payInPerson}</Text>}
      {props.last && (
        <Text style={textStyle}>
          This is our last reminder. Questions about the invoice? Just reply to this e-mail.
        </Text>
      )}
    </EmailLayout>
  );
}

export interface ReceiptFacts {
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

const METHOD_WORDS: Record<string, string> = {
  card: "by card",
  cash: "in cash",
  check: "by check",
  other: "",
};

/** A payment recorded against an invoice, whoever recorded it (lib/invoices/payments.ts). */
export function ReceiptEmail(props: ReceiptFacts) {
  const paidInFull = props.due === "$0.00";
  return (
    <EmailLayout
      preview={`Receipt: ${props.amount} for invoice ${props.number}`}
      title="Thank you for your payment"
    >
      <Text style={textStyle}>
        Hi {props.customerName}, we received {props.amount} {METHOD_WORDS[props.method] ?? ""} for invoice{" "}
        {props.number}. {paidInFull ? "The invoice is paid in full." : `${props.due} is still due.`}
      </Text>
      <Facts
        rows={[
          ["Invoice", props.number],
          ["Paid", props.amount],
          ["Received", props.date],
          ["Still due", props.due],
        ]}
      />
      <EmailButton href={props.url}>View your invoice</EmailButton>
    </EmailLayout>
  );
}
