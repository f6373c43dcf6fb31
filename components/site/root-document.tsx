import type { ReactNode } from "react";
import { QuoteHostMount } from "@/components/quote/quote-host-mount";
import { SiteFooter } from "@/components/site/site-footer";
import { LoadingDialog } from "@/components/ui/loading-dialog";
import { ToastOutlet } from "@/components/ui/toast-outlet";
import { HydrationMarker } from "@/components/site/hydration-marker";
import { SiteHeader } from "@/components/site/site-header";
import { getT } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/locales.shared";

/**
 * The page around every page, in one language: <html lang>, header, footer, the quote wizard's
 * mount and the toasts. Each language has its own root layout (app/(en)/layout.tsx,
 * app/es/layout.tsx), since only a root layout can say the document's language; both render this.
 */
export function RootDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = getT(locale, "site");
  return (
    <html lang={locale}>
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <SiteHeader locale={locale} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter locale={locale} />
        {/* Both load their code on first use: pages of static text ship neither. */}
        <QuoteHostMount locale={locale} loading={<LoadingDialog label={t("loadingQuoteForm")} />} />
        <ToastOutlet />
        {/* Last: its effect runs after every other of the first commit. */}
        <HydrationMarker />
      </body>
    </html>
  );
}
