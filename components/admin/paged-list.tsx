"use client";

import type { ReactNode } from "react";
import { LoadingState } from "@/components/dashboard/list-state";
import { cn } from "@/lib/utils.shared";
import { useState } from "react";
import { Pager } from "./pager";
import { FIRST_PAGE, isPageOf, nextPaging, previousPaging, type PageOf, type Paging } from "./paging";
import { useAdminPage } from "./use-admin-page";

/**
 * One server-paged admin list (contractors, reviews, All Bookings): the page asked for by a cursor,
 * the way back and forth, and the rows. The paging lives here unless the caller keeps it (All
 * Bookings keeps it in the URL).
 */
export function usePagedList<K extends string, T>({
  key,
  url,
  reloadKey,
  paging: kept,
}: {
  /** The answer's list field, e.g. "contractors" of `{ contractors, nextCursor }`. */
  key: K;
  /** GET URL of the page that starts at `cursor` ("" for the first). */
  url: (cursor: string) => string;
  /** Changing it loads the page shown again (after an edit); a primitive, compared by value. */
  reloadKey?: string | number;
  paging?: { value: Paging; onChange: (next: Paging) => void };
}) {
  const [own, setOwn] = useState<Paging>(FIRST_PAGE);
  const paging = kept?.value ?? own;
  const setPaging = kept?.onChange ?? setOwn;
  const page = useAdminPage<PageOf<K, T>>(url(paging.cursor), isPageOf<K, T>(key), reloadKey);
  const nextCursor = page.data?.nextCursor ?? null;

  return {
    ...page,
    rows: page.data?.[key] ?? ([] as T[]),
    paging,
    setPaging,
    hasNext: nextCursor !== null,
    /** Back to the first page (a new search or filter). */
    reset: () => setPaging(FIRST_PAGE),
    previous: () => setPaging(previousPaging(paging)),
    next: () => {
      if (nextCursor) setPaging(nextPaging(paging, nextCursor));
    },
  };
}

/** What <PagedList> shows of a usePagedList. */
export interface PagedListState<T> {
  /** The last page that loaded; null before the first. */
  data: object | null;
  rows: T[];
  loading: boolean;
  failure: { httpStatus: number; error: string | null } | null;
  unauthorized: boolean;
  retry: () => void;
  paging: Paging;
  hasNext: boolean;
  previous: () => void;
  next: () => void;
}

/**
 * A paged list's states, the same for each: a failure (the caller's message), a session that
 * ended, the first load (skeletons), then "Showing N …" with the rows (dimmed while the next page
 * loads) and Previous / Page N / Next.
 */
export function PagedList<T>({
  list,
  noun,
  pagerLabel,
  skeletons,
  skeletonsClassName,
  failure,
  unauthorized = null,
  toolbar,
  children,
}: {
  list: PagedListState<T>;
  /** What a row is, one and many: "contractor", "contractors". */
  noun: readonly [string, string];
  /** The pager's landmark name, e.g. "Contractors pages". */
  pagerLabel: string;
  skeletons: readonly string[];
  skeletonsClassName?: string;
  failure: (failure: NonNullable<PagedListState<T>["failure"]>, retry: () => void) => ReactNode;
  /** What shows once the session ended (the page is on its way to the login). */
  unauthorized?: ReactNode;
  /** Beside the "Showing …" line, e.g. an export. */
  toolbar?: ReactNode;
  /** The rows; `busy` while another page loads. */
  children: (rows: T[], busy: boolean) => ReactNode;
}) {
  const [one, many] = noun;
  if (list.failure) return <>{failure(list.failure, list.retry)}</>;
  if (list.unauthorized) return <>{unauthorized}</>;
  if (!list.data)
    return <LoadingState label={`Loading ${many}…`} skeletons={skeletons} className={skeletonsClassName} />;
  const count = list.rows.length;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-muted-foreground">
          {list.loading ? `Loading ${many}…` : `Showing ${count} ${count === 1 ? one : many}`}
        </p>
        {toolbar}
      </div>
      <div className={cn("transition-opacity", list.loading && "opacity-60")}>
        {children(list.rows, list.loading)}
      </div>
      <Pager
        label={pagerLabel}
        paging={list.paging}
        hasNext={list.hasNext}
        busy={list.loading}
        onPrevious={list.previous}
        onNext={list.next}
      />
    </div>
  );
}
