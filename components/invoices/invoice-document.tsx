import { badgeVariants } from "@/components/ui/badge-variants";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import type { InvoiceView } from "@/lib/invoices/view";
import { INVOICE_TEXTS } from "@/lib/invoices/texts.shared";
import { siteConfig } from "@/lib/site.shared";

const STATUS_BADGE = {
  paid: { text: INVOICE_TEXTS.paid, variant: "success" },
  open: { text: INVOICE_TEXTS.open, variant: "default" },
  void: { text: INVOICE_TEXTS.void, variant: "secondary" },
} as const;

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "font-semibold" : ""}`}>
      <dt>{label}</dt>
      <dd className="text-right whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * An issued invoice as its customer sees it through the e-mailed link: a server-rendered page that
 * works before any script runs. The Pay button is a plain form post (the checkout route answers
 * with a redirect to Stripe's hosted page), so it works on a slow phone too. A page of the light group
 * (bench/size-budget.json): the UI kit's classes, never tailwind-merge.
 */
export function InvoiceDocument({
  invoice,
  payAction,
  notice = null,
}: {
  invoice: InvoiceView;
  payAction: string;
  /** What happened at Stripe's page: a payment being confirmed, or checkout unavailable. */
  notice?: { text: string; tone: "status" | "alert" } | null;
}) {
  const badge = STATUS_BADGE[invoice.status];
  return (
    <Card>
      <CardHeader className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold">Invoice {invoice.number}</h1>
          <span className={badgeVariants({ variant: badge.variant })} data-testid="invoice-status">
            {badge.text}
          </span>
        </div>
        <p className="text-sm text-muted-foreground">
          {siteConfig.name} · issued {invoice.issuedOn} · {INVOICE_TEXTS.dueOnReceipt.toLowerCase()}
        </p>
      </CardHeader>
      <CardContent className="space-y-5">
        {notice && (
          <p
            role={notice.tone}
            className={`rounded-lg border p-3 text-sm font-medium ${notice.tone === "alert" ? "border-destructive/30 bg-destructive/5" : "border-primary/30 bg-primary/5"}`}
          >
            {notice.text}
          </p>
        )}
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Billed to</dt>
            <dd>
              {invoice.billedName}
              <br />
              {invoice.billedAddress}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              {invoice.kind === "job" ? "Painting job of" : "Appointment of"}
            </dt>
            <dd>{invoice.serviceDate}</dd>
          </div>
        </dl>
        <hr className="border-border" />
        <section aria-labelledby="invoice-lines">
          <h2 id="invoice-lines" className="sr-only">
            What you are charged for
          </h2>
          <dl className="space-y-2 text-sm">
            {invoice.lines
              .filter((line) => line.kind !== "tax" && line.kind !== "adjustment")
              .map((line, i) => (
                <Row key={i} label={line.label} value={line.amount} />
              ))}
            <hr className="border-border" />
            <Row label="Subtotal" value={invoice.subtotal} />
            {invoice.tax && (
              <Row
                label={invoice.lines.find((l) => l.kind === "tax")?.label ?? "Sales tax"}
                value={invoice.tax}
              />
            )}
            {/* The back office's price changes, tax included as entered (docs/product.md §10). */}
            {invoice.lines
              .filter((line) => line.kind === "adjustment")
              .map((line, i) => (
                <Row key={`adjustment-${i}`} label={line.label} value={line.amount} />
              ))}
            <Row label="Total" value={invoice.total} strong />
            {invoice.creditNotes.map((note) => (
              <Row
                key={note.number}
                label={`Credit note ${note.number}: ${note.reason}`}
                value={`−${note.amount}`}
              />
            ))}
            {invoice.payments.map((payment, i) => (
              <Row
                key={i}
                label={`Paid by ${payment.method.toLowerCase()}, ${payment.on}${payment.refunded ? ` (${payment.refunded} refunded)` : ""}`}
                value={`−${payment.amount}`}
              />
            ))}
            <hr className="border-border" />
            <Row label="Amount due" value={invoice.due} strong />
          </dl>
        </section>
        {invoice.status === "paid" && invoice.paidOn && (
          <p
            className="rounded-lg border border-success/30 bg-success/10 p-3 text-sm font-medium"
            role="status"
          >
            Paid in full on {invoice.paidOn}. Thank you!
          </p>
        )}
        {invoice.dueCents > 0 && !invoice.payOnline && (
          <p className="rounded-lg bg-muted p-3 text-sm">{INVOICE_TEXTS.payInPerson}</p>
        )}
      </CardContent>
      {invoice.payOnline && (
        <CardFooter className="flex-col items-stretch gap-2 sm:flex-row sm:items-center">
          <form method="post" action={payAction}>
            <Button type="submit" className="w-full sm:w-auto">
              Pay {invoice.due} by card
            </Button>
          </form>
          <p className="text-xs text-muted-foreground">
            You pay on Stripe&apos;s secure page; your card details never reach us.
          </p>
        </CardFooter>
      )}
    </Card>
  );
}
