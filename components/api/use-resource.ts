"use client";

/*
 * The one keyed GET hook of the browser. Measured before growing it (esbuild 0.28 --bundle --minify
 * --format=esm, react external, gzip -9): what each choice adds to the painter dashboard and the
 * booking pages, which already carry components/api/client.ts:
 *   SWR 2.5.1 (useSWR)                               6,401 B   (with swr/infinite for pages: 7,281 B)
 *   TanStack Query 5.108 (QueryClient, useQuery)    10,017 B   (with useInfiniteQuery: 10,331 B)
 *   this hook and resource-cache.ts                  1,299 B   (the hook it grew from: 507 B)
 *     with use-paged-resource.ts 1,854 B; use-loadable.ts (booking pages) 1,507 B
 * Growing our own costs the fewest bytes, so it stays.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { api } from "./client";
import {
  cachedResource,
  loadResource,
  requestedWithin,
  subscribe,
  type ResourceAnswer,
  type ResourceGet,
} from "./resource-cache";

export type { ResourceAnswer, ResourceGet } from "./resource-cache";
export { clearResourceCache } from "./resource-cache";

export type Resource<T> =
  | { status: "loading"; data: null; error: null }
  | { status: "ready"; data: T; error: null }
  /** A failed refetch keeps the last good data. */
  | { status: "error"; data: T | null; error: string | null; httpStatus: number }
  | { status: "unauthorized"; data: null; error: null };

export interface ResourceOptions<T> {
  /** The caller's GET (its session rule); the plain client's by default. */
  get?: ResourceGet;
  /** Refetch every so often. */
  intervalMs?: number;
  /** A check of the answer's shape; an answer that fails it counts as an error. */
  accept?: (data: unknown) => data is T;
  /** Load again when the window gets the focus back (at most every few seconds). Default true. */
  revalidateOnFocus?: boolean;
  /** Load again when the browser is back online. Default true. */
  revalidateOnReconnect?: boolean;
  /**
   * While a new URL loads, keep showing the last URL's data (default true). Set it false where the
   * old data would be wrong for the new URL (another date's time slots).
   */
  keepPreviousData?: boolean;
  /**
   * A change loads the same URL again, not joining a request in flight (after a write elsewhere, a
   * conflict); `reloading` is true until that answer is in. A primitive, as it is compared by value.
   */
  reloadKey?: string | number;
}

/** Focus comes and goes often (a dialog, another tab for a second): one revalidation per this long. */
export const FOCUS_THROTTLE_MS = 5_000;

/** The plain client's GET, for pages without a session rule. */
export const plainGet: ResourceGet = (url, signal) => api.get(url, { signal });

const LOADING = { status: "loading", data: null, error: null } as const;

interface State<T> {
  resource: Resource<T>;
  lastLoadedAt: Date | null;
  /** The URL whose answer `resource.data` is (another one while a new URL loads over kept data). */
  dataUrl: string | null;
}

function fromCache<T>(url: string | null, accept?: (data: unknown) => data is T): State<T> | null {
  const cached = url ? cachedResource(url) : null;
  if (!cached || !(accept?.(cached.data) ?? true)) return null;
  return {
    resource: { status: "ready", data: cached.data as T, error: null },
    lastLoadedAt: cached.loadedAt,
    dataUrl: url,
  };
}

function withAnswer<T>(
  current: State<T>,
  url: string,
  answer: ResourceAnswer<unknown>,
  accept?: (data: unknown) => data is T,
): State<T> {
  if (answer.sessionEnded)
    return { ...current, resource: { status: "unauthorized", data: null, error: null } };
  if (answer.ok && answer.data !== null && (accept?.(answer.data) ?? true))
    return {
      resource: { status: "ready", data: answer.data as T, error: null },
      lastLoadedAt: new Date(),
      dataUrl: url,
    };
  const resource: Resource<T> = {
    status: "error",
    data: current.resource.data,
    error: answer.error,
    httpStatus: answer.status,
  };
  return { ...current, resource };
}

/**
 * One GET keyed by its URL (with its query): components showing the same URL share one request
 * and its answer; the request is aborted when the URL changes or the last component showing it
 * goes, and an answer for a URL left behind is dropped. It loads again on reload(), on an
 * interval, when the window gets the focus back and when the browser is back online.
 * `url` null means "not yet".
 */
export function useResource<T>(url: string | null, options: ResourceOptions<T> = {}) {
  const {
    get = plainGet,
    intervalMs,
    accept,
    revalidateOnFocus = true,
    revalidateOnReconnect = true,
    keepPreviousData = true,
    reloadKey = 0,
  } = options;
  const [state, setState] = useState<State<T>>(
    () => fromCache(url, accept) ?? { resource: LOADING, lastLoadedAt: null, dataUrl: null },
  );
  // Callers pass inline functions; loading again on every render would never stop.
  const acceptRef = useRef(accept);
  acceptRef.current = accept;
  const getRef = useRef(get);
  getRef.current = get;

  useEffect(() => {
    if (!url) return;
    const unsubscribe = subscribe(url, (answer) =>
      setState((current) => withAnswer(current, url, answer, acceptRef.current)),
    );
    const cached = fromCache(url, acceptRef.current);
    setState((current) => {
      if (cached) return cached;
      if (current.resource.data !== null && keepPreviousData) return current;
      return { resource: LOADING, lastLoadedAt: current.lastLoadedAt, dataUrl: null };
    });
    void loadResource(url, getRef.current);
    return unsubscribe;
  }, [url, keepPreviousData]);

  useEffect(() => {
    if (!url || !intervalMs) return;
    const timer = window.setInterval(() => void loadResource(url, getRef.current), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, url]);

  useEffect(() => {
    if (!url || (!revalidateOnFocus && !revalidateOnReconnect)) return;
    const onFocus = () => {
      if (document.visibilityState === "hidden" || requestedWithin(url, FOCUS_THROTTLE_MS)) return;
      void loadResource(url, getRef.current);
    };
    const onOnline = () => void loadResource(url, getRef.current);
    if (revalidateOnFocus) {
      window.addEventListener("focus", onFocus);
      document.addEventListener("visibilitychange", onFocus);
    }
    if (revalidateOnReconnect) window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
      window.removeEventListener("online", onOnline);
    };
  }, [revalidateOnFocus, revalidateOnReconnect, url]);

  /** Loads again now (after a write), not joining a request that may have left before it. */
  const reload = useCallback(async () => {
    if (url) await loadResource(url, getRef.current, true);
  }, [url]);

  const [shownKey, setShownKey] = useState(reloadKey);
  const reloading = reloadKey !== shownKey;
  useEffect(() => {
    if (!reloading) return;
    let live = true;
    void reload().then(() => live && setShownKey(reloadKey));
    return () => {
      live = false;
    };
  }, [reload, reloadKey, reloading]);

  /** Replaces the data locally (e.g. with a changed record the API returned) until the next load. */
  const update = useCallback((change: (data: T) => T) => {
    setState((current) =>
      current.resource.data === null
        ? current
        : {
            ...current,
            resource: { ...current.resource, data: change(current.resource.data) } as Resource<T>,
          },
    );
  }, []);

  return {
    resource: state.resource,
    reload,
    update,
    lastLoadedAt: state.lastLoadedAt,
    /** Showing the last URL's data while `url`'s first answer loads (keepPreviousData). */
    stale: state.resource.status === "ready" && state.dataUrl !== url,
    /** `reloadKey` changed and the answer it asked for is not in yet. */
    reloading,
  };
}
