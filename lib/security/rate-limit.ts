import type { DbClient } from "@/lib/db/types";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address.mjs";
import { tooManyRequests } from "@/lib/http/errors";

export interface RateLimitRule {
  limit: number;
  windowMs: number;
  message: string;
}

/**
 * Counts a hit against `key` in a fixed window stored in Postgres, so every
 * app instance shares the count; throws 429 past the limit.
 */
export async function enforceRateLimit(db: DbClient, key: string, rule: RateLimitRule, now: Date = new Date()) {
  const count = await countHit(db, key, rule.windowMs, now);
  if (count > rule.limit) {
    const windowEnd = Math.floor(now.getTime() / rule.windowMs) * rule.windowMs + rule.windowMs;
    throw tooManyRequests(rule.message, Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)));
  }
}

export async function countHit(db: DbClient, key: string, windowMs: number, now: Date = new Date()): Promise<number> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const bucket = await db.rateLimitBucket.upsert({
    where: { key_windowStart: { key, windowStart } },
    create: { key, windowStart, count: 1, expiresAt: new Date(windowStart.getTime() + windowMs) },
    update: { count: { increment: 1 } },
  });
  return bucket.count;
}

/**
 * Proxies in front of the app that append to X-Forwarded-For (TRUSTED_PROXY_HOPS).
 * 0, the default, is a server that clients reach directly: the header is then
 * whatever the client chose to send, and is ignored.
 */
export function trustedProxyHops(): number {
  const hops = Number(process.env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops > 0 ? Math.min(hops, 10) : 0;
}

/**
 * The caller's address, from something the caller cannot forge. Behind N trusted
 * proxies, each appends the address it saw to X-Forwarded-For, so the entry N
 * from the right is the one the outermost proxy saw; entries further left are
 * the client's own invention. Without proxies, the socket address that
 * server.mjs stamps on every request.
 */
export function clientIp(request: Request): string {
  const hops = trustedProxyHops();
  if (hops > 0) {
    const chain = (request.headers.get("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    if (chain.length > 0) return chain[Math.max(0, chain.length - hops)]!;
  }
  // Absent only under `next dev` or in tests that build a Request by hand.
  return request.headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}
