import type { Metadata, Viewport } from "next";
import { RootDocument } from "@/components/site/root-document";
import { getT } from "@/lib/i18n/server";
import { siteConfig } from "@/lib/site.shared";
import "../globals.css";

const t = getT("es", "site");

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: {
    default: `${siteConfig.name} | ${t("titleDefault")}`,
    template: `%s | ${siteConfig.name}`,
  },
  description: t("description"),
  applicationName: siteConfig.name,
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: siteConfig.themeColor,
};

/** The Spanish site: the customer's whole journey under /es (lib/i18n/locales.shared.ts). */
export default function SpanishRootLayout({ children }: { children: React.ReactNode }) {
  return <RootDocument locale="es">{children}</RootDocument>;
}
