import "server-only";
import { storedTimestamp } from "@/lib/db/sql";
import type { DbClient } from "@/lib/db/types";
import { tooManyRequests } from "@/lib/http/errors";
import { countRateLimitRefusal } from "@/lib/metrics";
import { liveStreaks, passGate, streakDelayMs, startStreak } from "./login-delay";
import { recordLockout, type LockoutBudget } from "./login-lockouts";
import { giveBack, windowAt } from "./rate-limit";

/**
 * Password guessing. Narrow budgets lock: 5 failed logins per address, and per device cookie,
 * within 15 minutes. Wide budgets, which anyone can spend from anywhere (the e-mail's, and the
 * shared admin password's across all addresses), never lock: past their allowance each further
 * attempt waits longer (lib/security/login-delay.ts), so guessing slows down but the owner is never
 * shut out for a whole window. A browser that signed in before (its device cookie,
 * lib/security/device-cookie.ts) counts against its own budget only.
 */
export const LOGIN_FAILURES_ALLOWED = 5;
export const ADMIN_LOGIN_FAILURES_ALLOWED_OVERALL = 50;
export const DEVICE_LOGIN_FAILURES_ALLOWED = 5;
const WINDOW_MS = 15 * 60_000;

/** "Please wait N minutes": whole minutes, rounded up (Retry-After has the seconds). */
export function loginLockedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed login attempts. Please wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} and try again.`;
}
/** The message of a narrow budget's lockout, which lasts the rest of the window (Retry-After: exactly). */
export const LOGIN_LOCKED_MESSAGE = loginLockedMessage(WINDOW_MS / 1000);

export interface Budget {
  key: string;
  allowed: number;
  /** What it counts (shown in the back office's recent lockouts). */
  kind: LockoutBudget;
  /** The address, the e-mail, "admin", or the device's nonce. */
  subject: string;
  scope: "contractor" | "admin";
}

/** Wide budgets slow down past their allowance; narrow ones lock for the rest of the window. */
const isWide = (budget: Budget) => budget.kind === "email" || budget.kind === "admin-wide";

/** What a login without a device cookie counts against: the address, the e-mail (or the shared admin account). */
export function loginBudgets(scope: "contractor" | "admin", ip: string, email?: string): Budget[] {
  const budgets: Budget[] = [
    {
      key: `login-fail:${scope}:ip:${ip}`,
      allowed: LOGIN_FAILURES_ALLOWED,
      kind: "address",
      subject: ip,
      scope,
    },
  ];
  if (email) {
    const subject = email.toLowerCase();
    budgets.push({
      key: `login-fail:${scope}:email:${subject}`,
      allowed: LOGIN_FAILURES_ALLOWED,
      kind: "email",
      subject,
      scope,
    });
  }
  if (scope === "admin")
    budgets.push({
      key: "login-fail:admin:all",
      allowed: ADMIN_LOGIN_FAILURES_ALLOWED_OVERALL,
      kind: "admin-wide",
      subject: "admin",
      scope,
    });
  return budgets;
}

/**
 * What a login from a browser with a valid device cookie for this account counts against: that
 * device alone. Neither the address (another user of the owner's network may have filled it) nor
 * the wide budgets (anyone may have), so the owner's own browser always gets its attempts.
 */
export function deviceBudgets(scope: "contractor" | "admin", nonce: string): Budget[] {
  return [
    {
      key: `login-fail:${scope}:device:${nonce}`,
      allowed: DEVICE_LOGIN_FAILURES_ALLOWED,
      kind: "device",
      subject: nonce,
      scope,
    },
  ];
}

/**
 * Refuses the attempt (429) when a narrow budget is used up or a wide one's next attempt is not due
 * yet, before anything is written: an address that is refused spends none of the wider budgets, so
 * guessing from one address cannot slow the owner down from another, and a refused attempt adds no
 * rows (a new e-mail per attempt cannot fill the table).
 *
 * Otherwise counts the attempt as a failure *before* the password is checked, narrowest budget
 * first, each place taken only while one is free (atomic), so parallel guesses each take their own
 * and only the first ones are checked at all. A successful login gives its places back (`succeeded`).
 */
export async function beginLoginAttempt(db: DbClient, budgets: Budget[], now = new Date()) {
  const window = windowAt(now, WINDOW_MS);
  const counts = await currentCounts(db, budgets, window.start);
  const streaks = await liveStreaks(
    db,
    budgets.filter(isWide).map((b) => b.key),
    now,
  );
  const countOf = (budget: Budget) => counts.get(budget.key) ?? 0;

  // Seconds until each refusing budget lets an attempt through.
  const waits: [Budget, number][] = [];
  for (const budget of budgets) {
    const streak = streaks.get(budget.key);
    if (isWide(budget)) {
      const wait = streak ? streak.notBefore.getTime() - now.getTime() : 0;
      if (wait > 0) waits.push([budget, Math.ceil(wait / 1000)]);
    } else if (countOf(budget) >= budget.allowed) {
      waits.push([budget, window.retryAfterSeconds]);
    }
  }
  if (waits.length > 0) throw await refuse(db, waits, window.start, countOf);

  const taken: string[] = [];
  for (const budget of budgets) {
    const streak = streaks.get(budget.key);
    const refused = async (seconds: number) => {
      await giveBack(db, taken, WINDOW_MS, 1, now);
      return refuse(db, [[budget, seconds]], window.start, countOf);
    };
    if (isWide(budget) && (streak || countOf(budget) >= budget.allowed)) {
      // Past the allowance: one attempt per delay, the delay doubling with each.
      if (!(await passGate(db, budget.key, streak ?? null, now)))
        throw await refused(streakDelayMs(0) / 1000);
      continue;
    }
    const count = await spend(db, budget, window);
    if (count === null)
      throw await refused(isWide(budget) ? streakDelayMs(0) / 1000 : window.retryAfterSeconds);
    taken.push(budget.key);
    if (isWide(budget) && count >= budget.allowed && (await startStreak(db, budget.key, now)))
      await recordLockout(db, budget, budget.allowed);
  }
  return {
    /** The password was right: the attempt was not a failure after all. */
    async succeeded() {
      await giveBack(db, taken, WINDOW_MS, 1, now);
    },
  };
}

/** The 429 for refusing budgets: the longest wait, and each narrow lockout noted once. */
async function refuse(
  db: DbClient,
  waits: [Budget, number][],
  windowStart: Date,
  countOf: (budget: Budget) => number,
) {
  for (const [budget] of waits)
    if (!isWide(budget) && countOf(budget) >= budget.allowed) await noteLockout(db, budget, windowStart);
  const seconds = Math.max(...waits.map(([, s]) => s));
  const first = waits[0]?.[0];
  countRateLimitRefusal(first ? `login:${first.scope}:${first.kind}` : "login");
  // A narrow lockout keeps the message it always had; a wide budget's delay says how long it is.
  const locked = waits.some(([budget]) => !isWide(budget));
  return tooManyRequests(locked ? LOGIN_LOCKED_MESSAGE : loginLockedMessage(seconds), seconds);
}

/** Takes a place in the budget's window while one is free; the window's new count, or null when full. */
async function spend(db: DbClient, budget: Budget, window: { start: Date; end: Date }) {
  const rows = await db.$queryRaw<{ count: number }[]>`
    INSERT INTO "RateLimitBucket" (key, "windowStart", count, "expiresAt")
    VALUES (${budget.key}, ${storedTimestamp(window.start)}, 1, ${storedTimestamp(window.end)})
    ON CONFLICT (key, "windowStart") DO UPDATE SET count = "RateLimitBucket".count + 1
    WHERE "RateLimitBucket".count + 1 <= ${budget.allowed}
    RETURNING count`;
  return rows[0] ? Number(rows[0].count) : null;
}

/** Each budget's count in the window starting at `windowStart` (absent: no attempt yet). */
async function currentCounts(db: DbClient, budgets: Budget[], windowStart: Date) {
  const rows = await db.$queryRaw<{ key: string; count: number }[]>`
    SELECT key, count FROM "RateLimitBucket"
    WHERE key = ANY(${budgets.map((b) => b.key)}) AND "windowStart" = ${storedTimestamp(windowStart)}`;
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}

/**
 * Notes a narrow budget's lockout once, on the first refused attempt of the window: that attempt
 * marks the budget's row (its count one past the allowance), later ones find it marked and write
 * nothing.
 */
async function noteLockout(db: DbClient, budget: Budget, windowStart: Date) {
  const marked = await db.$executeRaw`
    UPDATE "RateLimitBucket" SET count = count + 1
    WHERE key = ${budget.key} AND "windowStart" = ${storedTimestamp(windowStart)} AND count = ${budget.allowed}`;
  if (marked > 0) await recordLockout(db, budget, budget.allowed);
}
