"use client";

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
          Your quote is ready
        </>
      }
      description="We saved your quote. Keep its ID to refer to it later."
      footer={
        <Button type="button" onClick={onClose}>
          Close
        </Button>
      }
    >
      {quote && (
        <dl className="grid gap-3 rounded-md border p-4 text-sm">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-muted-foreground">Total</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid="saved-quote-total">
              {formatSavedAmount(quote.totalCost)}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Quote ID</dt>
            <dd className="font-mono text-xs break-all" data-testid="saved-quote-id">
              {quote.id}
            </dd>
          </div>
        </dl>
      )}
    </AppDialog>
  );
}
