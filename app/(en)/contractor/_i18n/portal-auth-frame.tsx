import type { ReactNode } from "react";
import { headers } from "next/headers";
import { DocumentLanguage } from "@/components/contractor/i18n/document-language";
import { PortalErrorsProvider } from "@/components/contractor/i18n/portal-errors";
import { browserLocale } from "@/lib/i18n/browser-language.shared";
import { CATALOGUES } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/locales.shared";
import { validationLookup, type ValidationLookup } from "@/lib/i18n/validation.shared";

/**
 * The language of a painter's sign-in page: the painter's own choice when the page knows whose it
 * is (a token's), else the browser's, as the login and the dashboard do.
 */
export async function painterPageLocale(chosen?: Locale | null): Promise<Locale> {
  return chosen ?? browserLocale((await headers()).get("accept-language"));
}

/** The server's English messages in the page's language; none on an English page. */
export function portalLookup(locale: Locale): ValidationLookup | undefined {
  return locale === "en"
    ? undefined
    : validationLookup(CATALOGUES.en.portalValidation, CATALOGUES[locale].portalValidation);
}

/** The words of the sign-in and password forms (portalAuth), which the page hands them as props. */
export function portalAuthTexts(locale: Locale) {
  return CATALOGUES[locale].portalAuth;
}

/**
 * Around the client forms of the painter's sign-in pages: the server's messages in the page's
 * language, and <html lang> when the English root layout says otherwise.
 */
export function PortalAuthFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <PortalErrorsProvider lookup={portalLookup(locale)}>
      {locale !== "en" && <DocumentLanguage locale={locale} />}
      {children}
    </PortalErrorsProvider>
  );
}
