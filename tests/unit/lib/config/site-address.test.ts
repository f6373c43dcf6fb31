/** @jest-environment node */
import { servedOverHttps, STRICT_TRANSPORT_SECURITY } from "@/lib/config/site-address.mjs";

describe("servedOverHttps (HSTS, Secure cookies, upgrade-insecure-requests)", () => {
  it("is on for a production server unless its site address says http://", () => {
    const production = { NODE_ENV: "production" };
    expect(servedOverHttps({ ...production, NEXT_PUBLIC_SITE_URL: "https://www.example.com" })).toBe(true);
    // Unset on a server: HTTPS is the safe guess (a plain-http site says so).
    expect(servedOverHttps(production)).toBe(true);
    expect(servedOverHttps({ ...production, NEXT_PUBLIC_SITE_URL: "http://localhost:8080" })).toBe(false);
    expect(servedOverHttps({ ...production, NEXT_PUBLIC_SITE_URL: " HTTP://intranet.example " })).toBe(false);
  });

  it("is off outside production (next dev, tests)", () => {
    expect(
      servedOverHttps({ NODE_ENV: "development", NEXT_PUBLIC_SITE_URL: "https://www.example.com" }),
    ).toBe(false);
    expect(servedOverHttps({ NODE_ENV: "test" })).toBe(false);
  });

  it("asks browsers to keep to HTTPS for a year", () => {
    expect(STRICT_TRANSPORT_SECURITY).toBe("max-age=31536000; includeSubDomains");
  });
});
