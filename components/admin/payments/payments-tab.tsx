"use client";

import { DownloadIcon } from "lucide-react";
import { useState } from "react";
import { LoadError } from "@/components/dashboard/list-state";
import { SectionHeader } from "@/components/admin/back-office/section-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatCents } from "@/lib/format.shared";
import { useAdminResource } from "../admin-api";
import { NETWORK_ERROR } from "../messages";
import { PagedList, usePagedList } from "../paged-list";
import {
  FILTER_LABELS,
  invoicesCsvUrl,
  invoicesListUrl,
  statusText,
  type AdminInvoice,
  type InvoiceFilter,
  type MonthTotals,
} from "./invoice-list";
import { CreditNoteDialog } from "./credit-note-dialog";
import { PainterPayouts } from "./painter-payouts";
import { RecordPaymentDialog } from "./record-payment-dialog";
import { RefundDialog } from "./refund-dialog";

const isTotals = (data: unknown): data is { months: MonthTotals[] } =>
  typeof data === "object" && data !== null && Array.isArray((data as { months?: unknown }).months);

const monthLabel = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleDateString("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });

function MonthlyTotals({ reloadKey }: { reloadKey: number }) {
  const { resource } = useAdminResource(`/api/admin/invoices/totals?v=${reloadKey}`, { accept: isTotals });
  if (resource.status !== "ready") return null;
  const months = resource.data.months.slice(0, 6);
  if (months.length === 0) return null;
  return (
    <section aria-labelledby="payments-months" className="overflow-x-auto rounded-xl border">
      <h3 id="payments-months" className="px-4 pt-3 text-sm font-semibold">
        Totals per month
      </h3>
      <table className="w-full text-sm">
        <thead className="text-left text-muted-foreground">
          <tr>
            <th className="px-4 py-2 font-medium">Month</th>
            <th className="px-4 py-2 text-right font-medium">Invoices</th>
            <th className="px-4 py-2 text-right font-medium">Invoiced</th>
            <th className="px-4 py-2 text-right font-medium">Collected</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month} className="border-t">
              <td className="px-4 py-2">{monthLabel(m.month)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{m.invoices}</td>
              <td className="px-4 py-2 text-right tabular-nums">{formatCents(m.invoicedCents)}</td>
              <td className="px-4 py-2 text-right tabular-nums">{formatCents(m.collectedCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The books (docs/product.md §10): invoices newest first, by status or by number, e-mail or name, a
 * page at a time; what each still owes; the month's totals; the CSV for the accountant; and
 * "Record payment" for money received by hand.
 */
export function PaymentsTab() {
  const [filter, setFilter] = useState<InvoiceFilter>("all");
  const [q, setQ] = useState("");
  const [version, setVersion] = useState(0);
  const [paying, setPaying] = useState<AdminInvoice | null>(null);
  const [crediting, setCrediting] = useState<AdminInvoice | null>(null);
  const [refunding, setRefunding] = useState<AdminInvoice | null>(null);
  const changed = () => setVersion((n) => n + 1);
  const page = usePagedList<"invoices", AdminInvoice>({
    key: "invoices",
    url: (cursor) => invoicesListUrl(filter, q, cursor),
    reloadKey: version,
  });

  return (
    <section aria-labelledby="payments-heading" className="space-y-4">
      <SectionHeader
        headingId="payments-heading"
        title="Payments"
        description="Every invoice, newest first: what is open, overdue and paid. Payments by card arrive by themselves."
      >
        <Button asChild variant="outline">
          <a href={invoicesCsvUrl(filter, q)} download>
            <DownloadIcon aria-hidden />
            Export CSV
          </a>
        </Button>
      </SectionHeader>

      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(String(new FormData(event.currentTarget).get("q") ?? ""));
          page.reset();
        }}
      >
        <div className="space-y-1">
          <Label htmlFor="payments-filter">Show</Label>
          <select
            id="payments-filter"
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as InvoiceFilter);
              page.reset();
            }}
            className="h-10 w-full rounded-md border bg-background px-3 text-sm sm:w-56"
          >
            {Object.entries(FILTER_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="flex-1 space-y-1">
          <Label htmlFor="payments-search">Invoice number, e-mail or name</Label>
          <Input id="payments-search" name="q" maxLength={100} placeholder="BW-2026-000123" />
        </div>
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>

      <div className="grid gap-4 lg:grid-cols-2">
        <MonthlyTotals reloadKey={version} />
        <PainterPayouts />
      </div>

      <PagedList
        list={page}
        noun={["invoice", "invoices"]}
        pagerLabel="Invoices pages"
        skeletons={["h-12 w-full", "h-12 w-full", "h-12 w-full"]}
        skeletonsClassName="space-y-2"
        failure={(failure, retry) => (
          <LoadError onRetry={retry}>
            <p className="text-sm text-destructive">
              The invoices could not be loaded.{" "}
              {failure.httpStatus > 0 ? (failure.error ?? "") : NETWORK_ERROR}
            </p>
          </LoadError>
        )}
      >
        {(invoices, busy) =>
          invoices.length === 0 ? (
            <p className="rounded-xl border p-6 text-center text-sm text-muted-foreground">
              No invoices here.
            </p>
          ) : (
            <ul aria-labelledby="payments-heading" aria-busy={busy} className="divide-y rounded-xl border">
              {invoices.map((invoice) => (
                <li
                  key={invoice.id}
                  className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0 space-y-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      {invoice.number}
                      <Badge
                        variant={
                          invoice.status === "paid"
                            ? "success"
                            : invoice.overdue
                              ? "destructive"
                              : "secondary"
                        }
                      >
                        {statusText(invoice)}
                      </Badge>
                      {invoice.kind === "cancellation_fee" && (
                        <Badge variant="outline">Cancellation fee</Badge>
                      )}
                    </p>
                    <p className="truncate text-sm text-muted-foreground">
                      {invoice.customerName} · {invoice.email}
                      {invoice.painter ? ` · ${invoice.painter}` : ""}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      Issued{" "}
                      {new Date(invoice.issuedAt).toLocaleDateString("en-US", {
                        timeZone: "America/New_York",
                      })}
                    </p>
                  </div>
                  <div className="flex items-center justify-between gap-4 sm:justify-end">
                    <dl className="text-right text-sm tabular-nums">
                      <div>
                        <dt className="sr-only">Total</dt>
                        <dd>{formatCents(invoice.totalCents)}</dd>
                      </div>
                      <div className={invoice.dueCents ? "font-semibold" : "text-muted-foreground"}>
                        <dt className="inline">Due </dt>
                        <dd className="inline">{formatCents(invoice.dueCents)}</dd>
                      </div>
                    </dl>
                    <div className="flex flex-col gap-2">
                      {invoice.dueCents > 0 && (
                        <Button
                          variant="outline"
                          className="min-h-11"
                          onClick={() => setPaying(invoice)}
                          aria-label={`Record payment for ${invoice.number}`}
                        >
                          Record payment
                        </Button>
                      )}
                      {invoice.payments.some((p) => p.amountCents > p.refundedCents) && (
                        <Button
                          variant="ghost"
                          className="min-h-11"
                          onClick={() => setRefunding(invoice)}
                          aria-label={`Refund on ${invoice.number}`}
                        >
                          Refund
                        </Button>
                      )}
                      {invoice.totalCents > invoice.creditedCents && (
                        <Button
                          variant="ghost"
                          className="min-h-11"
                          onClick={() => setCrediting(invoice)}
                          aria-label={`Credit note for ${invoice.number}`}
                        >
                          Credit note
                        </Button>
                      )}
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </PagedList>

      <RecordPaymentDialog
        invoice={paying}
        onOpenChange={(open) => !open && setPaying(null)}
        onRecorded={() => {
          setPaying(null);
          changed();
        }}
      />
      <RefundDialog
        invoice={refunding}
        onOpenChange={(open) => !open && setRefunding(null)}
        onRefunded={() => {
          setRefunding(null);
          changed();
        }}
      />
      <CreditNoteDialog
        invoice={crediting}
        onOpenChange={(open) => !open && setCrediting(null)}
        onIssued={() => {
          setCrediting(null);
          changed();
        }}
      />
    </section>
  );
}
