"use client";

import { useMemo, useRef } from "react";
import { NETWORK_ERROR } from "./client";
import { useResource } from "./use-resource";

/** A GET as a form shows it: not asked for yet, loading, its value, or why it failed. */
export type Loadable<T> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; value: T }
  | { status: "error"; message: string };

export interface LoadableOptions {
  /** A change loads the same URL again, shown as loading until it is in (after a conflict). */
  reloadKey?: number;
  /** A check of the answer; one that fails it is shown as an error. */
  accept?: (data: unknown) => boolean;
}

/**
 * useResource seen as a Loadable: `url` null is idle, another URL never shows the last one's
 * value, and `pick` projects the answer (a plain projection: a new one each render is fine).
 */
export function useLoadable<T, R>(
  url: string | null,
  pick: (body: T) => R,
  { reloadKey = 0, accept }: LoadableOptions = {},
): Loadable<R> {
  const { resource, reloading } = useResource<T>(url, {
    keepPreviousData: false,
    reloadKey,
    accept: accept && ((data: unknown): data is T => accept(data)),
  });
  const pickRef = useRef(pick);
  pickRef.current = pick;

  return useMemo<Loadable<R>>(() => {
    if (!url) return { status: "idle" };
    if (reloading) return { status: "loading" };
    if (resource.status === "ready") return { status: "ready", value: pickRef.current(resource.data) };
    if (resource.status === "error") return { status: "error", message: resource.error ?? NETWORK_ERROR };
    return { status: "loading" };
  }, [reloading, resource, url]);
}
