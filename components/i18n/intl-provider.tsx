"use client";

import { NextIntlClientProvider, type AbstractIntlMessages } from "next-intl";
import type { ReactNode } from "react";
import { TIME_ZONE, type Locale } from "@/lib/i18n/locales.shared";

/**
 * The client components' texts below it: `useTranslations("quote")`. A server page renders it with
 * clientMessages(locale, [...namespaces its client components use]), so only the page's language,
 * and only those namespaces, travel to the browser. Dates format in New York time.
 */
export function IntlProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: AbstractIntlMessages;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages} timeZone={TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
