import type { DbClient } from "@/lib/db/types";
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
 * The caller's address as our own proxy reports it. Each proxy appends the
 * address it saw, so the trustworthy entry is the one TRUSTED_PROXY_HOPS from
 * the right (default 1: one load balancer); entries further left are whatever
 * the client chose to send.
 */
export function clientIp(request: Request): string {
  const hops = Math.max(1, Number(process.env.TRUSTED_PROXY_HOPS ?? 1));
  const chain = (request.headers.get("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  return chain[Math.max(0, chain.length - hops)] || request.headers.get("x-real-ip") || "unknown";
}
