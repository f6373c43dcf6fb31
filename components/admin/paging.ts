/**
 * Keyset paging of the admin lists. The server only hands out the cursor of the next page, so the
 * way back is a stack of the cursors of the pages already seen ("" is the first page).
 */
export interface Paging {
  /** The cursor the shown page was asked with; "" for the first page. */
  cursor: string;
  /** 1-based, for the "Page N" text. */
  page: number;
  /** Cursors of the pages before this one, oldest first. */
  previous: readonly string[];
}

export const FIRST_PAGE: Paging = { cursor: "", page: 1, previous: [] };

export function nextPaging(paging: Paging, nextCursor: string): Paging {
  return { cursor: nextCursor, page: paging.page + 1, previous: [...paging.previous, paging.cursor] };
}

/** One page back; when the stack was lost (a reloaded or shared link to a later page), the first page. */
export function previousPaging(paging: Paging): Paging {
  if (paging.previous.length === 0) return FIRST_PAGE;
  return {
    cursor: paging.previous[paging.previous.length - 1]!,
    page: Math.max(1, paging.page - 1),
    previous: paging.previous.slice(0, -1),
  };
}

export const isFirstPage = (paging: Paging) => paging.cursor === "";

/** A list answer of the admin API: `{ <key>: T[], nextCursor }`. */
export type PageOf<K extends string, T> = { [P in K]: T[] } & { nextCursor: string | null };

/** A check of such an answer's shape, so an unexpected body is an error rather than a crash. */
export function isPageOf<K extends string, T>(key: K) {
  return (data: unknown): data is PageOf<K, T> =>
    typeof data === "object" &&
    data !== null &&
    Array.isArray((data as Record<string, unknown>)[key]) &&
    ["string", "object"].includes(typeof (data as Record<string, unknown>).nextCursor);
}
