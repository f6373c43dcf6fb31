"use client";

import { IntlProvider } from "@/components/i18n/intl-provider";
import { QuoteScheduler } from "@/components/scheduling/quote-scheduler";
import type { Locale } from "@/lib/i18n/locales.shared";
import { QuoteWizardProvider } from "./quote-wizard-provider";
import { ValidationLookupProvider } from "./validation-context";
import type { WizardTexts } from "./wizard-texts";

/**
 * What QuoteHostMount loads on the first request: the wizard and its provider, with scheduling after
 * it, in the page's language (its texts came in the same download).
 */
export function QuoteHost({ locale, texts }: { locale: Locale; texts: WizardTexts }) {
  return (
    <IntlProvider locale={locale} messages={texts.messages}>
      <ValidationLookupProvider lookup={texts.validation}>
        <QuoteWizardProvider>
          <QuoteScheduler />
        </QuoteWizardProvider>
      </ValidationLookupProvider>
    </IntlProvider>
  );
}
