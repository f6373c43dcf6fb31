"use client";

import type { QuoteDto as SavedQuote } from "@/lib/quotes/serialize";
import { canOpenQuoteWizardInPlace, openQuoteWizard, preloadQuoteWizard } from "./quote-launcher";

export type QuoteLinkProps = React.ComponentProps<"a"> & {
  /** Pre-fills the wizard from a saved quote. */
  prefill?: SavedQuote;
};

/**
 * The client half of GetQuoteButton: a plain link (it works before hydration, without
 * JavaScript, or in a new tab) whose plain click opens the wizard in place instead.
 * No styling code here: the button classes are worked out where the link is rendered.
 */
export function QuoteLink({ prefill, onClick, onPointerEnter, onFocus, ...props }: QuoteLinkProps) {
  return (
    <a
      {...props}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        if (canOpenQuoteWizardInPlace()) preloadQuoteWizard();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (canOpenQuoteWizardInPlace()) preloadQuoteWizard();
      }}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        // Let modified clicks (new tab, new window) follow the link.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        if (openQuoteWizard(prefill)) event.preventDefault();
      }}
    />
  );
}
