"use client";

import { useState } from "react";
import dynamic from "next/dynamic";
import { useQuoteSavedHandler, useQuoteWizard } from "@/components/quote/quote-wizard-provider";
import type { QuoteDto as SavedQuote } from "@/lib/quotes/serialize";
import { LoadingDialog } from "@/components/ui/loading-dialog";
import { useTranslations } from "next-intl";

// Loaded when the first quote is saved, not with every page.
const SchedulingDialog = dynamic(() => import("./scheduling-dialog").then((m) => m.SchedulingDialog), {
  ssr: false,
  loading: () => <LoadingDates />,
});

function LoadingDates() {
  return <LoadingDialog label={useTranslations("schedule")("loading")} />;
}

/**
 * Connects the quote wizard to scheduling (docs/product.md §4): a saved quote opens the
 * scheduling dialog; Back to Quote reopens the wizard at step 4 with the quote;
 * a booking clears the quote.
 */
export function QuoteScheduler() {
  const { openQuoteWizard } = useQuoteWizard();
  const [quote, setQuote] = useState<SavedQuote | null>(null);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useQuoteSavedHandler((saved) => {
    setQuote(saved);
    setLoaded(true);
    setOpen(true);
  });

  if (!loaded) return null;
  return (
    <SchedulingDialog
      quote={quote}
      open={open}
      onOpenChange={setOpen}
      onBackToQuote={() => {
        setOpen(false);
        openQuoteWizard(quote, { step: 4 });
      }}
      onBooked={() => setQuote(null)}
    />
  );
}
