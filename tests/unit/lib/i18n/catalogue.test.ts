import { en } from "@/messages/en";
import { es } from "@/messages/es";

type Tree = { [key: string]: string | Tree };

/** "quote.rooms.title" → its text, for every leaf of a catalogue. */
function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

/** The ICU arguments a message takes ("{name}", "{count, plural, …}", "<link>…</link>"): both languages take the same. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)) names.add(match[1]!);
  for (const match of message.matchAll(/<([A-Za-z][\w-]*)>/g)) names.add(`<${match[1]}>`);
  return [...names].sort();
}

const english = leaves(en as unknown as Tree);
const spanish = leaves(es as unknown as Tree);

describe("the message catalogues", () => {
  it("have the same namespaces", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it("have no English key missing in Spanish", () => {
    expect([...english.keys()].filter((key) => !spanish.has(key))).toEqual([]);
  });

  it("have no Spanish key missing in English", () => {
    expect([...spanish.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it("have no empty message", () => {
    const empty = [...english, ...spanish].filter(([, text]) => text.trim() === "").map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it("give each message the same arguments in both languages", () => {
    const differing = [...english]
      .filter(
        ([key, text]) =>
          spanish.has(key) && argumentsOf(text).join() !== argumentsOf(spanish.get(key)!).join(),
      )
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});
