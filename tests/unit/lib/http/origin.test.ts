/**
 * @jest-environment node
 */
import { assertSameOrigin } from "@/lib/http/origin";

const request = (method: string, headers: Record<string, string>) =>
  new Request("http://shop.example:3000/api/quotes", { method, headers });

describe("CSRF origin check", () => {
  it("lets same-origin writes, reads and Origin-less API clients through", () => {
    expect(() =>
      assertSameOrigin(request("POST", { origin: "http://shop.example:3000", host: "shop.example:3000" })),
    ).not.toThrow();
    expect(() => assertSameOrigin(request("GET", { origin: "https://evil.example" }))).not.toThrow();
    expect(() => assertSameOrigin(request("POST", {}))).not.toThrow();
  });

  it("refuses a foreign or malformed Origin on writes with 403", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(() =>
        assertSameOrigin(request(method, { origin: "https://evil.example", host: "shop.example:3000" })),
      ).toThrow(expect.objectContaining({ status: 403 }));
    }
    expect(() => assertSameOrigin(request("POST", { origin: "null", host: "shop.example:3000" }))).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });

  describe("a write that carries the session cookie and no Origin", () => {
    const cookie = "authjs.session-token=abc";

    it("is refused (403) unless the browser says it comes from our own pages", () => {
      expect(() => assertSameOrigin(request("POST", { cookie }))).toThrow(
        expect.objectContaining({ status: 403 }),
      );
      for (const site of ["cross-site", "same-site", "none"])
        expect(() => assertSameOrigin(request("PUT", { cookie, "sec-fetch-site": site }))).toThrow(
          expect.objectContaining({ status: 403 }),
        );
      expect(() => assertSameOrigin(request("POST", { cookie: `theme=dark; __Secure-${cookie}` }))).toThrow(
        expect.objectContaining({ status: 403 }),
      );
    });

    it("passes with Sec-Fetch-Site: same-origin, or with our own Origin", () => {
      expect(() =>
        assertSameOrigin(request("POST", { cookie, "sec-fetch-site": "same-origin" })),
      ).not.toThrow();
      expect(() =>
        assertSameOrigin(
          request("DELETE", { cookie, origin: "http://shop.example:3000", host: "shop.example:3000" }),
        ),
      ).not.toThrow();
    });

    it("leaves reads, and writes with other cookies only, as they were", () => {
      expect(() => assertSameOrigin(request("GET", { cookie }))).not.toThrow();
      expect(() => assertSameOrigin(request("POST", { cookie: "theme=dark" }))).not.toThrow();
    });
  });
});
