/**
 * The app formats precompiled messages with use-intl's format-only formatter (next.config.ts), while
 * plain Node scripts and Jest parse the catalogue's ICU texts with intl-messageformat. Both must write
 * every message of both catalogues the same way, for every branch of its plurals and selects, or an
 * e-mail sent by the app would differ from the one the tests and scripts render.
 */
import type { CompiledMessage } from "icu-minify/format";
import { createTranslator } from "use-intl/core";
import { en } from "@/messages/en";
import { es } from "@/messages/es";
import { MESSAGES_PRECOMPILED, forTranslator, precompileMessages } from "@/lib/i18n/precompiled";
import { TIME_ZONE, type Locale } from "@/lib/i18n/locales.shared";

type Tree = { [key: string]: string | Tree };
type Value = string | number | Date | ((chunks: string[]) => string);
type Translate = (key: string, values?: Record<string, Value>) => string;
type CreateTranslator = typeof createTranslator;

const CATALOGUES: Record<Locale, Tree> = { en: en as unknown as Tree, es: es as unknown as Tree };

/** use-intl's createTranslator with the format-only formatter the app's build aliases in. */
function formatOnlyCreateTranslator(): CreateTranslator {
  let create: CreateTranslator | undefined;
  jest.isolateModules(() => {
    jest.doMock("use-intl/format-message", () => jest.requireActual("use-intl/format-message/format-only"));
    create = (jest.requireActual("use-intl/core") as { createTranslator: CreateTranslator }).createTranslator;
  });
  return create!;
}

function leaves(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[path, value] as [string, string]] : leaves(value, path);
  });
}

/**
 * Each argument's values worth trying, read from the compiled message's nodes (icu-minify/format's
 * types): every option of a select, the plural categories and exact matches, a date, a tag.
 */
function argumentVariants(message: CompiledMessage): Map<string, Value[]> {
  const variants = new Map<string, Value[]>();
  const add = (name: string, values: Value[]) =>
    variants.set(name, [...(variants.get(name) ?? []), ...values]);
  // A message, an option's value and a tag's content are lists of nodes; a node is text, `#` (0), or
  // a list: [name] an argument, [name, type, …] a formatted one, [name, …content] a tag.
  const walkNodes = (nodes: unknown): void => {
    if (Array.isArray(nodes)) nodes.forEach(walkNode);
  };
  const walkNode = (node: unknown): void => {
    if (!Array.isArray(node)) return;
    const [name, type, options] = node as [string, unknown, Record<string, unknown> | undefined];
    if (node.length === 1) {
      add(name, ["Ana García"]);
    } else if (typeof type !== "number" || type === 0) {
      add(name, [(chunks: string[]) => `<${name}>${chunks.join("")}</${name}>`]);
      node.slice(1).forEach(walkNode);
    } else if (type === 1) {
      add(name, [...Object.keys(options!), "unlisted-choice"]);
    } else if (type === 2 || type === 3) {
      const exact = Object.keys(options!)
        .filter((key) => key.startsWith("="))
        .map((key) => Number(key.slice(1)));
      add(name, [0, 1, 2, 5, 21, 1234.5, ...exact]);
    } else if (type === 4) {
      add(name, [1234.5, 0]);
    } else {
      add(name, [new Date("2026-03-15T18:05:00Z"), new Date("2026-11-01T04:30:00Z")]);
    }
    if (typeof type === "number" && type >= 1 && type <= 3) Object.values(options!).forEach(walkNodes);
  };
  walkNodes(message);
  return variants;
}

/** Enough sets of values that every variant of every argument is tried once (none when it takes none). */
function valueSets(variants: Map<string, Value[]>): (Record<string, Value> | undefined)[] {
  const count = Math.max(0, ...[...variants.values()].map((values) => values.length));
  if (count === 0) return [undefined];
  return Array.from({ length: count }, (_, index) =>
    Object.fromEntries([...variants].map(([name, values]) => [name, values[index % values.length]!])),
  );
}

describe("precompiled messages", () => {
  it("are what Jest's and plain Node's translators take unchanged (they parse ICU texts themselves)", () => {
    expect(MESSAGES_PRECOMPILED).toBe(false);
    expect(forTranslator(en.booking)).toBe(en.booking);
  });

  it("are compiled once per namespace and keep the catalogue's shape", () => {
    const compiled = precompileMessages(en.site);
    expect(precompileMessages(en.site)).toBe(compiled);
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(en.site).sort());
    expect(compiled.skipToContent).toBe(en.site.skipToContent);
  });

  it("are plain objects and arrays, which a server component may hand to a client one", () => {
    const unusual: string[] = [];
    const walk = (value: unknown, path: string): void => {
      if (typeof value !== "object" || value === null) return;
      const prototype = Object.getPrototypeOf(value) as unknown;
      if (prototype !== Object.prototype && prototype !== Array.prototype) unusual.push(path);
      for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
    };
    for (const locale of ["en", "es"] as const) walk(precompileMessages(CATALOGUES[locale]), locale);
    expect(unusual).toEqual([]);
  });

  it.each(["en", "es"] as const)(
    "format every %s message as the ICU parser does, in every branch",
    (locale) => {
      const createFormatOnly = formatOnlyCreateTranslator();
      const errors: string[] = [];
      const onError = (error: Error) => errors.push(error.message);
      const differences: string[] = [];
      for (const namespace of Object.keys(CATALOGUES[locale])) {
        const parsing = createTranslator({
          locale,
          messages: CATALOGUES[locale],
          namespace,
          timeZone: TIME_ZONE,
          onError,
        } as never) as unknown as { markup: Translate };
        const compiledNamespace = precompileMessages(CATALOGUES[locale][namespace] as Tree);
        const formatOnly = createFormatOnly({
          locale,
          messages: { [namespace]: compiledNamespace },
          namespace,
          timeZone: TIME_ZONE,
          onError,
        } as never) as unknown as { markup: Translate };
        for (const [key] of leaves(CATALOGUES[locale][namespace] as Tree)) {
          const compiled = key
            .split(".")
            .reduce<unknown>((node, part) => (node as Tree)[part], compiledNamespace);
          for (const values of valueSets(argumentVariants(compiled as CompiledMessage))) {
            const expected = parsing.markup(key, values);
            const actual = formatOnly.markup(key, values);
            if (actual !== expected) differences.push(`${namespace}.${key}: ${expected} ≠ ${actual}`);
          }
        }
      }
      expect(errors).toEqual([]);
      expect(differences).toEqual([]);
    },
  );

  it("are formatted by the format-only formatter, which the app's translators use", () => {
    let precompiledThere: boolean | undefined;
    jest.isolateModules(() => {
      jest.doMock("use-intl/format-message", () => jest.requireActual("use-intl/format-message/format-only"));
      precompiledThere = (jest.requireActual("@/lib/i18n/precompiled") as { MESSAGES_PRECOMPILED: boolean })
        .MESSAGES_PRECOMPILED;
    });
    expect(precompiledThere).toBe(true);
  });
});
