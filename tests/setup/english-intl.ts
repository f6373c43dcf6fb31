/**
 * The English texts a client component reads when a test renders it without a page around it.
 * In the app every client part sits under an IntlProvider (the page's, or the quote wizard's own);
 * the component tests render the parts alone, as they did before the site had a catalogue, and
 * read the English page's texts. A test of another language renders its own IntlProvider, which wins.
 */
import { en } from "@/messages/en";
import { TIME_ZONE } from "@/lib/i18n/locales.shared";

// The real module: tests/setup/unit.ts mocks "next-intl" with this file's help.
const { createFormatter, createTranslator } = jest.requireActual<typeof import("next-intl")>("next-intl");

const translators = new Map<string, unknown>();

export function englishTranslator(namespace?: string): unknown {
  const key = namespace ?? "";
  if (!translators.has(key)) {
    translators.set(
      key,
      createTranslator({ locale: "en", messages: en, namespace: namespace as never, timeZone: TIME_ZONE }),
    );
  }
  return translators.get(key);
}

const englishFormatter = createFormatter({ locale: "en", timeZone: TIME_ZONE });

/**
 * The hook's answer under a provider; English without one. use-intl throws "No intl context found"
 * there (its production build, which Jest resolves, throws the same error without a message).
 */
export function orEnglish<Args extends unknown[], Result>(
  hook: (...args: Args) => Result,
  english: (...args: Args) => unknown,
): (...args: Args) => Result {
  return (...args) => {
    try {
      return hook(...args);
    } catch (error) {
      const noProvider =
        error instanceof Error && (error.message === "" || error.message.startsWith("No intl context found"));
      if (!noProvider) throw error;
      return english(...args) as Result;
    }
  };
}

export const englishFallbacks = {
  useTranslations: englishTranslator,
  useLocale: () => "en",
  useFormatter: () => englishFormatter,
  useTimeZone: () => TIME_ZONE,
};
