/**
 * zod's tree-shakable build, for a schema that a form checks in the browser and the handler parses
 * on the server (today the commercial inquiry's, whose form loads on demand). Its schema modules
 * import this module first, then what they use from "zod/mini" by name: a namespace object passed
 * around (`z`) kept all of zod/mini and every locale in the page (measured: about 87 kB gzip, against
 * about 25 by name). Still too heavy for a light page's first load: the login, registration and
 * review pages check their *-rules.ts modules instead (their comments give the figures).
 * lib/http/respond.ts maps these schemas' errors like any other zod error.
 */
import { config } from "zod/mini";
import type { $ZodError } from "zod/v4/core";

// The same reason as ./zod.shared.ts: the Content-Security-Policy forbids the eval zod would probe for.
// Must run before any schema is defined, so each schema module imports this one first.
if (typeof window !== "undefined") config({ jitless: true });

/** Each field's first message, as a form shows them next to its inputs. */
export function fieldProblems<Field extends string>(error: $ZodError): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as Field | undefined;
    if (field !== undefined) problems[field] ??= issue.message;
  }
  return problems;
}
