import type { AbstractIntlMessages } from "next-intl";
import type { Locale } from "@/lib/i18n/locales.shared";
import type { ValidationLookup } from "@/lib/i18n/validation.shared";

/** What the wizard and the scheduler read their texts from, in the page's language. */
export interface WizardTexts {
  /** The namespaces of the wizard, the scheduler and the shared dialogs' labels. */
  messages: AbstractIntlMessages;
  /** The schema's English messages → the page's language; none on English pages. */
  validation?: ValidationLookup;
}

/**
 * Loaded with the wizard's code on the first Get Quote, one file per language, so a page's visitors
 * download only their own language's texts (and no page carries them before the wizard is wanted).
 */
export function loadWizardTexts(locale: Locale): Promise<WizardTexts> {
  return locale === "es"
    ? import("./wizard-texts-es").then((m) => m.WIZARD_TEXTS_ES)
    : import("./wizard-texts-en").then((m) => m.WIZARD_TEXTS_EN);
}
