"use client";

import { useState } from "react";
import { useQuoteSavedHandler, useQuoteWizard } from "@/components/quote/quote-wizard-provider";
import type { SavedQuote } from "@/components/quote/types";
import { SchedulingDialog } from "./scheduling-dialog";

/**
 * Connects the quote wizard to scheduling (spec §4): a saved quote opens the
 * scheduling dialog; Back to Quote reopens the wizard at step 4 with the quote;
 * a booking clears the quote.
 */
export function QuoteScheduler() {
  const { openQuoteWizard } = useQuoteWizard();
  const [quote, setQuote] = useState<SavedQuote | null>(null);
  const [open, setOpen] = useState(false);

  useQuoteSavedHandler((saved) => {
    setQuote(saved);
    setOpen(true);
  });

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
