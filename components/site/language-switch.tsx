"use client";

import type { ComponentProps } from "react";
import { usePathname } from "next/navigation";

/**
 * "Español" on an English page, "English" on a Spanish one: the same page in the other language,
 * shown only where the twin exists (the painter portal and the back office have none). Only the
 * page's path is read here: the root layout that renders the header cannot know it. The rest comes
 * from the server-rendered header (SiteHeader), so no page's JavaScript carries it: the label, in
 * the language it leads to (`lang`, so a screen reader says it the way its reader would), the
 * description in the page's language, and which English paths have a twin (`twins`, locales.shared's
 * SPANISH_TWINS). The addresses are localizedPath's and unlocalizedPath's for a page's path, which
 * has no query or hash (tests/unit/components/site/language-switch.test.tsx holds them equal).
 */
export function LanguageSwitch({
  twins,
  toSpanish,
  ...link
}: Omit<ComponentProps<"a">, "href"> & { twins: string; toSpanish: boolean }) {
  const path = usePathname() ?? "/";
  const englishPath = toSpanish ? path : path.slice("/es".length) || "/";
  if (!new RegExp(twins).test(englishPath)) return null;
  return <a href={toSpanish ? `/es${englishPath === "/" ? "" : englishPath}` : englishPath} {...link} />;
}
