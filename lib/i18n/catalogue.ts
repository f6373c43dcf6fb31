import "server-only";
import { en, type Messages, type Namespace } from "@/messages/en";
import { es } from "@/messages/es";
import type { Locale } from "./locales.shared";
import { forTranslator } from "./precompiled";

/**
 * Both languages' messages, for the server only (pages, e-mails, calendar invites). The browser gets
 * only the namespaces a page's client components use, in the page's own language (clientMessages),
 * or loads a namespace's file for its language on demand (the quote wizard).
 */
export const CATALOGUES: Record<Locale, Messages> = { en, es };

/**
 * The namespaces a client component tree needs, in one language: what a page hands to IntlProvider.
 * Precompiled in the app (lib/i18n/precompiled.ts), so the browser formats them without an ICU parser.
 */
export function clientMessages<N extends Namespace>(
  locale: Locale,
  namespaces: readonly N[],
): Pick<Messages, N> {
  const picked = {} as Pick<Messages, N>;
  for (const namespace of namespaces) picked[namespace] = forTranslator(CATALOGUES[locale][namespace]);
  return picked;
}
