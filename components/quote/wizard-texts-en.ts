import quote from "@/messages/en/quote.json?precompiled";
import schedule from "@/messages/en/schedule.json?precompiled";
import booking from "@/messages/en/booking.json?precompiled";
import ui from "@/messages/en/ui.json?precompiled";
import type { WizardTexts } from "./wizard-texts";

/** The wizard's English texts (wizard-texts.ts loads it on English pages only). */
export const WIZARD_TEXTS_EN: WizardTexts = { messages: { quote, schedule, booking, ui } };
