import { badgeVariants } from "@/components/ui/badge-variants";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import type { InvoiceView } from "@/lib/invoices/view";
import { INTL_LOCALE, type Locale } from "@/lib/i18n/locales.shared";
import { getT, type ServerTranslator } from "@/lib/i18n/server";
import { knownRoomTypeLabel } from "@/lib/format.shared";
import { siteConfig } from "@/lib/site.shared";

const STATUS_VARIANT = { paid: "success", open: "default", void: "secondary" } as const;

type InvoiceText = ServerTranslator<"invoicePage">;

/**
 * A line as issued (its label stored in English) in the page's language: the room lines and the
 * pricing's own lines are translated; a name the customer or the office wrote stays as written.
 */
function lineLabel(t: InvoiceText, tq: ServerTranslator<"quote">, locale: Locale, label: string): string {
  if (locale === "en") return label;
  if (label === "Minimum job size, paint and extras") return t("lines.extras");
  const tax = /^(?:Tax|Sales tax) \(([^)]*)\)$/.exec(label);
  if (tax) return t("lines.tax", { rate: tax[1]! });
  if (label === "Sales tax") return t("salesTax");
  const room = /^(.+) (\d+)$/.exec(label);
  const type = room && ROOM_KEYS[room[1]!];
  if (room && type) return t("lines.room", { room: tq(`roomTypes.${type}`), number: room[2]! });
  if (room && room[1] === "Other Room") return tq("review.lines.otherRoom", { number: room[2]! });
  return label;
}

/** The pricing's English room names (lib/format.shared.ts) → the quote namespace's keys. */
const ROOM_KEYS: Record<
  string,
  "bedroom" | "livingRoom" | "kitchen" | "bathroom" | "diningRoom" | "office" | "hallway"
> = {
  [knownRoomTypeLabel("bedroom")!]: "bedroom",
  [knownRoomTypeLabel("living-room")!]: "livingRoom",
  [knownRoomTypeLabel("kitchen")!]: "kitchen",
  [knownRoomTypeLabel("bathroom")!]: "bathroom",
  [knownRoomTypeLabel("dining-room")!]: "diningRoom",
  [knownRoomTypeLabel("office")!]: "office",
  [knownRoomTypeLabel("hallway")!]: "hallway",
};

/** A New York calendar date (YYYY-MM-DD) as the page's language writes it; English as the view wrote it. */
function day(locale: Locale, iso: string, english: string): string {
  if (locale === "en") return english;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
}

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
  locale = "en",
}: {
  invoice: InvoiceView;
  payAction: string;
  /** What happened at Stripe's page: a payment being confirmed, or checkout unavailable. */
  notice?: { text: string; tone: "status" | "alert" } | null;
  /** The page's language: its labels, dates and the issued lines' names. Amounts are the same. */
  locale?: Locale;
}) {
  const t = getT(locale, "invoicePage");
  const tq = getT(locale, "quote");
  const badge = { text: t(`statuses.${invoice.status}`), variant: STATUS_VARIANT[invoice.status] };
  return (
    <Card>
      <CardHeader className="space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h1 className="text-2xl font-bold">{t("title", { number: invoice.number })}</h1>
          <span className={badgeVariants({ variant: badge.variant })} data-testid="invoice-status">
            {badge.text}
          </span>
        </div>
        <p className="text-sm text-muted-foreground">
          {t("issued", {
            company: siteConfig.name,
            date: day(locale, invoice.days.issued, invoice.issuedOn),
            due: t("dueOnReceipt"),
          })}
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
            <dt className="text-muted-foreground">{t("billedTo")}</dt>
            <dd>
              {invoice.billedName}
              <br />
              {invoice.billedAddress}
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              {invoice.kind === "job" ? t("jobOf") : t("appointmentOf")}
            </dt>
            <dd>{day(locale, invoice.days.service, invoice.serviceDate)}</dd>
          </div>
        </dl>
        <hr className="border-border" />
        <section aria-labelledby="invoice-lines">
          <h2 id="invoice-lines" className="sr-only">
            {t("chargedFor")}
          </h2>
          <dl className="space-y-2 text-sm">
            {invoice.lines
              .filter((line) => line.kind !== "tax" && line.kind !== "adjustment")
              .map((line, i) => (
                <Row key={i} label={lineLabel(t, tq, locale, line.label)} value={line.amount} />
              ))}
            <hr className="border-border" />
            <Row label={t("subtotal")} value={invoice.subtotal} />
            {invoice.tax && (
              <Row
                label={lineLabel(
                  t,
                  tq,
                  locale,
                  invoice.lines.find((l) => l.kind === "tax")?.label ?? t("salesTax"),
                )}
                value={invoice.tax}
              />
            )}
            {/* The back office's price changes, tax included as entered (docs/product.md §10). */}
            {invoice.lines
              .filter((line) => line.kind === "adjustment")
              .map((line, i) => (
                <Row key={`adjustment-${i}`} label={line.label} value={line.amount} />
              ))}
            <Row label={t("total")} value={invoice.total} strong />
            {invoice.creditNotes.map((note) => (
              <Row
                key={note.number}
                label={t("creditNote", { number: note.number, reason: note.reason })}
                value={`−${note.amount}`}
              />
            ))}
            {invoice.payments.map((payment, i) => (
              <Row
                key={i}
                label={t(payment.refunded ? "paidByRefunded" : "paidBy", {
                  method: t(`methods.${payment.methodKey}`),
                  date: day(locale, payment.day, payment.on),
                  refunded: payment.refunded ?? "",
                })}
                value={`−${payment.amount}`}
              />
            ))}
            <hr className="border-border" />
            <Row label={t("amountDue")} value={invoice.due} strong />
          </dl>
        </section>
        {invoice.status === "paid" && invoice.paidOn && (
          <p
            className="rounded-lg border border-success/30 bg-success/10 p-3 text-sm font-medium"
            role="status"
          >
            {t("paidInFull", {
              date: invoice.days.paid ? day(locale, invoice.days.paid, invoice.paidOn) : invoice.paidOn,
            })}
          </p>
        )}
        {invoice.dueCents > 0 && !invoice.payOnline && (
          <p className="rounded-lg bg-muted p-3 text-sm">{t("payInPerson")}</p>
        )}
      </CardContent>
      {invoice.payOnline && (
        <CardFooter className="flex-col items-stretch gap-2 sm:flex-row sm:items-center">
          <form method="post" action={payAction}>
            <Button type="submit" className="w-full sm:w-auto">
              {t("pay", { amount: invoice.due })}
            </Button>
          </form>
          <p className="text-xs text-muted-foreground">{t("stripeNote")}</p>
        </CardFooter>
      )}
    </Card>
  );
}
