import { act, renderHook } from "@testing-library/react";
import {
  clearResourceCache,
  FOCUS_THROTTLE_MS,
  useResource,
  type ResourceAnswer,
  type ResourceGet,
  type ResourceOptions,
} from "@/components/api/use-resource";

interface Call {
  url: string;
  signal?: AbortSignal;
  answer: (answer: ResourceAnswer<unknown>) => Promise<void>;
}

const ok = (data: unknown): ResourceAnswer<unknown> => ({
  ok: true,
  status: 200,
  data,
  error: null,
  code: null,
  details: null,
});
const failed = (status: number, error: string | null): ResourceAnswer<unknown> => ({
  ok: false,
  status,
  data: null,
  error,
  code: null,
  details: null,
});

/** A GET whose answers the test gives, one call at a time. */
function heldGet() {
  const calls: Call[] = [];
  const get = jest.fn(
    (url: string, signal?: AbortSignal) =>
      new Promise<ResourceAnswer<unknown>>((resolve) => {
        calls.push({
          url,
          signal,
          // The answer, then React's render of what followed it.
          answer: (answer) => act(async () => resolve(answer)),
        });
      }),
  );
  return { get: get as unknown as ResourceGet & jest.Mock, calls };
}

function useTwo(url: string | null, options: ResourceOptions<unknown>) {
  return [useResource(url, options), useResource(url, options)] as const;
}

afterEach(() => {
  jest.useRealTimers();
});

describe("useResource: one request per URL", () => {
  it("shares one request and its answer among the components showing the same URL", async () => {
    const { get, calls } = heldGet();
    const { result } = renderHook(() => useTwo("/api/jobs", { get }));
    expect(get).toHaveBeenCalledTimes(1);
    expect(result.current[0].resource.status).toBe("loading");

    await calls[0]!.answer(ok(["a job"]));
    expect(result.current[0].resource).toEqual({ status: "ready", data: ["a job"], error: null });
    expect(result.current[1].resource).toEqual({ status: "ready", data: ["a job"], error: null });
    expect(result.current[1].lastLoadedAt).toBeInstanceOf(Date);
  });

  it("starts a later component from the last answer, loads again, and forgets it all on sign-out", async () => {
    const { get, calls } = heldGet();
    const first = renderHook(() => useResource("/api/jobs", { get }));
    await calls[0]!.answer(ok(["old"]));
    first.unmount();

    const second = renderHook(() => useResource("/api/jobs", { get }));
    expect(second.result.current.resource).toEqual({ status: "ready", data: ["old"], error: null });
    expect(get).toHaveBeenCalledTimes(2);
    await calls[1]!.answer(ok(["new"]));
    expect(second.result.current.resource.data).toEqual(["new"]);
    second.unmount();

    clearResourceCache();
    const third = renderHook(() => useResource("/api/jobs", { get }));
    expect(third.result.current.resource.status).toBe("loading");
  });

  it("does not show a cached answer that fails the caller's shape check", async () => {
    const { get, calls } = heldGet();
    const first = renderHook(() => useResource("/api/jobs", { get }));
    await calls[0]!.answer(ok({ not: "a list" }));
    first.unmount();
    const isList = (data: unknown): data is unknown[] => Array.isArray(data);
    const second = renderHook(() => useResource("/api/jobs", { get, accept: isList }));
    expect(second.result.current.resource.status).toBe("loading");
  });
});

describe("useResource: aborts and stale answers", () => {
  it("aborts the request when the URL changes and drops the old URL's answer", async () => {
    const { get, calls } = heldGet();
    const { result, rerender } = renderHook(({ url }) => useResource(url, { get }), {
      initialProps: { url: "/api/a" },
    });
    rerender({ url: "/api/b" });
    expect(calls[0]!.signal?.aborted).toBe(true);
    expect(calls[1]!.url).toBe("/api/b");

    await calls[0]!.answer(ok("A"));
    expect(result.current.resource.data).toBeNull();
    await calls[1]!.answer(ok("B"));
    expect(result.current.resource.data).toBe("B");
  });

  it("aborts the request when the last component showing it goes, not before", async () => {
    const { get, calls } = heldGet();
    const a = renderHook(() => useResource("/api/jobs", { get }));
    const b = renderHook(() => useResource("/api/jobs", { get }));
    expect(get).toHaveBeenCalledTimes(1);
    a.unmount();
    expect(calls[0]!.signal?.aborted).toBe(false);
    b.unmount();
    expect(calls[0]!.signal?.aborted).toBe(true);
  });

  it("reload asks again even with a request in flight, and only the newest answer counts", async () => {
    const { get, calls } = heldGet();
    const { result } = renderHook(() => useResource("/api/jobs", { get }));
    let reloaded = false;
    act(() => void result.current.reload().then(() => (reloaded = true)));
    expect(get).toHaveBeenCalledTimes(2);
    expect(calls[0]!.signal?.aborted).toBe(true);

    await calls[0]!.answer(ok("before the write"));
    expect(result.current.resource.status).toBe("loading");
    expect(reloaded).toBe(false);
    await calls[1]!.answer(ok("after the write"));
    expect(result.current.resource.data).toBe("after the write");
    expect(reloaded).toBe(true);
  });

  it("reloadKey changing asks again, not joining the request in flight, and says reloading until it is in", async () => {
    const { get, calls } = heldGet();
    const { result, rerender } = renderHook(({ key }) => useResource("/api/jobs", { get, reloadKey: key }), {
      initialProps: { key: 0 },
    });
    await calls[0]!.answer(ok(["old"]));
    expect(result.current.reloading).toBe(false);

    rerender({ key: 1 });
    expect(get).toHaveBeenCalledTimes(2);
    expect(result.current.reloading).toBe(true);
    expect(result.current.resource.data).toEqual(["old"]);
    rerender({ key: 1 });
    expect(get).toHaveBeenCalledTimes(2);

    await calls[1]!.answer(ok(["new"]));
    expect(result.current.reloading).toBe(false);
    expect(result.current.resource).toEqual({ status: "ready", data: ["new"], error: null });
  });

  it("keeps the last good data when a reload fails, and says the session ended", async () => {
    const { get, calls } = heldGet();
    const { result } = renderHook(() => useResource("/api/jobs", { get }));
    await calls[0]!.answer(ok(["a job"]));
    act(() => void result.current.reload());
    await calls[1]!.answer(failed(500, "Something went wrong"));
    expect(result.current.resource).toEqual({
      status: "error",
      data: ["a job"],
      error: "Something went wrong",
      httpStatus: 500,
    });
    act(() => void result.current.reload());
    await calls[2]!.answer({ ...failed(401, null), sessionEnded: true });
    expect(result.current.resource.status).toBe("unauthorized");
  });

  it("by default keeps the last URL's data while a new one loads; keepPreviousData false shows loading", async () => {
    const { get, calls } = heldGet();
    const kept = renderHook(({ url }) => useResource(url, { get }), { initialProps: { url: "/api/a" } });
    await calls[0]!.answer(ok("A"));
    kept.rerender({ url: "/api/b" });
    expect(kept.result.current.resource).toEqual({ status: "ready", data: "A", error: null });

    const fresh = renderHook(({ url }) => useResource(url, { get, keepPreviousData: false }), {
      initialProps: { url: "/api/a" },
    });
    fresh.rerender({ url: "/api/c" });
    expect(fresh.result.current.resource.status).toBe("loading");
  });

  it("update changes the data shown until the next load", async () => {
    const { get, calls } = heldGet();
    const { result } = renderHook(() => useResource<number[]>("/api/n", { get }));
    await calls[0]!.answer(ok([1]));
    act(() => result.current.update((n) => [...n, 2]));
    expect(result.current.resource.data).toEqual([1, 2]);
  });

  it("asks nothing while the URL is null", () => {
    const { get } = heldGet();
    const { result } = renderHook(() => useResource(null, { get }));
    expect(get).not.toHaveBeenCalled();
    expect(result.current.resource.status).toBe("loading");
  });
});

describe("useResource: revalidation", () => {
  it("loads again when the window gets the focus back, at most once per throttle", async () => {
    jest.useFakeTimers({ now: new Date("2030-03-10T12:00:00Z") });
    const { get, calls } = heldGet();
    const { result } = renderHook(() => useResource("/api/jobs", { get }));
    await calls[0]!.answer(ok("first"));

    act(() => void window.dispatchEvent(new Event("focus")));
    expect(get).toHaveBeenCalledTimes(1); // just loaded

    act(() => jest.advanceTimersByTime(FOCUS_THROTTLE_MS + 1));
    act(() => void window.dispatchEvent(new Event("focus")));
    expect(get).toHaveBeenCalledTimes(2);
    act(() => void window.dispatchEvent(new Event("focus")));
    expect(get).toHaveBeenCalledTimes(2); // joins the one in flight
    await calls[1]!.answer(ok("second"));
    expect(result.current.resource.data).toBe("second");
  });

  it("does not load again on focus when asked not to", async () => {
    jest.useFakeTimers({ now: new Date("2030-03-10T12:00:00Z") });
    const { get, calls } = heldGet();
    renderHook(() => useResource("/api/jobs", { get, revalidateOnFocus: false }));
    await calls[0]!.answer(ok("first"));
    act(() => jest.advanceTimersByTime(FOCUS_THROTTLE_MS + 1));
    act(() => void window.dispatchEvent(new Event("focus")));
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("loads again when the browser is back online", async () => {
    const { get, calls } = heldGet();
    renderHook(() => useResource("/api/jobs", { get }));
    await calls[0]!.answer(ok("first"));
    act(() => void window.dispatchEvent(new Event("online")));
    expect(get).toHaveBeenCalledTimes(2);
  });

  it("loads again on its interval, and stops when unmounted", async () => {
    jest.useFakeTimers();
    const { get, calls } = heldGet();
    const { result, unmount } = renderHook(() => useResource("/api/jobs", { get, intervalMs: 30_000 }));
    await calls[0]!.answer(ok(1));
    act(() => jest.advanceTimersByTime(30_000));
    expect(get).toHaveBeenCalledTimes(2);
    await calls[1]!.answer(ok(2));
    expect(result.current.resource.data).toBe(2);
    unmount();
    act(() => jest.advanceTimersByTime(60_000));
    expect(get).toHaveBeenCalledTimes(2);
  });
});

describe("useResource: a new URL over the data shown", () => {
  it("keeps the last URL's data, marked stale, until the new URL's answer comes", async () => {
    const { get, calls } = heldGet();
    const { result, rerender } = renderHook(({ url }) => useResource(url, { get }), {
      initialProps: { url: "/api/list?page=1" },
    });
    await calls[0]!.answer(ok(["page 1"]));
    expect(result.current.stale).toBe(false);

    rerender({ url: "/api/list?page=2" });
    expect(result.current.resource.data).toEqual(["page 1"]);
    expect(result.current.stale).toBe(true);

    await calls[1]!.answer(ok(["page 2"]));
    expect(result.current.resource.data).toEqual(["page 2"]);
    expect(result.current.stale).toBe(false);
  });
});
