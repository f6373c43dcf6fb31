"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { plainGet, useResource, type ResourceOptions } from "./use-resource";

export interface PagedResourceOptions<Page, Item> extends ResourceOptions<Page> {
  items: (page: Page) => Item[];
  /** The cursor of the page after `page`; null on the last one. */
  nextCursor: (page: Page) => string | null;
  /** The address of the page that starts at `cursor`. */
  pageUrl: (cursor: string) => string;
  /** An item's identity: one a later page sends again is not repeated. */
  itemKey: (item: Item) => string;
}

export interface PageFailure {
  error: string | null;
  /** 0 when the request got no answer. */
  httpStatus: number;
}

export interface PagedResource<Item> {
  /** idle: `url` is null (not asked for yet). */
  status: "idle" | "loading" | "ready" | "error";
  items: Item[];
  nextCursor: string | null;
  loadingMore: boolean;
  /** Why the first page (when none is shown) or the next one could not be loaded. */
  failure: PageFailure | null;
}

interface More<Page, Item> {
  /** The first page these follow: a new first page starts the list again. */
  after: Page;
  items: Item[];
  nextCursor: string | null;
  loading: boolean;
  failure: PageFailure | null;
}

/**
 * A cursor-paged list: the first page is a useResource (shared, cached, reloadable), and each
 * loadMore() appends the next page. Reloading the first page drops the pages appended to it, so
 * focus and reconnection do not reload it by default: that would fold a long list back to its start.
 */
export function usePagedResource<Page, Item>(url: string | null, options: PagedResourceOptions<Page, Item>) {
  const { items, nextCursor, pageUrl, itemKey, ...resourceOptions } = options;
  const { resource, reload } = useResource<Page>(url, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    ...resourceOptions,
  });
  const [more, setMore] = useState<More<Page, Item> | null>(null);
  const first = resource.data;
  const latest = useRef({ options, first, more });
  latest.current = { options, first, more };
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), [url]);

  /** The next page, appended (an item already shown is not repeated). */
  const loadMore = useCallback(async () => {
    const { first: after, more: now, options: current } = latest.current;
    if (after === null) return;
    const mine = now?.after === after ? now : null;
    const from = mine ? mine.nextCursor : current.nextCursor(after);
    if (!from || mine?.loading) return;
    controller.current?.abort();
    const request = new AbortController();
    controller.current = request;
    const base = { after, items: mine?.items ?? [], nextCursor: from };
    setMore({ ...base, loading: true, failure: null });
    const answer = await (current.get ?? plainGet)<Page>(current.pageUrl(from), request.signal);
    // Dropped: the list was left, or its first page loaded again meanwhile.
    if (request.signal.aborted || latest.current.first !== after || answer.sessionEnded) return;
    const page =
      answer.ok && answer.data !== null && (current.accept?.(answer.data) ?? true) ? answer.data : null;
    if (!page) {
      setMore({ ...base, loading: false, failure: { error: answer.error, httpStatus: answer.status } });
      return;
    }
    const known = new Set([...current.items(after), ...base.items].map(current.itemKey));
    const fresh = current.items(page).filter((item) => !known.has(current.itemKey(item)));
    setMore({
      after,
      items: [...base.items, ...fresh],
      nextCursor: current.nextCursor(page),
      loading: false,
      failure: null,
    });
  }, []);

  const mine = more && first !== null && more.after === first ? more : null;
  const firstFailure: PageFailure | null =
    resource.status === "error" ? { error: resource.error, httpStatus: resource.httpStatus } : null;
  const list: PagedResource<Item> = {
    status: url === null ? "idle" : first !== null ? "ready" : firstFailure ? "error" : "loading",
    items: first === null ? [] : [...items(first), ...(mine?.items ?? [])],
    nextCursor: first === null ? null : mine ? mine.nextCursor : nextCursor(first),
    loadingMore: mine?.loading ?? false,
    failure: mine?.failure ?? firstFailure,
  };
  return { ...list, reload, loadMore };
}
