/**
 * How an environment variable becomes a typed value: a zod rule per variable,
 * a sentence saying what a valid value looks like, and a reader that re-parses
 * a variable only when its raw text changed. Tests change process.env while
 * modules stay loaded, so a value parsed once at start-up would go stale there;
 * comparing one string per read keeps that as cheap as reading process.env.
 *
 * No process.env here: lib/env.ts and lib/public-env.ts pass what they read.
 */
import { z } from "../validations/zod";

export interface EnvRule<T> {
  schema: z.ZodType<T>;
  /** Completes "NAME must …" in the error. */
  must: string;
}

type Raw = string | undefined;
type ValueOf<R> = R extends EnvRule<infer T> ? T : never;

/** Unset and empty read alike: `.env.example` leaves optional variables empty. */
const blankAsUnset = (raw: unknown) => (typeof raw === "string" && raw.trim() === "" ? undefined : raw);

/** Text as given (secrets are never trimmed: that would change what they sign); unset when empty. */
export function text(): EnvRule<string | undefined> {
  return { must: "be text", schema: z.preprocess(blankAsUnset, z.string().optional()) };
}

export function textOr(fallback: string): EnvRule<string> {
  const schema = z.preprocess(blankAsUnset, z.string().optional()).transform((v) => v ?? fallback);
  return { must: "be text", schema };
}

export function integer(fallback: number, min: number, max: number): EnvRule<number> {
  const digits = z.string().trim().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));
  return {
    must: `be a whole number from ${min} to ${max}`,
    schema: z.preprocess(blankAsUnset, digits.optional()).transform((v) => v ?? fallback),
  };
}

export function oneOf<const T extends string>(
  values: readonly [T, ...T[]],
  fallback?: T,
): EnvRule<T | undefined> {
  const choice = z.string().trim().toLowerCase().pipe(z.enum(values));
  return {
    must: `be one of ${values.join(", ")}`,
    schema: z.preprocess(blankAsUnset, choice.optional()).transform((v) => v ?? fallback),
  };
}

export function absoluteUrl(protocols: readonly string[]): EnvRule<string | undefined> {
  const url = z
    .string()
    .refine((value) => URL.canParse(value) && protocols.includes(new URL(value).protocol));
  return {
    must: `be an absolute URL (${protocols.map((p) => `${p}//…`).join(" or ")})`,
    schema: z.preprocess(blankAsUnset, url.optional()),
  };
}

export function matching(pattern: RegExp, must: string): EnvRule<string | undefined> {
  return { must, schema: z.preprocess(blankAsUnset, z.string().regex(pattern).optional()) };
}

export function invalidEnvironment(problems: readonly string[]): Error {
  return new Error(`Invalid environment: ${problems.join("; ")}`);
}

/**
 * Typed, cached access to the variables `rules` names. `get` throws "Invalid
 * environment: NAME must …" for a bad value; `problems` lists every bad value.
 */
export function envReader<R extends Record<string, EnvRule<unknown>>>(
  rules: R,
  read: (name: keyof R & string) => Raw,
) {
  const cache = new Map<string, { raw: Raw; value: unknown }>();

  function parse(name: keyof R & string, raw: Raw): { value: unknown } | { problem: string } {
    const result = rules[name]!.schema.safeParse(raw);
    return result.success ? { value: result.data } : { problem: `${name} must ${rules[name]!.must}` };
  }

  return {
    get<N extends keyof R & string>(name: N): ValueOf<R[N]> {
      const raw = read(name);
      const cached = cache.get(name);
      if (cached && cached.raw === raw) return cached.value as ValueOf<R[N]>;
      const parsed = parse(name, raw);
      if ("problem" in parsed) throw invalidEnvironment([parsed.problem]);
      cache.set(name, { raw, value: parsed.value });
      return parsed.value as ValueOf<R[N]>;
    },
    problems(): string[] {
      return Object.keys(rules).flatMap((name) => {
        const parsed = parse(name, read(name));
        return "problem" in parsed ? [parsed.problem] : [];
      });
    },
  };
}
