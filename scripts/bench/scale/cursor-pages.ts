/**
 * Paths of second and later pages of a keyset-paged list, as a client paging through it asks for
 * them: each first page's nextCursor followed, page after page.
 */
import { callApi, type ApiAnswer } from "../../shared/http";

export interface PagedList {
  /** The list's path, e.g. /api/admin/bookings */
  path: string;
  /** Query strings of the first pages (filters, sorts); "" for none. */
  queries: string[];
  /** Pages followed per query, the first included. */
  pages: number;
  /** The first page kept (2 = every next page; more for deep pages only). */
  keepFrom: number;
}

export async function cursorPagePaths(
  base: string,
  adminToken: string,
  { path: list, queries, pages, keepFrom }: PagedList,
): Promise<string[]> {
  const paths: string[] = [];
  for (const query of queries) {
    let cursor: string | null = null;
    for (let page = 1; page <= pages; page++) {
      const params: string = [query, cursor ? `cursor=${encodeURIComponent(cursor)}` : ""]
        .filter(Boolean)
        .join("&");
      const path: string = `${list}${params ? `?${params}` : ""}`;
      if (page >= keepFrom) paths.push(path);
      const answer: ApiAnswer<{ nextCursor: string | null }> = await callApi<{ nextCursor: string | null }>(
        `${base}${path}`,
        { method: "GET", headers: { authorization: `Bearer ${adminToken}` } },
      );
      if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${answer.text}`);
      cursor = answer.json?.nextCursor ?? null;
      if (!cursor) break;
    }
  }
  if (!paths.length) throw new Error(`no first page of ${list} has a page ${keepFrom}`);
  return paths;
}
