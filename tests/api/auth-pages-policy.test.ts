import { NextRequest } from "next/server";
import { GET as authGet } from "@/app/api/auth/[...nextauth]/route";
import { AUTH_PAGES_POLICY } from "@/lib/security/auth-pages-policy";
import { BASE } from "../helpers/http";

// Auth.js's HTML pages are outside the proxy that gives our pages their policy: they get their own.
describe("Auth.js's own pages under /api/auth", () => {
  it.each(["/api/auth/error?error=AccessDenied", "/api/auth/signout"])(
    "%s is HTML with a policy that allows no script",
    async (path) => {
      const response = await authGet(new NextRequest(`${BASE}${path}`));
      expect(response.headers.get("content-type")).toMatch(/^text\/html/);
      expect(response.headers.get("content-security-policy")).toBe(AUTH_PAGES_POLICY);
      expect(AUTH_PAGES_POLICY).toContain("default-src 'none'");
      expect(AUTH_PAGES_POLICY).not.toMatch(/script-src/);
    },
  );

  it("its JSON answers are left as they are", async () => {
    const response = await authGet(new NextRequest(`${BASE}/api/auth/csrf`));
    expect(response.headers.get("content-type")).toMatch(/json/);
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(await response.json()).toMatchObject({ csrfToken: expect.any(String) });
  });
});
