"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";
import { toast } from "@/components/ui/toast";
import { inputClasses } from "@/components/ui/field-classes";
import { isLocale, LANGUAGE_NAMES, LOCALES, type Locale } from "@/lib/i18n/locales.shared";
import { useContractorApi } from "./contractor-api";

/**
 * "Language / Idioma": the painter's own language for the portal (and their e-mails and alerts).
 * Until they choose, the page follows the browser's. A choice is saved, then the page loads again
 * in it (the app's offline copy of the dashboard is refreshed with it). It also keeps <html lang>
 * in the page's language: the root layout renders the English site's.
 */
export function LanguageSetting() {
  const locale = useLocale() as Locale;
  const t = useTranslations("portal.language");
  const tShared = useTranslations("portal.toasts");
  const api = useContractorApi();
  const id = useId();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  async function choose(language: string) {
    if (!isLocale(language) || language === locale) return;
    setSaving(true);
    const result = await api.send("PUT", "/api/contractor/language", { language });
    if (result.sessionEnded) return;
    if (result.ok) {
      window.location.reload();
      return;
    }
    setSaving(false);
    toast.error(t("failed"), { description: result.error ?? tShared("networkError") });
  }

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        {t("label")}
      </label>
      <select
        id={id}
        value={locale}
        disabled={saving}
        aria-busy={saving}
        onChange={(event) => void choose(event.target.value)}
        className={`${inputClasses("min-h-11")} w-auto`}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
