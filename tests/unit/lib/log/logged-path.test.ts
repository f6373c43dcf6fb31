/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { loggedPath, TOKEN_ROUTES } from "@/lib/log/logged-path.mjs";

describe("loggedPath: the path as logs record it", () => {
  it.each([
    ["/cancel-booking/eyJpZCI6MX0.c2lnbmF0dXJl", "/cancel-booking/:token"],
    ["/reschedule-booking/abc.def", "/reschedule-booking/:token"],
    ["/review/abc.def", "/review/:token"],
    ["/contractor/set-password/abc.def", "/contractor/set-password/:token"],
    ["/contractor/sign-in/abc.def", "/contractor/sign-in/:token"],
    ["/contractor/sign-in-link", "/contractor/sign-in-link"],
    ["/admin/sign-in/abc.def", "/admin/sign-in/:token"],
    ["/api/reviews/abc.def", "/api/reviews/:token"],
    ["/api/calendar-feed/abc.def.ics", "/api/calendar-feed/:token"],
    ["/invoice/abc.def?payment=paid", "/invoice/:token"],
    ["/api/invoices/abc.def/checkout", "/api/invoices/:token/checkout"],
    ["/api/bookings/BW-7K2M-9QX4-TA3B-E5RN/lookup", "/api/bookings/:token/lookup"],
    ["https://www.brushwise.test/review/abc.def?utm_source=email", "/review/:token"],
  ])("keeps the route of %s and hides its token", (url, logged) => {
    expect(loggedPath(url)).toBe(logged);
  });

  it.each([
    ["/api/bookings?email=someone%40example.com", "/api/bookings"],
    ["/location/19380", "/location/19380"],
    ["/api/reviews", "/api/reviews"],
    ["/reviews/abc", "/reviews/abc"],
    ["/contractor/dashboard", "/contractor/dashboard"],
    ["/api/contractor/calendar-feed", "/api/contractor/calendar-feed"],
  ])("leaves %s as %s (never the query string)", (url, logged) => {
    expect(loggedPath(url)).toBe(logged);
  });

  it("redacts the same routes as nginx's access log (deploy/nginx.conf)", () => {
    const conf = readFileSync(path.join(process.cwd(), "deploy/nginx.conf"), "utf8");
    const routes = conf.match(/\(\?<token_route>([^)]+)\)/)?.[1]?.split("|");
    expect(routes?.sort()).toEqual([...TOKEN_ROUTES].sort());
    expect(conf).toMatch(/"path":"\$brushwise_logged_path"/);
  });
});
