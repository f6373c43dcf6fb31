import "server-only";
import compile from "icu-minify/compile";
// In the app this is use-intl's format-only variant (next.config.ts aliases it); in plain Node and
// Jest, the variant that parses ICU texts when it formats them.
import formatMessage from "use-intl/format-message";

/**
 * Whether the translators of this process format precompiled messages. Read from the formatter itself
 * (only the parsing variant supports `t.raw`), so what getT and clientMessages hand a translator always
 * matches the formatter the translator will use, wherever the code runs.
 */
export const MESSAGES_PRECOMPILED = !formatMessage.raw;

type MessageTree = string | { [key: string]: MessageTree };

// Each namespace is compiled once per process: the catalogue's objects live as long as it does.
const compiledTrees = new WeakMap<object, MessageTree>();

function compileTree(tree: MessageTree): MessageTree {
  // Through JSON, as next-intl's catalogue loader does: icu-minify builds its plural and select
  // options without a prototype, which React cannot hand from a server to a client component.
  if (typeof tree === "string") return JSON.parse(JSON.stringify(compile(tree))) as MessageTree;
  let compiled = compiledTrees.get(tree);
  if (!compiled) {
    compiled = Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, compileTree(value)]));
    compiledTrees.set(tree, compiled);
  }
  return compiled;
}

/** Messages precompiled for use-intl's format-only formatter (what next-intl's catalogue loader emits). */
export function precompileMessages<T extends object>(messages: T): T {
  return compileTree(messages as MessageTree) as T;
}

/**
 * A namespace's messages as this process's translators take them: precompiled ICU (icu-minify) where
 * the formatter is the format-only one, else unchanged. The result is only for a translator: a
 * precompiled message with arguments is no longer a string, so never read texts from it directly.
 */
export function forTranslator<T extends object>(messages: T): T {
  return MESSAGES_PRECOMPILED ? precompileMessages(messages) : messages;
}
