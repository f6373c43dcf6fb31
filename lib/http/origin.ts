import "server-only";
import { hasSessionCookie } from "@/lib/auth/cookies";
import { env } from "@/lib/env";
import { forbidden } from "./errors";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function allowedHosts(request: Request): Set<string> {
  const hosts = new Set<string>();
  for (const header of ["host", "x-forwarded-host"]) {
    const value = request.headers.get(header)?.split(",")[0]?.trim();
    if (value) hosts.add(value.toLowerCase());
  }
  try {
    hosts.add(new URL(request.url).host.toLowerCase());
  } catch {
    /* relative URL in tests */
  }
  const site = env.configuredSiteUrl;
  if (site) hosts.add(new URL(site).host.toLowerCase());
  return hosts;
}

/** Whether the request carries a session cookie: what a browser attaches on its own, wherever the request came from. */
function carriesSessionCookie(request: Request): boolean {
  const names = (request.headers.get("cookie") ?? "").split(";").map((part) => part.split("=")[0]!.trim());
  return hasSessionCookie(new Set(names));
}

/**
 * CSRF defence: a mutating request whose Origin is another site is refused. A write that sends no
 * Origin passes only when nothing vouches for it but what it sends itself (API clients with bearer
 * tokens): one that carries the session cookie, which the browser attaches by itself, must show it
 * comes from our own pages, by its Origin or by the browser's Sec-Fetch-Site: same-origin.
 */
export function assertSameOrigin(request: Request) {
  if (!MUTATING.has(request.method.toUpperCase())) return;
  const origin = request.headers.get("origin");
  if (!origin) {
    if (!carriesSessionCookie(request)) return;
    if (request.headers.get("sec-fetch-site") === "same-origin") return;
    throw forbidden("Cross-site request refused");
  }
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    throw forbidden("Cross-site request refused");
  }
  if (!allowedHosts(request).has(host)) throw forbidden("Cross-site request refused");
}
