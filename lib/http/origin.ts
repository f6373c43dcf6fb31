import "server-only";
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

/**
 * CSRF defence: a browser always sends Origin on cross-site writes, so a
 * mutating request whose Origin is another site is refused. API clients that
 * send no Origin (bearer tokens) are unaffected.
 */
export function assertSameOrigin(request: Request) {
  if (!MUTATING.has(request.method.toUpperCase())) return;
  const origin = request.headers.get("origin");
  if (!origin) return;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    throw forbidden("Cross-site request refused");
  }
  if (!allowedHosts(request).has(host)) throw forbidden("Cross-site request refused");
}
