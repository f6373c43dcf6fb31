"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { ApiResult } from "./client";

export type Resource<T> =
  | { status: "loading"; data: null; error: null }
  | { status: "ready"; data: T; error: null }
  /** A failed refetch keeps the last good data. */
  | { status: "error"; data: T | null; error: string | null; httpStatus: number }
  | { status: "unauthorized"; data: null; error: null };

/** A GET of the caller's API layer; `sessionEnded` means the caller is already leaving for its login page. */
export type ResourceGet = <T>(url: string) => Promise<ApiResult<T> & { sessionEnded?: boolean }>;

export interface ResourceOptions<T> {
  get: ResourceGet;
  /** Refetch every so often. */
  intervalMs?: number;
  /** A check of the answer's shape; an answer that fails it counts as an error. */
  accept?: (data: unknown) => data is T;
}

/** One GET with reload, optional polling and the caller's session rule. `url` null means "not yet". */
export function useResource<T>(url: string | null, { get, intervalMs, accept }: ResourceOptions<T>) {
  const [resource, setResource] = useState<Resource<T>>({ status: "loading", data: null, error: null });
  const [lastLoadedAt, setLastLoadedAt] = useState<Date | null>(null);
  const request = useRef(0);
  // Callers pass inline functions; loading again on every render would never stop.
  const acceptRef = useRef(accept);
  acceptRef.current = accept;

  const reload = useCallback(async () => {
    if (!url) return;
    const id = ++request.current;
    const result = await get<T>(url);
    if (id !== request.current) return;
    const usable = result.ok && result.data !== null && (acceptRef.current?.(result.data) ?? true);
    if (result.sessionEnded) {
      setResource({ status: "unauthorized", data: null, error: null });
    } else if (usable) {
      setResource({ status: "ready", data: result.data as T, error: null });
      setLastLoadedAt(new Date());
    } else {
      setResource((current) => ({
        status: "error",
        data: current.data,
        error: result.error,
        httpStatus: result.status,
      }));
    }
  }, [get, url]);

  useEffect(() => {
    if (!url) return;
    setResource((current) =>
      current.data === null ? { status: "loading", data: null, error: null } : current,
    );
    void reload();
  }, [reload, url]);

  useEffect(() => {
    if (!url || !intervalMs) return;
    const timer = window.setInterval(() => void reload(), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, reload, url]);

  /** Replaces the data locally (e.g. with a changed record the API returned) until the next load. */
  const update = useCallback((change: (data: T) => T) => {
    setResource((current) =>
      current.data === null ? current : ({ ...current, data: change(current.data) } as Resource<T>),
    );
  }, []);

  return { resource, reload, update, lastLoadedAt };
}
