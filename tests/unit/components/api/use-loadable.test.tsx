import { act, renderHook } from "@testing-library/react";
import { useLoadable } from "@/components/api/use-loadable";
import { NETWORK_ERROR } from "@/components/api/client";
import { jsonResponse } from "../contractor/fixtures";

function serve(answer: () => Response) {
  const fetchMock = jest.fn(async () => answer());
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

const settle = () => act(async () => {});
const pickDates = (body: { dates?: string[] }) => body.dates ?? [];

describe("useLoadable", () => {
  it("is idle without a URL, then loading, then the picked value", async () => {
    serve(() => jsonResponse(200, { dates: ["2030-03-12"] }));
    const { result, rerender } = renderHook(({ url }) => useLoadable(url, pickDates), {
      initialProps: { url: null as string | null },
    });
    expect(result.current).toEqual({ status: "idle" });
    rerender({ url: "/api/dates" });
    expect(result.current).toEqual({ status: "loading" });
    await settle();
    expect(result.current).toEqual({ status: "ready", value: ["2030-03-12"] });
  });

  it("never shows another URL's value while a new one loads", async () => {
    serve(() => jsonResponse(200, { dates: ["2030-03-12"] }));
    const { result, rerender } = renderHook(({ url }) => useLoadable(url, pickDates), {
      initialProps: { url: "/api/dates?day=1" },
    });
    await settle();
    rerender({ url: "/api/dates?day=2" });
    expect(result.current).toEqual({ status: "loading" });
    await settle();
  });

  it("shows loading again while a new reload key loads, and the fresh value after", async () => {
    let dates = ["2030-03-12", "2030-03-13"];
    const fetchMock = serve(() => jsonResponse(200, { dates }));
    const { result, rerender } = renderHook(
      ({ key }) => useLoadable("/api/dates", pickDates, { reloadKey: key }),
      {
        initialProps: { key: 0 },
      },
    );
    await settle();
    dates = ["2030-03-13"];
    rerender({ key: 1 });
    expect(result.current).toEqual({ status: "loading" });
    await settle();
    expect(result.current).toEqual({ status: "ready", value: ["2030-03-13"] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("says why it failed: the server's message, the network's, or a refused shape", async () => {
    serve(() => jsonResponse(500, { error: "Something went wrong" }));
    const failed = renderHook(() => useLoadable("/api/a", pickDates));
    await settle();
    expect(failed.result.current).toEqual({ status: "error", message: "Something went wrong" });

    serve(() => jsonResponse(200, { days: 0 }));
    const refused = renderHook(() => useLoadable("/api/b", pickDates, { accept: () => false }));
    await settle();
    expect(refused.result.current).toEqual({ status: "error", message: NETWORK_ERROR });
  });
});
