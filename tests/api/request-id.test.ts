import { GET as health } from "@/app/api/health/route";
import { GET as quote } from "@/app/api/quotes/[id]/route";
import { ApiError } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { getRequest, params } from "../helpers/http";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("x-request-id on API answers", () => {
  it("gives every answer a fresh id when the request has none", async () => {
    const first = await health(getRequest("/api/health"), params({}));
    const second = await health(getRequest("/api/health"), params({}));
    expect(first.status).toBe(200);
    expect(first.headers.get("x-request-id")).toMatch(UUID);
    expect(second.headers.get("x-request-id")).toMatch(UUID);
    expect(first.headers.get("x-request-id")).not.toBe(second.headers.get("x-request-id"));
  });

  it("echoes a valid incoming id, also on error answers", async () => {
    const ok = await health(getRequest("/api/health", { "x-request-id": "proxy-0f6a3c1e_9b2d" }), params({}));
    expect(ok.headers.get("x-request-id")).toBe("proxy-0f6a3c1e_9b2d");

    const notFound = await quote(
      getRequest("/api/quotes/nope", { "x-request-id": "abc123" }),
      params({ id: "nope" }),
    );
    expect(notFound.status).toBeGreaterThanOrEqual(400);
    expect(notFound.status).toBeLessThan(500);
    expect(notFound.headers.get("x-request-id")).toBe("abc123");
  });

  it("replaces an unsafe or over-long incoming id", async () => {
    for (const unsafe of ["a".repeat(65), "two words", "<script>", "a;b"]) {
      const response = await health(getRequest("/api/health", { "x-request-id": unsafe }), params({}));
      expect(response.headers.get("x-request-id")).toMatch(UUID);
    }
  });
});

describe("request logging", () => {
  const saved = process.env.LOG_LEVEL;
  let lines: Record<string, unknown>[];
  let spy: jest.SpyInstance;

  beforeEach(() => {
    process.env.LOG_LEVEL = "info";
    lines = [];
    spy = jest.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      return true;
    });
  });
  afterEach(() => {
    spy.mockRestore();
    if (saved === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = saved;
  });

  it("logs one line per request: method, path without the query, status, duration, request id", async () => {
    const handler = route(async () => {
      throw new ApiError(422, "nope");
    });
    const response = await handler(
      getRequest("/api/anything?email=someone@example.com", { "x-request-id": "req-7" }),
      params({}),
    );
    expect(response.status).toBe(422);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toEqual({
      time: expect.any(String),
      level: "info",
      msg: "request",
      requestId: "req-7",
      method: "GET",
      path: "/api/anything",
      status: 422,
      durationMs: expect.any(Number),
    });
    expect(JSON.stringify(lines)).not.toContain("someone@example.com");
  });

  it("logs an unexpected error at level error with the request id, and answers a generic 500", async () => {
    const handler = route(async () => {
      throw new Error("database exploded");
    });
    const response = await handler(getRequest("/api/anything", { "x-request-id": "req-500" }), params({}));
    expect(response.status).toBe(500);
    expect(response.headers.get("x-request-id")).toBe("req-500");
    await expect(response.json()).resolves.not.toHaveProperty("details");
    const error = lines.find((line) => line.level === "error");
    expect(error).toMatchObject({
      msg: "unexpected error",
      requestId: "req-500",
      error: { name: "Error", message: "database exploded" },
    });
    expect(lines.find((line) => line.msg === "request")).toMatchObject({ requestId: "req-500", status: 500 });
  });

  it("logs successful readiness probes at debug level only", async () => {
    await health(getRequest("/api/health"), params({}));
    expect(lines).toEqual([]);
    process.env.LOG_LEVEL = "debug";
    await health(getRequest("/api/health"), params({}));
    expect(lines).toEqual([
      expect.objectContaining({ level: "debug", msg: "request", path: "/api/health", status: 200 }),
    ]);
  });

  it("sets the header even on a response whose headers are immutable (Response.redirect)", async () => {
    const handler = route(async () => Response.redirect("http://localhost:3000/elsewhere", 303));
    const response = await handler(getRequest("/api/redirect", { "x-request-id": "redir-1" }), params({}));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://localhost:3000/elsewhere");
    expect(response.headers.get("x-request-id")).toBe("redir-1");
  });
});
