"use client";

import { useEffect } from "react";
import type { Locale } from "@/lib/i18n/locales.shared";

/**
 * Sets <html lang> for a portal page shown in another language than the English site's root layout
 * says (a painter's Spanish login). Renders nothing.
 */
export function DocumentLanguage({ locale }: { locale: Locale }) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}
