"use client";

import { usePathname } from "next/navigation";
import {
  LANGUAGE_NAMES,
  hasSpanishTwin,
  localeOfPath,
  localizedPath,
  unlocalizedPath,
} from "@/lib/i18n/locales.shared";

/**
 * "Español" on an English page, "English" on a Spanish one: the same page in the other language.
 * Shown only where the twin exists (the painter portal and the back office have none). The label is
 * in the language it leads to (`lang`), so a screen reader says it the way its reader would; the
 * description says it in both.
 */
export function LanguageSwitch({ className, description }: { className?: string; description: string }) {
  const pathname = usePathname() ?? "/";
  const englishPath = unlocalizedPath(pathname);
  if (!hasSpanishTwin(englishPath)) return null;
  const target = localeOfPath(pathname) === "en" ? "es" : "en";
  return (
    <a
      href={localizedPath(target, englishPath)}
      hrefLang={target}
      lang={target}
      title={description}
      className={className}
    >
      {LANGUAGE_NAMES[target]}
    </a>
  );
}
