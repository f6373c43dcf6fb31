import type { VariantProps } from "class-variance-authority";
import { Button, type buttonVariants } from "@/components/ui/button";
import { localizedPath, type Locale } from "@/lib/i18n/locales.shared";
import { GET_QUOTE_HREF } from "@/lib/site.shared";
import { QuoteLink, type QuoteLinkProps } from "./quote-link";

export type GetQuoteButtonProps = Omit<QuoteLinkProps, "href"> &
  VariantProps<typeof buttonVariants> & {
    /** The page's language: the link leads to that language's home with the wizard open. */
    locale?: Locale;
  };

/**
 * Opens the quote wizard. Rendered as a link to /?quote=true (/es?quote=true on Spanish pages), so
 * it also works before hydration, without JavaScript, or when opened in a new tab; a plain
 * click opens the wizard in place instead of navigating. Not a client component:
 * on a server-rendered page the button's classes are worked out on the server and
 * only the small QuoteLink reaches the browser. Spanish pages pass their label as children
 * (site.getQuote); the English default is the spec's.
 */
export function GetQuoteButton({
  children = "Get Quote",
  locale = "en",
  variant,
  size,
  className,
  ...props
}: GetQuoteButtonProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <QuoteLink href={localizedPath(locale, GET_QUOTE_HREF)} {...props}>
        {children}
      </QuoteLink>
    </Button>
  );
}
