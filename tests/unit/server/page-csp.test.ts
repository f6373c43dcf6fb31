/** @jest-environment node */
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync, gzipSync } from "node:zlib";
import { HASH_WHEN_SERVED_HEADER } from "@/lib/security/inline-script-hashes.mjs";
import { createPageCache } from "@/server/page-cache.mjs";
import { hashInlineScriptsOfServedPage } from "@/server/page-csp.mjs";

/**
 * server.mjs's order on a real HTTP server: the page cache records, the hashing sits below it, and a
 * stand-in for Next.js answers as proxy.ts makes it (the build's policy plus the marker) and streams
 * the HTML as a render does (flushHeaders, then chunks).
 */
const BUILD_POLICY = "default-src 'self'; script-src 'self' 'sha256-BUILD='; object-src 'none'";
const sha = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

let server: http.Server;
let base: string;
let renders = 0;
let page: { html: string; type?: string; marked?: boolean; gzip?: boolean };

beforeEach(async () => {
  renders = 0;
  const cache = createPageCache();
  server = http.createServer((req, res) =>
    cache.handle(req, res, (request, response) => {
      hashInlineScriptsOfServedPage(request, response);
      renders++;
      response.setHeader("content-security-policy", BUILD_POLICY);
      if (page.marked !== false) response.setHeader(HASH_WHEN_SERVED_HEADER, "1");
      response.setHeader("content-type", page.type ?? "text/html; charset=utf-8");
      response.setHeader("cache-control", "s-maxage=300, stale-while-revalidate");
      response.setHeader("etag", '"v1"');
      if (request.headers["if-none-match"] === '"v1"') {
        response.statusCode = 304;
        response.end();
        return;
      }
      if (page.gzip) response.setHeader("content-encoding", "gzip");
      const bytes = page.gzip ? gzipSync(page.html) : Buffer.from(page.html);
      response.flushHeaders();
      const half = Math.floor(bytes.length / 2);
      response.write(bytes.subarray(0, half));
      response.end(bytes.subarray(half));
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const scriptSrc = (policy: string | null) =>
  (policy ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src "))!
    .split(" ")
    .slice(1);

const HTML =
  '<html><head><script src="/_next/static/chunks/main.js" async></script>' +
  "<script>self.__next_f=self.__next_f||[]</script></head><body><p>Reviews</p>" +
  '<script type="application/ld+json">{"@type":"LocalBusiness"}</script>' +
  '<script>self.__next_f.push([1,"page"])</script></body></html>';

describe("hashes of the served HTML in a cached page's policy", () => {
  it("lists exactly the inline scripts of the HTML sent, keeps 'self', and drops the build's hashes and the marker", async () => {
    page = { html: HTML };
    const response = await fetch(`${base}/location/00001`);
    expect(await response.text()).toBe(HTML);
    expect(scriptSrc(response.headers.get("content-security-policy"))).toEqual([
      "'self'",
      sha("self.__next_f=self.__next_f||[]"),
      sha('self.__next_f.push([1,"page"])'),
    ]);
    expect(response.headers.get("content-security-policy")).toContain("object-src 'none'");
    expect(response.headers.get(HASH_WHEN_SERVED_HEADER)).toBeNull();
  });

  it("stores the policy with the page: the cached copy is answered with the same bytes and policy", async () => {
    page = { html: HTML };
    const first = await fetch(`${base}/`);
    const firstBody = await first.text();
    page = { html: HTML.replace("page", "a newer render") };
    const second = await fetch(`${base}/`);
    expect(second.headers.get("x-page-cache")).toBe("HIT");
    expect(renders).toBe(1);
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
  });

  it("hashes a compressed answer's decoded HTML and passes its bytes on unchanged", async () => {
    page = { html: HTML, gzip: true };
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${base}/`, { headers: { "accept-encoding": "gzip" } }, resolve),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(gunzipSync(Buffer.concat(chunks)).toString()).toBe(HTML);
    expect(scriptSrc(response.headers["content-security-policy"] as string)).toContain(
      sha('self.__next_f.push([1,"page"])'),
    );
  });

  it("leaves answers proxy.ts did not mark, and the page's RSC payload, as they were", async () => {
    page = { html: HTML, marked: false };
    expect((await fetch(`${base}/faq`)).headers.get("content-security-policy")).toBe(BUILD_POLICY);
    page = { html: "0:[]", type: "text/x-component" };
    const rsc = await fetch(`${base}/?_rsc=1`);
    expect(rsc.headers.get("content-security-policy")).toBe(BUILD_POLICY);
    expect(rsc.headers.get(HASH_WHEN_SERVED_HEADER)).toBeNull();
  });

  it("sends a 304 without a policy, so the browser keeps the one of its copy", async () => {
    page = { html: HTML };
    const response = await fetch(`${base}/location/00002`, {
      headers: { "if-none-match": '"v1"', cookie: "signed=in" },
    });
    expect(response.status).toBe(304);
    expect(response.headers.get("content-security-policy")).toBeNull();
  });
});
