import "server-only";
/**
 * Public data kept in memory: what the anonymous API answers from the back office's settings (the
 * pricing in force, the active service areas), which changes only when the back office saves it.
 *
 * Kept only while this instance is sure to hear of every change: its page-change listener
 * (lib/pages/page-change-listener.ts) is connected. Every change the back office saves goes through
 * refreshPublicPages (lib/pages/public-pages.ts), which forgets it here at once and tells every
 * other instance (NOTIFY), whose listener forgets it too; a listener that loses its connection
 * stops the keeping until it is back (changes sent meanwhile are lost). Without a listener (tests,
 * scripts, `next dev`, the embedded database) every call loads afresh. Entries also expire after
 * `maxAgeMs`, for a change made behind the app's back (a SQL console).
 *
 * The state is on globalThis: the listener and the routes come from different Next.js bundles,
 * each with its own copy of this module.
 */

interface Entry {
  value: unknown;
  expiresAt: number;
}
interface State {
  /** Counts the forgets: a load that started before one is not kept (it may predate the change). */
  generation: number;
  keeping: boolean;
  entries: Map<string, Entry>;
}

const STATE = Symbol.for("brushwise.publicData");
function state(): State {
  const scope = globalThis as { [STATE]?: State };
  return (scope[STATE] ??= { generation: 0, keeping: false, entries: new Map() });
}

/** `load()`'s value, from memory while it is kept and younger than `maxAgeMs`. */
export async function publicData<T>(key: string, maxAgeMs: number, load: () => Promise<T>): Promise<T> {
  const s = state();
  if (!s.keeping) return load();
  const entry = s.entries.get(key);
  if (entry && entry.expiresAt > Date.now()) return entry.value as T;
  const generation = s.generation;
  const value = await load();
  if (s.keeping && s.generation === generation) {
    s.entries.set(key, { value, expiresAt: Date.now() + maxAgeMs });
  }
  return value;
}

/** A change was saved (here or on another instance): load everything afresh. */
export function forgetPublicData(): void {
  const s = state();
  s.generation++;
  s.entries.clear();
}

/** The listener is connected (true) or lost (false): keep public data only while it hears changes. */
export function keepPublicData(keeping: boolean): void {
  forgetPublicData();
  state().keeping = keeping;
}
