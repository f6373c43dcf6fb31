/**
 * The browser's shared GETs, one entry per URL: components mounted together that ask for the
 * same URL share one request and its answer, and one that mounts later starts from the last
 * good answer while it loads again. The cache lives in the tab only and is emptied when a
 * session ends, so a painter never sees what the previous one loaded.
 */
import type { ApiResult } from "./client";

/** An answer of the caller's API layer; `sessionEnded` means the caller is already leaving for its login page. */
export type ResourceAnswer<T> = ApiResult<T> & { sessionEnded?: boolean };

/** A GET of the caller's API layer (the admin's, the painter's, or the plain client). */
export type ResourceGet = <T>(url: string, signal?: AbortSignal) => Promise<ResourceAnswer<T>>;

type Listener = (answer: ResourceAnswer<unknown>) => void;

interface Entry {
  /** The last good answer's data (undefined: none yet). */
  data: unknown;
  loadedAt: Date | null;
  request: { controller: AbortController; done: Promise<void> } | null;
  /** When the last request started (for the focus throttle). */
  requestedAt: number;
  listeners: Set<Listener>;
}

/** Entries nobody is showing are kept for a quick return, up to this many. */
const MAX_IDLE_ENTRIES = 50;
const entries = new Map<string, Entry>();

function entryFor(key: string): Entry {
  let entry = entries.get(key);
  if (!entry) {
    entry = { data: undefined, loadedAt: null, request: null, requestedAt: 0, listeners: new Set() };
    entries.set(key, entry);
    dropIdleEntries();
  }
  return entry;
}

function dropIdleEntries() {
  const idle = [...entries].filter(([, entry]) => entry.listeners.size === 0 && !entry.request);
  for (const [key] of idle.slice(0, Math.max(0, idle.length - MAX_IDLE_ENTRIES))) entries.delete(key);
}

const NO_ANSWER: ResourceAnswer<unknown> = {
  ok: false,
  status: 0,
  data: null,
  error: null,
  code: null,
  details: null,
};

/** The last good data of `key`, if any. */
export function cachedResource(key: string): { data: unknown; loadedAt: Date | null } | null {
  const entry = entries.get(key);
  return entry && entry.data !== undefined ? { data: entry.data, loadedAt: entry.loadedAt } : null;
}

/** Whether a request for `key` started less than `ms` ago. */
export function requestedWithin(key: string, ms: number): boolean {
  const entry = entries.get(key);
  return entry !== undefined && Date.now() - entry.requestedAt < ms;
}

/**
 * Hears every answer for `key` until the returned function is called. When the last listener
 * goes, the request still in flight is aborted: nobody would see its answer.
 */
export function subscribe(key: string, listener: Listener): () => void {
  const entry = entryFor(key);
  entry.listeners.add(listener);
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size > 0 || !entry.request) return;
    entry.request.controller.abort();
    entry.request = null;
  };
}

/**
 * GETs `key` with `get` and tells its listeners. A request already in flight is joined, unless
 * `fresh` asks for a new one (after a write: the one in flight may have left before it); the
 * superseded one is aborted and its answer dropped. Resolves once the newest answer is in.
 */
export async function loadResource(key: string, get: ResourceGet, fresh = false): Promise<void> {
  const entry = entryFor(key);
  if (!entry.request || fresh) {
    entry.request?.controller.abort();
    const controller = new AbortController();
    const done = get<unknown>(key, controller.signal)
      .catch(() => NO_ANSWER)
      .then((answer) => {
        if (entry.request?.controller !== controller) return; // superseded or abandoned
        entry.request = null;
        if (answer.sessionEnded) clearResourceCache();
        else if (answer.ok && answer.data !== null) {
          entry.data = answer.data;
          entry.loadedAt = new Date();
        }
        for (const listener of [...entry.listeners]) listener(answer);
      });
    entry.request = { controller, done };
    entry.requestedAt = Date.now();
  }
  // A newer request may replace the one awaited: wait for the last.
  while (entry.request) await entry.request.done;
}

/** Forgets every answer (a sign-out, an expired session); requests in flight go on for those still showing them. */
export function clearResourceCache() {
  for (const [key, entry] of entries) {
    if (entry.listeners.size === 0 && !entry.request) entries.delete(key);
    else {
      entry.data = undefined;
      entry.loadedAt = null;
    }
  }
}
