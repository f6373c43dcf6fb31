"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useAdminApi } from "../admin-api";

export type Resource<T> =
  | { status: "loading"; data: null; error: null }
  | { status: "ready"; data: T; error: null }
  /** A failed refetch keeps the last good data. */
  | { status: "error"; data: T | null; error: string | null; httpStatus: number }
  | { status: "unauthorized"; data: null; error: null };

/**
 * One GET of the admin API with reload, optional polling, and the session rule
 * of admin-api.tsx. `url` null means "not yet".
 */
export function useResource<T>(url: string | null, { intervalMs }: { intervalMs?: number } = {}) {
  const api = useAdminApi();
  const [resource, setResource] = useState<Resource<T>>({ status: "loading", data: null, error: null });
  const [lastLoadedAt, setLastLoadedAt] = useState<Date | null>(null);
  const request = useRef(0);

  const reload = useCallback(async () => {
    if (!url) return;
    const id = ++request.current;
    const result = await api.get<T>(url);
    if (id !== request.current) return;
    if (result.sessionEnded) {
      setResource({ status: "unauthorized", data: null, error: null });
    } else if (result.ok && result.data !== null) {
      setResource({ status: "ready", data: result.data, error: null });
      setLastLoadedAt(new Date());
    } else {
      setResource((current) => ({ status: "error", data: current.data, error: result.error, httpStatus: result.status }));
    }
  }, [api, url]);

  useEffect(() => {
    if (!url) return;
    setResource((current) => (current.data === null ? { status: "loading", data: null, error: null } : current));
    void reload();
  }, [reload, url]);

  useEffect(() => {
    if (!url || !intervalMs) return;
    const timer = window.setInterval(() => void reload(), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, reload, url]);

  /** Replaces the data locally (e.g. with a changed record the API returned) until the next load. */
  const update = useCallback((change: (data: T) => T) => {
    setResource((current) => (current.data === null ? current : ({ ...current, data: change(current.data) } as Resource<T>)));
  }, []);

  return { resource, reload, update, lastLoadedAt };
}
