/**
 * @jest-environment node
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { serveDirectly } from "@/lib/http/direct-route";
import { directRouteFor } from "@/lib/http/direct-routes.mjs";
import { SECURITY_HEADERS } from "@/lib/security/response-headers.shared";

/** A server dispatching as server.mjs does: a registered route directly, anything else 404. */
let base: string;
const server = http.createServer((req, res) => {
  req.headers["x-request-id"] = "stamped-by-the-server";
  const direct = directRouteFor(req);
  if (direct) void direct(req, res);
  else res.writeHead(404).end();
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

serveDirectly("POST", "/api/test/echo", async (request) => {
  const headers = new Headers({ "content-type": "application/json" });
  headers.append("set-cookie", "a=1; Path=/");
  headers.append("set-cookie", "b=2; Path=/");
  const body = {
    method: request.method,
    url: request.url,
    requestId: request.headers.get("x-request-id"),
    text: await request.text(),
  };
  return new Response(JSON.stringify(body), { status: 201, headers });
});
serveDirectly("GET", "/api/test/empty", async () => new Response(null, { status: 204 }));
// Answers without reading the body (as route() refuses a declared length past the route's cap).
serveDirectly("POST", "/api/test/unread", async () => new Response("refused", { status: 413 }));
// Reads the first chunk only (as route() stops at the cap of a body without a declared length).
serveDirectly("POST", "/api/test/read-in-part", async (request) => {
  await request.body!.getReader().read();
  return new Response("refused", { status: 413 });
});

describe("API routes served directly by the production server", () => {
  it("hands the route the request (headers the server stamped, path, query, body) and writes its answer", async () => {
    const response = await fetch(`${base}/api/test/echo?x=1`, { method: "POST", body: "hello" });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      method: "POST",
      url: `${base}/api/test/echo?x=1`,
      requestId: "stamped-by-the-server",
      text: "hello",
    });
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
  });

  it("adds the security headers every answer carries (next.config.ts's)", async () => {
    const response = await fetch(`${base}/api/test/empty`);
    expect(response.status).toBe(204);
    for (const { key, value } of SECURITY_HEADERS) expect(response.headers.get(key)).toBe(value);
  });

  it("serves only the registered method and path; everything else goes on as before", async () => {
    expect((await fetch(`${base}/api/test/echo`)).status).toBe(404);
    expect((await fetch(`${base}/api/test/empty/more`)).status).toBe(404);
    expect(directRouteFor({ method: "GET", url: "/test/empty" })).toBeUndefined();
    expect(directRouteFor({ method: "GET", url: "/api/test/empty?a=b" })).toBeDefined();
  });

  it("keeps a kept-alive connection usable after an answer that left the body unread, or read in part", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = http.request(`${base}${path}`, { method, agent }, (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        });
        request.on("error", reject);
        request.end(body);
      });
    try {
      expect(await send("POST", "/api/test/unread", Buffer.alloc(1024 * 1024, 97))).toEqual({
        status: 413,
        text: "refused",
      });
      expect((await send("GET", "/api/test/empty")).status).toBe(204);
      expect(await send("POST", "/api/test/read-in-part", Buffer.alloc(1024 * 1024, 97))).toEqual({
        status: 413,
        text: "refused",
      });
      expect((await send("GET", "/api/test/empty")).status).toBe(204);
    } finally {
      agent.destroy();
    }
  });
});
