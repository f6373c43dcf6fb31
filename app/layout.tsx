import type { Metadata, Viewport } from "next";
import { QuoteHostMount } from "@/components/quote/quote-host-mount";
import { SiteFooter } from "@/components/site/site-footer";
import { LoadingDialog } from "@/components/ui/loading-dialog";
import { ToastOutlet } from "@/components/ui/toast-outlet";
import { HydrationMarker } from "@/components/site/hydration-marker";
import { SiteHeader } from "@/components/site/site-header";
import { siteConfig } from "@/lib/site.shared";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: {
    default: `${siteConfig.name} | Instant Interior Painting Quotes`,
    template: `%s | ${siteConfig.name}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.name,
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: siteConfig.themeColor,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col font-sans antialiased">
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        {/* Both load their code on first use: pages of static text ship neither. */}
        <QuoteHostMount loading={<LoadingDialog label="Loading the quote form…" />} />
        <ToastOutlet />
        {/* Last: its effect runs after every other of the first commit. */}
        <HydrationMarker />
      </body>
    </html>
  );
}
