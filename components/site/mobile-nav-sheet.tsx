"use client";

import { PageLink } from "@/components/site/page-link";
import { GetQuoteButton } from "@/components/quote/get-quote-button";
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import type { Locale } from "@/lib/i18n/locales.shared";
import { siteConfig } from "@/lib/site.shared";
import type { MobileNavLink, MobileNavTexts } from "./mobile-nav";

interface MobileNavSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  locale: Locale;
  links: readonly MobileNavLink[];
  texts: MobileNavTexts;
}

/** The slide-in menu itself; loaded on the first tap of the menu button (see MobileNav). */
export function MobileNavSheet({ open, onOpenChange, locale, links, texts }: MobileNavSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-72" id="mobile-menu">
        <SheetHeader>
          <SheetTitle>{siteConfig.name}</SheetTitle>
          <SheetDescription>{texts.description}</SheetDescription>
        </SheetHeader>
        <nav aria-label={texts.navLabel} className="flex flex-col gap-1 px-4">
          {links.map((item) => (
            <SheetClose asChild key={item.href}>
              <PageLink
                href={item.href}
                className="rounded-md px-3 py-2 text-base hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                {item.label}
              </PageLink>
            </SheetClose>
          ))}
          {/* Closes the menu, then the wizard opens in its place. */}
          <GetQuoteButton locale={locale} className="mt-4" onClick={() => onOpenChange(false)}>
            {texts.getQuote}
          </GetQuoteButton>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
