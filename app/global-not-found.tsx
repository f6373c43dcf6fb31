import type { Metadata } from "next";
import { RootDocument } from "@/components/site/root-document";
import { PageNotFound } from "@/components/site/page-not-found";
import { siteConfig } from "@/lib/site.shared";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: `Page Not Found | ${siteConfig.name}`,
};

/**
 * An address no route matches. The site has two root layouts (one per language), so Next.js renders
 * this page, with its own document, instead of a root layout's not-found page.
 */
export default function GlobalNotFound() {
  return (
    <RootDocument locale="en">
      <PageNotFound />
    </RootDocument>
  );
}
