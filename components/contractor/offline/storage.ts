/**
 * The painter's data kept on the device (docs: README "When there's no signal"): JSON in
 * localStorage under one prefix, so sign-out can find and delete all of it. localStorage, not
 * IndexedDB: a snapshot is one painter's open jobs (a few dozen KB), read synchronously on the
 * first render, and its writes are atomic per key, which the move queue relies on.
 */
import { useSyncExternalStore } from "react";

export const DEVICE_KEY_PREFIX = "brushwise-offline:";

export const deviceKey = (painterId: string, what: "jobs" | "moves") =>
  `${DEVICE_KEY_PREFIX}${painterId}:${what}`;

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled (some private modes): the dashboard just works online only
  }
}

/** The parsed value, the same object for the same stored text (useSyncExternalStore needs that). */
const parsed = new Map<string, { raw: string; value: unknown }>();

export function readStored<T>(key: string): T | null {
  const raw = storage()?.getItem(key) ?? null;
  if (raw === null) return null;
  const cached = parsed.get(key);
  if (cached?.raw === raw) return cached.value as T;
  try {
    const value = JSON.parse(raw) as unknown;
    parsed.set(key, { raw, value });
    return value as T;
  } catch {
    return null;
  }
}

/** Writes (null removes) and tells this tab's readers; other tabs hear the 'storage' event. */
export function writeStored(key: string, value: unknown) {
  const store = storage();
  if (!store) return;
  try {
    if (value === null) store.removeItem(key);
    else store.setItem(key, JSON.stringify(value));
  } catch {
    // Full storage: the last snapshot stays; nothing else depends on this write succeeding.
  }
  for (const listener of [...listeners]) listener();
}

/** Removes every key of the painter data; returns how many went. */
export function removeAllStored(): number {
  const store = storage();
  if (!store) return 0;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => !!key?.startsWith(DEVICE_KEY_PREFIX),
  );
  for (const key of keys) store.removeItem(key);
  parsed.clear();
  for (const listener of [...listeners]) listener();
  return keys.length;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** A stored value that re-renders on change; null on the server and while hydrating. */
export function useStored<T>(key: string | null): T | null {
  return useSyncExternalStore(
    subscribe,
    () => (key ? readStored<T>(key) : null),
    () => null,
  );
}
