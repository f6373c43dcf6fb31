import "server-only";
import type { DbClient } from "@/lib/db/types";
import { tooManyRequests } from "@/lib/http/errors";
import { log } from "@/lib/log";
import { countHit, giveBack, windowAt } from "./rate-limit";

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
 * Counts the attempt as a failure *before* the password is checked, so parallel guesses
 * each take one of the budget's places (the increment is atomic) and only the first ones
 * are checked at all. A successful login gives its place back (`succeeded`).
 */
export async function beginLoginAttempt(db: DbClient, budgets: Budget[], now = new Date()) {
  const counts: number[] = [];
  for (const budget of budgets) counts.push(await countHit(db, budget.key, WINDOW_MS, now));
  const exceeded = budgets.filter((budget, i) => counts[i]! > budget.allowed);
  if (exceeded.length > 0) {
    // Once per lockout: the first refused attempt in the window.
    for (const budget of exceeded) {
      if (counts[budgets.indexOf(budget)] === budget.allowed + 1)
        log.warn("login locked out", { key: budget.key, failures: budget.allowed });
    }
    throw tooManyRequests(LOGIN_LOCKED_MESSAGE, windowAt(now, WINDOW_MS).retryAfterSeconds);
  }
  return {
    /** The password was right: the attempt was not a failure after all. */
    async succeeded() {
      await giveBack(
        db,
        budgets.map((b) => b.key),
        WINDOW_MS,
        1,
        now,
      );
    },
  };
}
