/**
 * How an environment variable becomes a typed value: a parse rule per variable,
 * a sentence saying what a valid value looks like, and a reader that re-parses
 * a variable only when its raw text changed. Tests change process.env while
 * modules stay loaded, so a value parsed once at start-up would go stale there;
 * comparing one string per read keeps that as cheap as reading process.env.
 *
 * Plain functions, not zod: lib/public-env.shared.ts reaches every page's browser bundle
 * through lib/site.shared.ts, and zod there cost every visitor about 90 kB of JavaScript.
 * No process.env here: lib/env.ts and lib/public-env.shared.ts pass what they read.
 */

type Raw = string | undefined;
type Parsed<T> = { ok: true; value: T } | { ok: false };

export interface EnvRule<T> {
  /** The value for a raw variable (unset and empty alike are `undefined`), or not ok. */
  parse: (raw: Raw) => Parsed<T>;
  /** Completes "NAME must …" in the error. */
  must: string;
}

type ValueOf<R> = R extends EnvRule<infer T> ? T : never;

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const bad: Parsed<never> = { ok: false };

/** Unset and empty read alike: `.env.example` leaves optional variables empty. */
const blankAsUnset = (raw: Raw): Raw => (raw === undefined || raw.trim() === "" ? undefined : raw);

/** Text as given (secrets are never trimmed: that would change what they sign); unset when empty. */
export function text(): EnvRule<string | undefined> {
  return { must: "be text", parse: (raw) => ok(blankAsUnset(raw)) };
}

export function textOr(fallback: string): EnvRule<string> {
  return { must: "be text", parse: (raw) => ok(blankAsUnset(raw) ?? fallback) };
}

export function integer(fallback: number, min: number, max: number): EnvRule<number> {
  return {
    must: `be a whole number from ${min} to ${max}`,
    parse: (raw) => {
      const given = blankAsUnset(raw)?.trim();
      if (given === undefined) return ok(fallback);
      if (!/^\d+$/.test(given)) return bad;
      const value = Number(given);
      return Number.isSafeInteger(value) && value >= min && value <= max ? ok(value) : bad;
    },
  };
}

export function oneOf<const T extends string>(
  values: readonly [T, ...T[]],
  fallback?: T,
): EnvRule<T | undefined> {
  return {
    must: `be one of ${values.join(", ")}`,
    parse: (raw) => {
      const given = blankAsUnset(raw)?.trim().toLowerCase();
      if (given === undefined) return ok(fallback);
      return (values as readonly string[]).includes(given) ? ok(given as T) : bad;
    },
  };
}

export function absoluteUrl(protocols: readonly string[]): EnvRule<string | undefined> {
  return {
    must: `be an absolute URL (${protocols.map((p) => `${p}//…`).join(" or ")})`,
    parse: (raw) => {
      const given = blankAsUnset(raw);
      if (given === undefined) return ok(undefined);
      return URL.canParse(given) && protocols.includes(new URL(given).protocol) ? ok(given) : bad;
    },
  };
}

export function matching(pattern: RegExp, must: string): EnvRule<string | undefined> {
  return {
    must,
    parse: (raw) => {
      const given = blankAsUnset(raw);
      return given === undefined || pattern.test(given) ? ok(given) : bad;
    },
  };
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
    const result = rules[name]!.parse(raw);
    return result.ok ? { value: result.value } : { problem: `${name} must ${rules[name]!.must}` };
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
