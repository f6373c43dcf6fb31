/**
 * @jest-environment node
 */
import { NextRequest } from "next/server";
import { HASH_WHEN_SERVED_HEADER } from "@/lib/security/inline-script-hashes.mjs";
import { proxy } from "@/proxy";

const visit = (path: string, cookie?: string) =>
  proxy(new NextRequest(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }));

describe("proxy (convenience redirects only)", () => {
  it("sends visitors without a session to the right login page", () => {
    expect(visit("/contractor/dashboard").headers.get("location")).toBe("http://localhost/contractor/login");
    expect(visit("/admin").headers.get("location")).toBe("http://localhost/admin/login");
    expect(visit("/admin/dashboard").headers.get("location")).toBe("http://localhost/admin/login");
    // Every back-office tab has its own address.
    expect(visit("/admin/reviews").headers.get("location")).toBe("http://localhost/admin/login");
    expect(visit("/admin/service-areas").headers.get("location")).toBe("http://localhost/admin/login");
    expect(visit("/admin/login").headers.get("location")).toBeNull();
  });

  it("lets a request with a session cookie through (the page checks it for real)", () => {
    const response = visit("/contractor/dashboard", "authjs.session-token=abc");
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  it("renders the pages served from the cache without a nonce, marked for the server to hash", () => {
    for (const path of ["/", "/location/19103", "/location/01234"]) {
      const response = proxy(
        new NextRequest(`http://localhost${path}`, {
          // A policy a client sends must not reach the render either.
          headers: { "content-security-policy": "script-src 'nonce-chosen-by-the-client'" },
        }),
      );
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain("'nonce-");
      expect(response.headers.get(HASH_WHEN_SERVED_HEADER)).toBe("1");
      // Next.js stamps a nonce it finds in the request's policy: there is none.
      expect(response.headers.get("x-middleware-request-content-security-policy")).toBeNull();
    }
  });

  it("gives a page rendered per request a fresh nonce, on the response and the request", () => {
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const page = visit("/manage-booking");
    expect(nonceOf(page)).toBeTruthy();
    expect(nonceOf(page)).not.toBe(nonceOf(visit("/manage-booking")));
    expect(page.headers.get("x-middleware-override-headers")).toContain("content-security-policy");
    expect(page.headers.get(HASH_WHEN_SERVED_HEADER)).toBeNull();
  });
});
