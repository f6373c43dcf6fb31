/**
 * zod's tree-shakable build, for the schemas a light page checks in the browser (login,
 * registration, review, commercial inquiry): the full build would be most of such a page's
 * JavaScript, this one ships only the checks a schema uses. The server parses with the same
 * schemas, and lib/http/respond.ts maps their errors like any other zod error.
 */
import * as z from "zod/mini";

// The same reason as ./zod.ts: the Content-Security-Policy forbids the eval zod would probe for.
if (typeof window !== "undefined") z.config({ jitless: true });
// The server answers with zod's English texts where a schema names none (the full build loads
// them on import; the mini build does not). Next drops this branch from browser bundles.
else z.config(z.locales.en());

export { z };

/** Each field's first message, as a form shows them next to its inputs. */
export function fieldProblems<Field extends string>(error: z.core.$ZodError): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field !== undefined) problems[field] ??= issue.message;
  }
  return problems;
}
