import type { z } from "zod";

/** Parses a request's query string with a zod schema (400 on failure, via the error mapper). */
export function parseQuery<T extends z.ZodType>(request: Request, schema: T): z.infer<T> {
  return schema.parse(Object.fromEntries(new URL(request.url).searchParams));
}
