/**
 * The progressive delay of the wide login budgets (the e-mail's, the admin-wide one): past the
 * allowance, a "streak" lets one attempt through per delay, the delay doubling with each (15 s,
 * 30 s, 1 min, 2 min, 4 min, then 5 min each). Nothing sleeps in the server: a refused attempt gets
 * a 429 with Retry-After and holds no connection. The streak ends an hour after its next attempt
 * was due and none came: long enough that pausing to get the allowance back pays less than going on
 * at one guess per 5 minutes.
 *
 * Stored in Postgres like every other counter, so all instances share it: a RateLimitBucket row
 * per budget with key "login-delay:<budget key>" at a fixed windowStart, its count the number of
 * attempts let through since the streak began, its expiresAt the moment the streak is forgotten
 * (the next attempt is due QUIET_MS before it). The daily cleanup removes it like any expired
 * bucket; until then an expired row counts as no streak.
 */
import "server-only";
import { storedTimestamp } from "@/lib/db/sql";
import type { DbClient } from "@/lib/db/types";

export const LOGIN_DELAY_FIRST_MS = 15_000;
/** The longest wait between two attempts on a wide budget (documented in README → Security). */
export const LOGIN_DELAY_MAX_MS = 5 * 60_000;
const QUIET_MS = 60 * 60_000;
const STREAK_EPOCH = new Date(0);

/** The wait after the streak's `passed`-th attempt past the allowance (0: the one that filled it). */
export const streakDelayMs = (passed: number) =>
  Math.min(LOGIN_DELAY_MAX_MS, LOGIN_DELAY_FIRST_MS * 2 ** Math.min(passed, 20));

export interface DelayStreak {
  passed: number;
  notBefore: Date;
}

const delayKey = (budgetKey: string) => `login-delay:${budgetKey}`;
const expiry = (passed: number, now: Date) => new Date(now.getTime() + streakDelayMs(passed) + QUIET_MS);

/** The budgets' streaks that are still running, by budget key. */
export async function liveStreaks(db: DbClient, budgetKeys: string[], now = new Date()) {
  const streaks = new Map<string, DelayStreak>();
  if (budgetKeys.length === 0) return streaks;
  const rows = await db.$queryRaw<{ key: string; count: number; expires: number }[]>`
    SELECT key, count, (EXTRACT(EPOCH FROM "expiresAt") * 1000)::float8 AS expires
    FROM "RateLimitBucket"
    WHERE key = ANY(${budgetKeys.map(delayKey)}) AND "windowStart" = ${storedTimestamp(STREAK_EPOCH)}`;
  for (const row of rows) {
    const expires = Number(row.expires);
    if (expires <= now.getTime()) continue;
    streaks.set(row.key.slice("login-delay:".length), {
      passed: Number(row.count),
      notBefore: new Date(expires - QUIET_MS),
    });
  }
  return streaks;
}

/**
 * Starts a streak when the allowance has just been used up (none running): true when this call
 * started it, so the lockout is recorded once.
 */
export async function startStreak(db: DbClient, budgetKey: string, now = new Date()): Promise<boolean> {
  const rows = await db.$queryRaw<unknown[]>`
    INSERT INTO "RateLimitBucket" (key, "windowStart", count, "expiresAt")
    VALUES (${delayKey(budgetKey)}, ${storedTimestamp(STREAK_EPOCH)}, 0, ${storedTimestamp(expiry(0, now))})
    ON CONFLICT (key, "windowStart") DO UPDATE SET count = 0, "expiresAt" = EXCLUDED."expiresAt"
    WHERE "RateLimitBucket"."expiresAt" <= ${storedTimestamp(now)}
    RETURNING key`;
  return rows.length > 0;
}

/**
 * Lets one attempt through a streak whose next attempt is due (the caller checked), and makes the
 * one after wait twice as long. Atomic: of parallel attempts that all saw it due, only the one that
 * moves the count on from what was read passes; the others are refused.
 */
export async function passGate(
  db: DbClient,
  budgetKey: string,
  streak: DelayStreak | null,
  now = new Date(),
): Promise<boolean> {
  if (!streak) return startStreak(db, budgetKey, now);
  const passed = streak.passed + 1;
  const moved = await db.$executeRaw`
    UPDATE "RateLimitBucket" SET count = ${passed}, "expiresAt" = ${storedTimestamp(expiry(passed, now))}
    WHERE key = ${delayKey(budgetKey)} AND "windowStart" = ${storedTimestamp(STREAK_EPOCH)}
      AND count = ${streak.passed}`;
  return moved > 0;
}
