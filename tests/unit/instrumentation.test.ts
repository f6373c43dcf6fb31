/** @jest-environment node */
import { onRequestError } from "@/instrumentation";

describe("instrumentation's onRequestError: page errors as JSON lines", () => {
  const saved = { runtime: process.env.NEXT_RUNTIME, level: process.env.LOG_LEVEL };
  afterEach(() => {
    process.env.NEXT_RUNTIME = saved.runtime;
    process.env.LOG_LEVEL = saved.level;
  });

  async function linesOf(run: () => Promise<unknown>) {
    const lines: string[] = [];
    const spy = jest.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      await run();
    } finally {
      spy.mockRestore();
    }
    return lines;
  }

  const error = Object.assign(new Error("Cannot read properties of undefined"), { digest: "1618033988" });
  const request = {
    path: "/review/eyJpZCI6MX0.c2lnbmF0dXJl?utm_source=email",
    method: "GET",
    headers: { "x-request-id": "0f6a3c1e-9b2d-4f5a-8c7e-6d5b4a3f2e1d", cookie: "session=secret" },
  };
  const context = {
    routerKind: "App Router" as const,
    routePath: "/review/[token]",
    routeType: "render" as const,
    renderSource: "server-rendering" as const,
    revalidateReason: undefined,
  };

  it("writes one error line with the digest as reference and the request's id", async () => {
    process.env.NEXT_RUNTIME = "nodejs";
    process.env.LOG_LEVEL = "error";
    const lines = await linesOf(() => Promise.resolve(onRequestError(error, request, context)));
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: "error",
      msg: "request failed",
      requestId: "0f6a3c1e-9b2d-4f5a-8c7e-6d5b4a3f2e1d",
      reference: "1618033988",
      method: "GET",
      path: "/review/:token",
      route: "/review/[token]",
      routeType: "render",
      error: { name: "Error", message: "Cannot read properties of undefined" },
    });
    expect(typeof line.time).toBe("string");
    // Neither the link's token, its query, nor the cookie reaches the log.
    expect(lines[0]).not.toContain("eyJpZCI6MX0");
    expect(lines[0]).not.toContain("utm_source");
    expect(lines[0]).not.toContain("secret");
  });

  it("writes nothing outside the Node.js runtime (the edge build has no logger)", async () => {
    process.env.NEXT_RUNTIME = "edge";
    process.env.LOG_LEVEL = "error";
    expect(await linesOf(() => Promise.resolve(onRequestError(error, request, context)))).toEqual([]);
  });
});
