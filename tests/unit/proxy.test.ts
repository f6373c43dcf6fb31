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

  it("gives pages regenerated after the build a stable nonce, on the response and the request", () => {
    const nonceOf = (response: Response) =>
      /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const [home, again] = [visit("/"), visit("/")];
    expect(nonceOf(home)).toBeTruthy();
    expect(nonceOf(again)).toBe(nonceOf(home));
    // Next.js reads the request's policy to stamp the nonce on the scripts it renders.
    expect(home.headers.get("x-middleware-override-headers")).toContain("content-security-policy");
    expect(nonceOf(visit("/location/19103"))).toBe(nonceOf(visit("/location/19103")));
    expect(nonceOf(visit("/location/19103"))).not.toBe(nonceOf(home));
    // A page rendered per request gets a fresh one every time.
    expect(nonceOf(visit("/manage-booking"))).not.toBe(nonceOf(visit("/manage-booking")));
  });
});
