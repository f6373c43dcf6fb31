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
});
