/**
 * @jest-environment node
 */
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";

const visit = (path: string, cookie?: string) =>
  proxy(new NextRequest(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }));

describe("proxy (convenience redirects only)", () => {
  it("sends visitors without a session to the right login page", () => {
    expect(visit("/contractor/dashboard").headers.get("location")).toBe("http://localhost/contractor/login");
    expect(visit("/admin").headers.get("location")).toBe("http://localhost/admin/login");
    expect(visit("/admin/dashboard").headers.get("location")).toBe("http://localhost/admin/login");
  });

  it("lets a request with a session cookie through (the page checks it for real)", () => {
    const response = visit("/contractor/dashboard", "authjs.session-token=abc");
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});
