import type { PrismaClient } from "@/lib/generated/prisma/client";
import { tooManyRequests } from "@/lib/http/errors";
import { countHit } from "./rate-limit";

/** 5 failed logins per e-mail and per address within 15 minutes lock further attempts. */
const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
const MESSAGE = "Too many failed login attempts. Please wait 15 minutes and try again.";

const keys = (scope: string, email: string, ip: string) => [`login-fail:${scope}:email:${email.toLowerCase()}`, `login-fail:${scope}:ip:${ip}`];

function windowStart(now: Date) {
  return new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
}

export async function assertLoginAllowed(db: PrismaClient, scope: string, email: string, ip: string, now = new Date()) {
  const buckets = await db.rateLimitBucket.findMany({
    where: { key: { in: keys(scope, email, ip) }, windowStart: windowStart(now) },
  });
  if (buckets.some((b) => b.count >= MAX_FAILURES)) {
    throw tooManyRequests(MESSAGE, Math.ceil((windowStart(now).getTime() + WINDOW_MS - now.getTime()) / 1000));
  }
}

export async function recordLoginFailure(db: PrismaClient, scope: string, email: string, ip: string, now = new Date()) {
  for (const key of keys(scope, email, ip)) await countHit(db, key, WINDOW_MS, now);
}
