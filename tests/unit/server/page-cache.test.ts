/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createGzip, gzipSync } from "node:zlib";
import { createPageCache } from "@/server/page-cache.mjs";

/**
 * The cache in front of a stand-in for Next.js on a real HTTP server: what the
 * stand-in answers is decided per path, and every call to it is counted, so a
 * test sees whether an answer came from the cache or from "Next".
 */
type Answer = {
  status?: number;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  chunks?: string[];
};

const STATIC = { "cache-control": "s-maxage=31536000", "content-type": "text/html; charset=utf-8" };

let clock = 1_000_000;
let server: http.Server;
let base: string;
let cache: ReturnType<typeof createPageCache>;
let calls: string[];
let answers: Record<string, (req: http.IncomingMessage) => Answer>;

function startServer(options: Parameters<typeof createPageCache>[0] = {}) {
  cache = createPageCache({ now: () => clock, ...options });
  server = http.createServer((req, res) =>
    cache.handle(req, res, (request, response) => {
      calls.push(`${request.method} ${request.url}`);
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      const answer: Answer = (answers[path] ?? (() => ({ status: 404, body: "not found" })))(request);
      // Like Next.js: some headers set one by one, the rest with writeHead.
      response.setHeader("x-frame-options", "DENY");
      if (answer.chunks) {
        response.writeHead(answer.status ?? 200, answer.headers ?? {});
        for (const chunk of answer.chunks) response.write(chunk);
        response.end();
      } else {
        response.writeHead(answer.status ?? 200, answer.headers ?? {});
        response.end(answer.body ?? "");
      }
    }),
  );
  return new Promise<void>((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve();
    }),
  );
}

async function get(path: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, init);
  const body = init.method === "HEAD" ? "" : await response.text();
  return { status: response.status, headers: response.headers, body };
}

beforeEach(async () => {
  clock = 1_000_000;
  calls = [];
  answers = {
    "/location/19103": () => ({ headers: { ...STATIC, etag: '"abc"' }, body: "<html>Philadelphia</html>" }),
  };
  await startServer();
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe("page cache", () => {
  it("answers a second anonymous request for a prerendered page from memory, with Next.js's headers and bytes", async () => {
    const first = await get("/location/19103");
    const second = await get("/location/19103");

    expect(calls).toEqual(["GET /location/19103"]);
    expect(first.headers.get("x-page-cache")).toBeNull();
    expect(second.status).toBe(200);
    expect(second.body).toBe("<html>Philadelphia</html>");
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    for (const name of ["cache-control", "content-type", "etag", "x-frame-options"]) {
      expect(second.headers.get(name)).toBe(first.headers.get(name));
    }
    expect(second.headers.get("content-length")).toBe(String(Buffer.byteLength(first.body)));
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1, stores: 1, entries: 1 });
  });

  it("reports the age of a stored answer and goes back to Next.js once s-maxage has passed", async () => {
    answers["/faq"] = () => ({
      headers: { ...STATIC, "cache-control": "s-maxage=60, stale-while-revalidate" },
      body: "faq",
    });
    await get("/faq");
    clock += 30_500;
    const aged = await get("/faq");
    expect(aged.headers.get("age")).toBe("30");
    clock += 30_000;
    const fresh = await get("/faq");
    expect(fresh.headers.get("x-page-cache")).toBeNull();
    expect(calls).toEqual(["GET /faq", "GET /faq"]);
  });

  it.each([
    ["no s-maxage", { headers: { "cache-control": "public, max-age=600" } }],
    ["private", { headers: { "cache-control": "private, s-maxage=600" } }],
    ["no-store", { headers: { "cache-control": "no-store, s-maxage=600" } }],
    ["no-cache", { headers: { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" } }],
    ["a Set-Cookie", { headers: { ...STATIC, "set-cookie": "a=b; Path=/" } }],
    ["Vary: *", { headers: { ...STATIC, vary: "*" } }],
    ["a redirect", { status: 307, headers: { ...STATIC, location: "/contractor/login" } }],
    ["a 404", { status: 404, headers: STATIC }],
  ] as [string, Answer][])("never stores an answer with %s", async (_, answer) => {
    answers["/page"] = () => answer;
    await get("/page", { redirect: "manual" });
    const again = await get("/page", { redirect: "manual" });
    expect(again.headers.get("x-page-cache")).toBeNull();
    expect(calls).toEqual(["GET /page", "GET /page"]);
    expect(cache.stats().entries).toBe(0);
  });

  it("stores only answers to anonymous requests, and serves them to signed-in visitors too", async () => {
    await get("/location/19103", { headers: { cookie: "authjs.session-token=x" } });
    await get("/location/19103", { headers: { authorization: "Bearer x" } });
    expect(cache.stats().entries).toBe(0);

    await get("/location/19103");
    const signedIn = await get("/location/19103", { headers: { cookie: "authjs.session-token=x" } });
    expect(signedIn.headers.get("x-page-cache")).toBe("HIT");
    const withAuthorization = await get("/location/19103", { headers: { authorization: "Bearer x" } });
    expect(withAuthorization.headers.get("x-page-cache")).toBeNull();
    expect(calls).toHaveLength(4);
  });

  it("leaves the API, build assets and every method but GET and HEAD to Next.js", async () => {
    answers["/api/pricing/config"] = () => ({ headers: STATIC, body: "{}" });
    answers["/_next/static/chunks/a.js"] = () => ({ headers: STATIC, body: "js" });
    for (let i = 0; i < 2; i++) {
      await get("/api/pricing/config");
      await get("/_next/static/chunks/a.js");
      await get("/location/19103", { method: "POST", body: "x" });
    }
    expect(calls).toHaveLength(6);
    expect(cache.stats().entries).toBe(0);
  });

  it("keeps one variant per value of the request headers named in Vary", async () => {
    const html = "<html>Philadelphia</html>";
    answers["/location/19103"] = (req) => {
      const headers = { ...STATIC, vary: "rsc, Accept-Encoding" };
      if (req.headers.rsc === "1")
        return { headers: { ...headers, "content-type": "text/x-component" }, body: "0:rsc" };
      if (req.headers["accept-encoding"]?.includes("gzip")) {
        return { headers: { ...headers, "content-encoding": "gzip" }, body: gzipSync(html) };
      }
      return { headers, body: html };
    };
    const plain = { "accept-encoding": "identity" };
    const gzip = { "accept-encoding": "gzip" };
    for (let i = 0; i < 2; i++) {
      expect((await get("/location/19103", { headers: plain })).body).toBe(html);
      expect((await get("/location/19103", { headers: { ...plain, rsc: "1" } })).body).toBe("0:rsc");
      const zipped = await get("/location/19103", { headers: gzip });
      expect(zipped.headers.get("content-encoding")).toBe("gzip");
      expect(zipped.body).toBe(html);
    }
    expect(calls).toHaveLength(3);
    expect(cache.stats()).toMatchObject({ entries: 3, hits: 3 });
  });

  it("keys on the scheme the request came in with, since the page's policy depends on it", async () => {
    await get("/location/19103", { headers: { "x-forwarded-proto": "https" } });
    const overHttp = await get("/location/19103");
    expect(overHttp.headers.get("x-page-cache")).toBeNull();
    const overHttps = await get("/location/19103", { headers: { "x-forwarded-proto": "https" } });
    expect(overHttps.headers.get("x-page-cache")).toBe("HIT");
  });

  it("asks Next.js again when the request says no-cache, and keeps the new answer", async () => {
    let version = 1;
    answers["/faq"] = () => ({ headers: STATIC, body: `faq v${version}` });
    await get("/faq");
    version = 2;
    expect((await get("/faq")).body).toBe("faq v1");
    expect((await get("/faq", { headers: { "cache-control": "no-cache" } })).body).toBe("faq v2");
    expect((await get("/faq", { headers: { pragma: "no-cache" } })).body).toBe("faq v2");
    expect((await get("/faq")).body).toBe("faq v2");
    expect(calls).toEqual(["GET /faq", "GET /faq", "GET /faq"]);
  });

  it("answers If-None-Match with 304 and HEAD without a body", async () => {
    await get("/location/19103");
    // As a browser revalidates (fetch would otherwise add "Cache-Control: no-cache" to a conditional request).
    const revalidate = { "cache-control": "max-age=0" };
    const notModified = await get("/location/19103", {
      headers: { ...revalidate, "if-none-match": 'W/"zzz", "abc"' },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe('"abc"');
    const changed = await get("/location/19103", { headers: { ...revalidate, "if-none-match": '"old"' } });
    expect(changed.status).toBe(200);
    const head = await get("/location/19103", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("x-page-cache")).toBe("HIT");
    expect(head.headers.get("content-length")).toBe(String("<html>Philadelphia</html>".length));
    expect(calls).toEqual(["GET /location/19103"]);
  });

  it("stores answers written in several chunks as one body", async () => {
    answers["/chunked"] = () => ({ headers: STATIC, chunks: ["<html>", "é", "</html>"] });
    await get("/chunked");
    const again = await get("/chunked");
    expect(again.body).toBe("<html>é</html>");
    expect(again.headers.get("content-length")).toBe(String(Buffer.byteLength("<html>é</html>")));
  });

  it("does not store an answer larger than the per-entry limit, and drops the least recently used beyond the budget", async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    calls = [];
    await startServer({ maxBytes: 2_000, maxEntryBytes: 1_000 });
    answers["/big"] = () => ({ headers: STATIC, body: "x".repeat(1_001) });
    for (const name of ["a", "b", "c"])
      answers[`/${name}`] = () => ({ headers: STATIC, body: name.repeat(800) });

    await get("/big");
    expect(cache.stats().entries).toBe(0);

    await get("/a");
    await get("/b");
    await get("/a"); // a is now the most recently used
    await get("/c"); // over budget: b goes
    expect(cache.stats()).toMatchObject({ entries: 2, evictions: 1 });
    expect((await get("/a")).headers.get("x-page-cache")).toBe("HIT");
    expect((await get("/c")).headers.get("x-page-cache")).toBe("HIT");
    expect((await get("/b")).headers.get("x-page-cache")).toBeNull();
    expect(cache.stats().bytes).toBeLessThanOrEqual(2_000);
  });

  it.each([
    ["a per-request page", "private, no-cache, no-store, max-age=0, must-revalidate", false],
    ["a prerendered page", "s-maxage=31536000", true],
  ])(
    "stays out of the way of compression that Next.js wraps around write and end (%s)",
    async (_, cacheControl, stored) => {
      server.removeAllListeners("request");
      server.on("request", (req, res) =>
        cache.handle(req, res, (_request, response) => {
          calls.push("GET /gzip");
          // What Next.js's compression does: wrap write/end (over the cache's own
          // wrappers) and send gzip through the methods it found.
          const write = response.write.bind(response) as (chunk: Buffer) => boolean;
          const end = response.end.bind(response) as () => void;
          const gzip = createGzip();
          gzip.on("data", (chunk: Buffer) => write(chunk));
          gzip.on("end", () => end());
          const start = () => {
            if (response.headersSent) return;
            response.setHeader("content-encoding", "gzip");
            response.writeHead(200);
          };
          response.write = ((chunk: string) => (start(), gzip.write(chunk))) as typeof response.write;
          response.end = ((chunk?: string) => {
            start();
            if (chunk) gzip.write(chunk);
            gzip.end();
            return response;
          }) as typeof response.end;
          response.setHeader("cache-control", cacheControl);
          response.setHeader("content-type", "text/html; charset=utf-8");
          response.write("<html>streamed ");
          response.end("page</html>");
        }),
      );
      const headers = { "accept-encoding": "gzip" };
      const first = await get("/gzip", { headers });
      const second = await get("/gzip", { headers });
      expect(first.body).toBe("<html>streamed page</html>");
      expect(second.body).toBe("<html>streamed page</html>");
      expect(second.headers.get("x-page-cache")).toBe(stored ? "HIT" : null);
      expect(calls).toHaveLength(stored ? 1 : 2);
    },
  );

  it("does not store an answer whose client went away before it was complete", async () => {
    // No sleeps: the test moves on when the server has written the first part, and again when the
    // server has seen the client go (the response's close, which the cache listens for first).
    let started!: (release: () => void) => void;
    const answering = new Promise<() => void>((resolve) => (started = resolve));
    let gone!: () => void;
    const clientGone = new Promise<void>((resolve) => (gone = resolve));
    answers["/slow"] = () => ({ headers: STATIC, body: "slow" });
    server.removeAllListeners("request");
    server.on("request", (req, res) =>
      cache.handle(req, res, (_request, response) => {
        calls.push("GET /slow");
        response.once("close", gone);
        response.writeHead(200, STATIC);
        response.write("part");
        started(() => response.end("rest"));
      }),
    );
    const controller = new AbortController();
    const pending = fetch(`${base}/slow`, { signal: controller.signal })
      .then((r) => r.text())
      .catch(() => "aborted");
    const release = await answering;
    controller.abort();
    expect(await pending).toBe("aborted");
    await clientGone;
    release();
    expect(cache.stats().entries).toBe(0);
  });
});
