/**
 * Validation messages in the reader's language. The zod schemas keep the spec's English messages
 * (they are shared with the server, whose answers and tests use them); a form on a Spanish page
 * shows each one in Spanish by looking it up in its area's validation namespace, whose English file
 * holds the schema's exact texts and whose Spanish file holds the same keys translated:
 *
 *   messages/en/quoteValidation.json  { "emailInvalid": "Please enter a valid email address" }
 *   messages/es/quoteValidation.json  { "emailInvalid": "Escriba un correo electrónico válido" }
 *
 * The server page builds the lookup once (`validationLookup(en.quoteValidation, es.quoteValidation)`)
 * and hands it to the form; an English page hands none. Browser-safe.
 */
export type ValidationLookup = Readonly<Record<string, string>>;

/** English text → its translation, for every key both namespaces share. */
export function validationLookup(
  english: Record<string, string>,
  translated: Record<string, string>,
): ValidationLookup {
  const lookup: Record<string, string> = {};
  for (const [key, text] of Object.entries(english)) {
    const local = translated[key];
    if (local !== undefined && local !== text) lookup[text] = local;
  }
  return lookup;
}

/** The message in the reader's language: the lookup's translation, or the message itself (English pages, unknown texts). */
export function localizeValidation(
  message: string | undefined,
  lookup: ValidationLookup | undefined,
): string | undefined {
  if (message === undefined || !lookup) return message;
  return Object.hasOwn(lookup, message) ? lookup[message] : message;
}
