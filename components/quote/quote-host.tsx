"use client";

import { QuoteScheduler } from "@/components/scheduling/quote-scheduler";
import { QuoteWizardProvider } from "./quote-wizard-provider";

/** What QuoteHostMount loads on the first request: the wizard and its provider, with scheduling after it. */
export function QuoteHost() {
  return (
    <QuoteWizardProvider>
      <QuoteScheduler />
    </QuoteWizardProvider>
  );
}
