"use client";

import type { VariantProps } from "class-variance-authority";
import { Button, type buttonVariants } from "@/components/ui/button";
import { GET_QUOTE_HREF } from "@/lib/site";
import { preloadQuoteWizard, useOptionalQuoteWizard } from "./quote-wizard-provider";
import type { QuoteDto as SavedQuote } from "@/lib/quotes/serialize";

export type GetQuoteButtonProps = Omit<React.ComponentProps<"a">, "href"> &
  VariantProps<typeof buttonVariants> & {
    /** Pre-fills the wizard from a saved quote. */
    prefill?: SavedQuote;
  };

/**
 * Opens the quote wizard. Rendered as a link to /?quote=true, so it also works
 * before hydration, without JavaScript, or when opened in a new tab; a plain
 * click opens the wizard in place instead of navigating.
 */
export function GetQuoteButton({
  children = "Get Quote",
  onClick,
  variant,
  size,
  className,
  prefill,
  ...props
}: GetQuoteButtonProps) {
  const wizard = useOptionalQuoteWizard();
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a
        href={GET_QUOTE_HREF}
        {...props}
        onPointerEnter={(event) => {
          props.onPointerEnter?.(event);
          if (wizard) preloadQuoteWizard();
        }}
        onFocus={(event) => {
          props.onFocus?.(event);
          if (wizard) preloadQuoteWizard();
        }}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || !wizard) return;
          // Let modified clicks (new tab, new window) follow the link.
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          wizard.openQuoteWizard(prefill);
        }}
      >
        {children}
      </a>
    </Button>
  );
}
