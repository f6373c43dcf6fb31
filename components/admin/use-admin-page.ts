"use client";

import { useCallback } from "react";
import { useAdminResource } from "./admin-api";

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
 * One page of a server-paged admin list, on the one keyed GET hook (useAdminResource): a new URL
 * keeps the old rows on screen, marked loading, until its answer comes; answers to URLs left
 * behind are dropped by the hook. `reloadKey` changing loads the same URL again (after an edit
 * elsewhere), the rows staying on screen meanwhile; a primitive, as it is compared by value.
 */
export function useAdminPage<T>(
  url: string,
  accept: (data: unknown) => data is T,
  reloadKey: string | number = 0,
): AdminPageState<T> & { retry: () => void; update: (change: (data: T) => T) => void } {
  const { resource, reload, update, stale } = useAdminResource<T>(url, { accept, reloadKey });

  const retry = useCallback(() => void reload(), [reload]);

  const state: AdminPageState<T> =
    resource.status === "error"
      ? {
          data: null,
          loading: false,
          failure: { httpStatus: resource.httpStatus, error: resource.error },
          unauthorized: false,
        }
      : {
          data: resource.data,
          loading: resource.status === "loading" || stale,
          failure: null,
          unauthorized: resource.status === "unauthorized",
        };
  return { ...state, retry, update };
}
