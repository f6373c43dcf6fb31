import type { VariantProps } from "class-variance-authority";
import { Button, type buttonVariants } from "@/components/ui/button";
import { GET_QUOTE_HREF } from "@/lib/site.shared";
import { QuoteLink, type QuoteLinkProps } from "./quote-link";

export type GetQuoteButtonProps = Omit<QuoteLinkProps, "href"> & VariantProps<typeof buttonVariants>;

/**
 * Opens the quote wizard. Rendered as a link to /?quote=true, so it also works
 * before hydration, without JavaScript, or when opened in a new tab; a plain
 * click opens the wizard in place instead of navigating. Not a client component:
 * on a server-rendered page the button's classes are worked out on the server and
 * only the small QuoteLink reaches the browser.
 */
export function GetQuoteButton({
  children = "Get Quote",
  variant,
  size,
  className,
  ...props
}: GetQuoteButtonProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <QuoteLink href={GET_QUOTE_HREF} {...props}>
        {children}
      </QuoteLink>
    </Button>
  );
}
