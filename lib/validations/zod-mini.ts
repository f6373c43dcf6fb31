/**
 * zod's tree-shakable build, for the schemas a light page checks in the browser (login,
 * registration, review, commercial inquiry): the full build would be most of such a page's
 * JavaScript, this one ships only the checks a schema uses. Its schema modules import this
 * module first, then what they use from "zod/mini" by name: a namespace object passed around
 * (`z`) keeps the bundler from dropping the rest of zod, all its locales included. The server
 * parses with the same schemas; lib/http/respond.ts maps their errors like any other zod error.
 */
import { config } from "zod/mini";
import type { $ZodError } from "zod/v4/core";

// The same reason as ./zod.ts: the Content-Security-Policy forbids the eval zod would probe for.
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
