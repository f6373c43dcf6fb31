import { LOCALES } from "@/lib/i18n/locales.shared";
import { z } from "@/lib/validations/zod.shared";

/** Said when PUT /api/contractor/language names no language the portal speaks. */
export const LANGUAGE_INVALID = "Language must be en (English) or es (Español)";

/** PUT /api/contractor/language: the portal's language the painter chose. */
export const contractorLanguageSchema = z.object({
  language: z.enum(LOCALES, { error: LANGUAGE_INVALID }),
});
