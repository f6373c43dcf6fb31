"use client";

import { useTranslations } from "next-intl";
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { AppDialog } from "@/components/ui/app-dialog";
import { dollarsToCents, formatUsd } from "@/lib/pricing/index.shared";
import type { QuoteDto as SavedQuote } from "@/lib/quotes/serialize";

/** "$1,234.50" from the server's dollar amount (a number, or a decimal string from older shapes). */
export function formatSavedAmount(amount: unknown): string {
  const value = typeof amount === "number" ? amount : Number(amount);
  return Number.isFinite(value) ? formatUsd(dollarsToCents(value)) : "—";
}

interface QuoteSavedDialogProps {
  quote: SavedQuote | null;
  onClose: () => void;
}

/**
 * Shown after a quote is saved, until the scheduling dialog takes over
 * (QuoteWizardProvider's default `onQuoteSaved`). The total is the server's.
 */
export function QuoteSavedDialog({ quote, onClose }: QuoteSavedDialogProps) {
  const t = useTranslations("quote.saved");
  return (
    <AppDialog
      open={quote !== null}
      onOpenChange={(open) => !open && onClose()}
      data-testid="quote-saved-dialog"
      showCloseButton={false}
      titleClassName="flex items-center gap-2 max-sm:justify-center"
      title={
        <>
          <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
          {t("title")}
        </>
      }
      description={t("description")}
      footer={
        <Button type="button" onClick={onClose}>
          {t("close")}
        </Button>
      }
    >
      {quote && (
        <dl className="grid gap-3 rounded-md border p-4 text-sm">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-muted-foreground">{t("total")}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid="saved-quote-total">
              {formatSavedAmount(quote.totalCost)}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">{t("quoteId")}</dt>
            <dd className="font-mono text-xs break-all" data-testid="saved-quote-id">
              {quote.id}
            </dd>
          </div>
        </dl>
      )}
    </AppDialog>
  );
}
