/** @jest-environment node */
import { PAGE_BODY_BYTES, pageBodyRefusal } from "@/server/page-body-cap.mjs";

const request = (url: string, headers: Record<string, string> = {}, method = "POST") => ({
  url,
  method,
  headers,
});

describe("pageBodyRefusal", () => {
  it("lets a page request with a small declared body, or none, through", () => {
    expect(pageBodyRefusal(request("/", {}, "GET"))).toBeNull();
    expect(pageBodyRefusal(request("/contractor/login", { "content-length": "120" }))).toBeNull();
    expect(pageBodyRefusal(request("/", { "content-length": String(PAGE_BODY_BYTES) }))).toBeNull();
  });

  it("refuses a page body over the cap, or of a length it does not declare, before reading it", () => {
    expect(pageBodyRefusal(request("/", { "content-length": String(PAGE_BODY_BYTES + 1) }))).toEqual({
      status: 413,
      message: "The request body is too large",
    });
    expect(
      pageBodyRefusal(request("/location/19103", { "content-length": String(200 * 1024 * 1024) }))?.status,
    ).toBe(413);
    expect(pageBodyRefusal(request("/", { "content-length": "-1" }))?.status).toBe(413);
    expect(pageBodyRefusal(request("/", { "content-length": "1e9" }))?.status).toBe(413);
    expect(pageBodyRefusal(request("/", { "transfer-encoding": "chunked" }))).toEqual({
      status: 411,
      message: "A request body must declare its length",
    });
  });

  it("leaves the API to its routes' own caps (lib/http/body-caps.ts)", () => {
    expect(
      pageBodyRefusal(request("/api/quotes", { "content-length": String(PAGE_BODY_BYTES + 1) })),
    ).toBeNull();
    expect(pageBodyRefusal(request("/api/quotes", { "transfer-encoding": "chunked" }))).toBeNull();
  });
});
