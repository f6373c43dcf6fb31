import "server-only";
// use-intl/core (next-intl's own core, without React): e-mails are also rendered by scripts run with the
// react-server condition (the seed, backups), where next-intl's entry loads its React provider.
import { createTranslator } from "use-intl/core";
import type { Messages, Namespace } from "@/messages/en";
import { CATALOGUES } from "./catalogue";
import { forTranslator } from "./precompiled";
import { TIME_ZONE, type Locale } from "./locales.shared";

export type ServerTranslator<N extends Namespace> = ReturnType<typeof createTranslator<Messages, N>>;

// One translator per language and namespace for the life of the process: each keeps the messages
// it has parsed, so an e-mail rendered inside a booking does not parse its ICU texts again.
const translators = new Map<string, unknown>();

/**
 * Texts of one namespace in one language, for server components, e-mails and invites:
 * `getT("es", "site")("skipToContent")`. Always given the locale (never read from the request), so
 * prerendered pages stay static. Dates format in New York time.
 */
export function getT<N extends Namespace>(locale: Locale, namespace: N): ServerTranslator<N> {
  const key = `${locale}:${namespace}`;
  let translator = translators.get(key) as ServerTranslator<N> | undefined;
  if (!translator) {
    translator = createTranslator<Messages, N>({
      locale,
      // Only its namespace, precompiled where the app's formatter wants it (lib/i18n/precompiled.ts).
      messages: { [namespace]: forTranslator(CATALOGUES[locale][namespace]) } as unknown as Messages,
      namespace,
      timeZone: TIME_ZONE,
    });
    translators.set(key, translator);
  }
  return translator;
}
