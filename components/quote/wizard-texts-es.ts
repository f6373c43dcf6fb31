import englishValidation from "@/messages/en/quoteValidation.json";
import quote from "@/messages/es/quote.json?precompiled";
import quoteValidation from "@/messages/es/quoteValidation.json";
import schedule from "@/messages/es/schedule.json?precompiled";
import booking from "@/messages/es/booking.json?precompiled";
import ui from "@/messages/es/ui.json?precompiled";
import { validationLookup } from "@/lib/i18n/validation.shared";
import type { WizardTexts } from "./wizard-texts";

/**
 * The wizard's Spanish texts (wizard-texts.ts loads it on Spanish pages only). The validation lookup
 * needs the schema's English messages too: they are the keys the form's errors arrive with.
 */
export const WIZARD_TEXTS_ES: WizardTexts = {
  messages: { quote, schedule, booking, ui },
  validation: validationLookup(englishValidation, quoteValidation),
};
