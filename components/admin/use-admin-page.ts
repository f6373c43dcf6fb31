"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useAdminApi } from "./admin-api";

export interface AdminPageState<T> {
  /** The last page that loaded, kept on screen while the next one loads. */
  data: T | null;
  loading: boolean;
  /** Set when the last load failed (then `data` is null: stale rows would contradict the filters shown). */
  failure: { httpStatus: number; error: string | null } | null;
  /** The session ended (401/403): the dashboard is on its way to the login. */
  unauthorized: boolean;
}

/**
 * One page of a server-paged admin list. Unlike useResource it says when a new URL is loading
 * (the list keeps its old rows meanwhile, marked busy) and drops answers to URLs it has left.
 * `reloadKey` changing loads the same URL again (after an edit elsewhere); a primitive, as it is compared by value.
 */
export function useAdminPage<T>(
  url: string,
  accept: (data: unknown) => data is T,
  reloadKey: string | number = 0,
) {
  const api = useAdminApi();
  const [state, setState] = useState<AdminPageState<T>>({
    data: null,
    loading: true,
    failure: null,
    unauthorized: false,
  });
  const [attempt, setAttempt] = useState(0);
  // Callers pass inline guards; reloading whenever one changes would never stop.
  const acceptRef = useRef(accept);
  acceptRef.current = accept;

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true }));
    void api.get<T>(url, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.sessionEnded) setState({ data: null, loading: false, failure: null, unauthorized: true });
      else if (result.ok && acceptRef.current(result.data))
        setState({ data: result.data, loading: false, failure: null, unauthorized: false });
      else
        setState({
          data: null,
          loading: false,
          failure: { httpStatus: result.status, error: result.error },
          unauthorized: false,
        });
    });
    return () => controller.abort();
  }, [api, url, reloadKey, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  /** Shows a changed record at once, before the reload that follows it. */
  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.data === null ? current : { ...current, data: change(current.data) }));
  }, []);

  return { ...state, retry, update };
}
