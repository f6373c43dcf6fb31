/**
 * The one writer of lockout records: each budget's lockout once (a narrow budget's per window, a
 * wide budget's per delay streak), as a warn log line and as an AuditLog row by actor "system",
 * which the back office lists (lib/admin/lockouts.ts).
 */
import "server-only";
import { audit } from "@/lib/admin/audit";
import type { DbClient } from "@/lib/db/types";
import { log } from "@/lib/log";

export type LockoutBudget = "address" | "email" | "admin-wide" | "device";

export const LOCKOUT_ACTION = "login.lockout";
export const LOCKOUT_ENTITY = "login";

export interface LockoutRecord {
  budget: LockoutBudget;
  scope: "admin" | "contractor";
  /** The address or e-mail; "admin" for the admin-wide budget; a device's nonce shortened. */
  subject: string;
  failures: number;
}

/** A device nonce is half of a cookie: the back office needs only enough to tell devices apart. */
const shown = (budget: LockoutBudget, subject: string) =>
  budget === "device" ? `device ${subject.slice(0, 6)}…` : subject;

export async function recordLockout(
  db: DbClient,
  budget: { key: string; kind: LockoutBudget; scope: "admin" | "contractor"; subject: string },
  failures: number,
) {
  log.warn("login locked out", { key: budget.key, failures });
  const record: LockoutRecord = {
    budget: budget.kind,
    scope: budget.scope,
    subject: shown(budget.kind, budget.subject),
    failures,
  };
  await audit(db, {
    actor: "system",
    action: LOCKOUT_ACTION,
    entity: LOCKOUT_ENTITY,
    entityId: budget.kind,
    after: record,
  });
}
