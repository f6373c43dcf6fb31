import type { ReactNode } from "react";
import { PageLink } from "@/components/site/page-link";
import type { Locale } from "@/lib/i18n/locales.shared";
import { sitePath } from "@/lib/i18n/page-links.shared";
import { getT } from "@/lib/i18n/server";
import { siteConfig } from "@/lib/site.shared";

const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

/** The business's postal address in one line, as the legal pages write it. */
export const POSTAL_ADDRESS = `${siteConfig.name}, ${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.region} ${siteConfig.address.postalCode}`;

/**
 * The privacy policy's and the terms' rich texts in `locale` (legal namespace): <strong>, the
 * e-mail and phone links, and <link> to `linkTo` (an English path, taken to its Spanish twin on a
 * Spanish page).
 */
export function legalText(locale: Locale) {
  const t = getT(locale, "legal");
  const tags = {
    strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
    email: () => (
      <a href={`mailto:${siteConfig.email}`} className={linkClass}>
        {siteConfig.email}
      </a>
    ),
    phone: () => (
      <a href={siteConfig.phoneHref} className={linkClass}>
        {siteConfig.phone}
      </a>
    ),
  };
  const rich = (key: Parameters<typeof t.rich>[0], linkTo?: string, values: Record<string, string> = {}) =>
    t.rich(key, {
      ...tags,
      ...values,
      name: siteConfig.name,
      link: (chunks) => (
        <PageLink href={sitePath(locale, linkTo ?? "/")} className={linkClass}>
          {chunks}
        </PageLink>
      ),
    });
  return { t, rich, updatedLine: t("updated", { date: t("updatedDate") }) };
}
