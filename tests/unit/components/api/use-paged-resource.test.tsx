import { act, renderHook } from "@testing-library/react";
import { usePagedResource } from "@/components/api/use-paged-resource";
import type { ResourceAnswer, ResourceGet } from "@/components/api/use-resource";

interface Page {
  items: { id: string }[];
  next: string | null;
}

const page = (ids: string[], next: string | null = null): Page => ({
  items: ids.map((id) => ({ id })),
  next,
});
const ok = (data: unknown): ResourceAnswer<unknown> => ({
  ok: true,
  status: 200,
  data,
  error: null,
  code: null,
  details: null,
});

/** A server answering each URL from `pages`, or with a 500 for a URL in `failing`. */
function serverGet(pages: Record<string, Page>, failing = new Set<string>()) {
  const get = jest.fn(async (url: string) =>
    failing.has(url)
      ? { ...ok(null), ok: false, status: 500, error: "Something went wrong" }
      : ok(JSON.parse(JSON.stringify(pages[url] ?? null))),
  );
  return get as unknown as ResourceGet & jest.Mock;
}

function usePaged(url: string | null, get: ResourceGet) {
  return usePagedResource<Page, { id: string }>(url, {
    get,
    items: (p) => p.items,
    nextCursor: (p) => p.next,
    pageUrl: (cursor) => `/list?cursor=${cursor}`,
    itemKey: (item) => item.id,
  });
}

const settle = () => act(async () => {});
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe("usePagedResource", () => {
  it("is idle until it has a URL, then shows the first page", async () => {
    const get = serverGet({ "/list": page(["a", "b"], "2") });
    const { result, rerender } = renderHook(({ url }) => usePaged(url, get), {
      initialProps: { url: null as string | null },
    });
    expect(result.current.status).toBe("idle");
    rerender({ url: "/list" });
    expect(result.current.status).toBe("loading");
    await settle();
    expect(result.current.status).toBe("ready");
    expect(ids(result.current.items)).toEqual(["a", "b"]);
    expect(result.current.nextCursor).toBe("2");
  });

  it("appends the next pages without repeating an item, and a reload starts again from the first", async () => {
    const pages = {
      "/list": page(["a", "b"], "2"),
      "/list?cursor=2": page(["b", "c"], "3"),
      "/list?cursor=3": page(["d"]),
    };
    const get = serverGet(pages);
    const { result } = renderHook(() => usePaged("/list", get));
    await settle();
    await act(() => result.current.loadMore());
    expect(ids(result.current.items)).toEqual(["a", "b", "c"]);
    await act(() => result.current.loadMore());
    expect(ids(result.current.items)).toEqual(["a", "b", "c", "d"]);
    expect(result.current.nextCursor).toBeNull();

    pages["/list"] = page(["new", "a"], "2");
    await act(() => result.current.reload());
    expect(ids(result.current.items)).toEqual(["new", "a"]);
    expect(result.current.nextCursor).toBe("2");
  });

  it("keeps the items shown when the next page fails, and loads it on a second try", async () => {
    const failing = new Set(["/list?cursor=2"]);
    const get = serverGet({ "/list": page(["a"], "2"), "/list?cursor=2": page(["b"]) }, failing);
    const { result } = renderHook(() => usePaged("/list", get));
    await settle();
    await act(() => result.current.loadMore());
    expect(result.current.failure).toEqual({ error: "Something went wrong", httpStatus: 500 });
    expect(ids(result.current.items)).toEqual(["a"]);
    expect(result.current.nextCursor).toBe("2");

    failing.clear();
    await act(() => result.current.loadMore());
    expect(result.current.failure).toBeNull();
    expect(ids(result.current.items)).toEqual(["a", "b"]);
  });

  it("drops a next page that answers after the first page loaded again", async () => {
    let answerNext: (answer: ResourceAnswer<unknown>) => void = () => undefined;
    const get = jest.fn((url: string) =>
      url === "/list"
        ? Promise.resolve(ok(page(["a"], "2")))
        : new Promise<ResourceAnswer<unknown>>((resolve) => (answerNext = resolve)),
    ) as unknown as ResourceGet;
    const { result } = renderHook(() => usePaged("/list", get));
    await settle();
    let more: Promise<void> = Promise.resolve();
    act(() => void (more = result.current.loadMore()));
    expect(result.current.loadingMore).toBe(true);
    await act(() => result.current.reload());
    await act(async () => {
      answerNext(ok(page(["stale"])));
      await more;
    });
    expect(ids(result.current.items)).toEqual(["a"]);
    expect(result.current.loadingMore).toBe(false);
  });
});
