import "server-only";
import { storedTimestamp } from "@/lib/db/sql";
import type { DbClient } from "@/lib/db/types";
import { ApiError, tooManyRequests } from "@/lib/http/errors";
import { log } from "@/lib/log";
import { giveBack, spendBudget, windowAt } from "./rate-limit";

/**
 * Password guessing: 5 failed logins per e-mail and per address within 15 minutes
 * lock further attempts. The shared admin password also has a budget across all
 * addresses, so that many addresses cannot guess in parallel.
 */
export const LOGIN_FAILURES_ALLOWED = 5;
export const ADMIN_LOGIN_FAILURES_ALLOWED_OVERALL = 50;
const WINDOW_MS = 15 * 60_000;
export const LOGIN_LOCKED_MESSAGE = "Too many failed login attempts. Please wait 15 minutes and try again.";

interface Budget {
  key: string;
  allowed: number;
}

/** What a login counts against: the e-mail (or the shared admin account) and the address. */
export function loginBudgets(scope: "contractor" | "admin", ip: string, email?: string): Budget[] {
  const budgets: Budget[] = [{ key: `login-fail:${scope}:ip:${ip}`, allowed: LOGIN_FAILURES_ALLOWED }];
  if (email)
    budgets.push({
      key: `login-fail:${scope}:email:${email.toLowerCase()}`,
      allowed: LOGIN_FAILURES_ALLOWED,
    });
  if (scope === "admin")
    budgets.push({ key: "login-fail:admin:all", allowed: ADMIN_LOGIN_FAILURES_ALLOWED_OVERALL });
  return budgets;
}

/**
 * Refuses the attempt (429) when any of its budgets is used up, before anything is written: an
 * address that is refused spends none of the wider budgets (the e-mail's, the admin-wide one), so
 * guessing from one address cannot lock the owner out from another, and a refused attempt adds no
 * rows (a new e-mail per attempt cannot fill the table).
 *
 * Otherwise counts the attempt as a failure *before* the password is checked, narrowest budget
 * first, each place taken only while one is free (atomic), so parallel guesses each take their own
 * and only the first ones are checked at all. A successful login gives its places back (`succeeded`).
 */
export async function beginLoginAttempt(db: DbClient, budgets: Budget[], now = new Date()) {
  const window = windowAt(now, WINDOW_MS);
  const refuse = async (full: Budget[]) => {
    await noteLockouts(db, full, window.start);
    return tooManyRequests(LOGIN_LOCKED_MESSAGE, window.retryAfterSeconds);
  };
  const counts = await currentCounts(db, budgets, window.start);
  const full = budgets.filter((budget) => (counts.get(budget.key) ?? 0) >= budget.allowed);
  if (full.length > 0) throw await refuse(full);

  const taken: string[] = [];
  for (const budget of budgets) {
    const rule = { limit: budget.allowed, windowMs: WINDOW_MS, message: LOGIN_LOCKED_MESSAGE };
    try {
      await spendBudget(db, budget.key, 1, rule, now);
      taken.push(budget.key);
    } catch (error) {
      // Filled by parallel attempts since the look above: give back what this one took.
      await giveBack(db, taken, WINDOW_MS, 1, now);
      if (error instanceof ApiError && error.status === 429) throw await refuse([budget]);
      throw error;
    }
  }
  return {
    /** The password was right: the attempt was not a failure after all. */
    async succeeded() {
      await giveBack(db, taken, WINDOW_MS, 1, now);
    },
  };
}

/** Each budget's count in the window starting at `windowStart` (absent: no attempt yet). */
async function currentCounts(db: DbClient, budgets: Budget[], windowStart: Date) {
  const rows = await db.$queryRaw<{ key: string; count: number }[]>`
    SELECT key, count FROM "RateLimitBucket"
    WHERE key = ANY(${budgets.map((b) => b.key)}) AND "windowStart" = ${storedTimestamp(windowStart)}`;
  return new Map(rows.map((row) => [row.key, Number(row.count)]));
}

/**
 * Logs each lockout once, on the first refused attempt of the window: that attempt marks the
 * budget's existing row (its count one past the allowance), later ones find it marked and write
 * nothing.
 */
async function noteLockouts(db: DbClient, full: Budget[], windowStart: Date) {
  for (const budget of full) {
    const marked = await db.$executeRaw`
      UPDATE "RateLimitBucket" SET count = count + 1
      WHERE key = ${budget.key} AND "windowStart" = ${storedTimestamp(windowStart)} AND count = ${budget.allowed}`;
    if (marked > 0) log.warn("login locked out", { key: budget.key, failures: budget.allowed });
  }
}
