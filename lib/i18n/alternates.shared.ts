import type { Metadata } from "next";
import { LOCALES, localizedPath, type Locale } from "./locales.shared";

/**
 * A page's `alternates` for its metadata: its canonical address in `locale`, and the hreflang pair
 * (both ways, since both languages' pages call this) with `x-default` on the English page.
 * `path` is the English path ("/faq"); addresses resolve against the layout's metadataBase.
 */
export function localeAlternates(locale: Locale, path: string): NonNullable<Metadata["alternates"]> {
  const languages: Record<string, string> = {};
  for (const each of LOCALES) languages[each] = localizedPath(each, path);
  languages["x-default"] = path;
  return { canonical: localizedPath(locale, path), languages };
}
