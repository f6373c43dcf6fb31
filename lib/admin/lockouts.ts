import "server-only";
import type { DbClient } from "@/lib/db/types";
import type { Jsonified } from "@/lib/http/json";
import {
  LOCKOUT_ACTION,
  LOCKOUT_ENTITY,
  type LockoutBudget,
  type LockoutRecord,
} from "@/lib/security/login-lockouts";

/** Enough to see an attack in progress; older ones stay in AuditLog. */
export const RECENT_LOCKOUTS_SHOWN = 20;

const BUDGETS: readonly LockoutBudget[] = ["address", "email", "admin-wide", "device"];

/** A stored record as the back office shows it; a row it cannot read becomes null. */
function lockoutOf(row: { id: string; createdAt: Date; after: unknown }) {
  const after = (row.after ?? {}) as Partial<LockoutRecord>;
  if (!after.budget || !BUDGETS.includes(after.budget)) return null;
  return {
    id: row.id,
    at: row.createdAt,
    budget: after.budget,
    scope: after.scope === "admin" ? ("admin" as const) : ("contractor" as const),
    subject: String(after.subject ?? ""),
    failures: Number(after.failures ?? 0),
  };
}

/** The newest login lockouts (lib/security/login-lockouts.ts writes them), newest first. */
export async function recentLockouts(db: DbClient) {
  const rows = await db.auditLog.findMany({
    where: { actor: "system", action: LOCKOUT_ACTION, entity: LOCKOUT_ENTITY },
    orderBy: { createdAt: "desc" },
    take: RECENT_LOCKOUTS_SHOWN,
    select: { id: true, createdAt: true, after: true },
  });
  return { lockouts: rows.map(lockoutOf).filter((row) => row !== null) };
}

export type RecentLockoutsDto = Jsonified<Awaited<ReturnType<typeof recentLockouts>>>;
export type LockoutDto = RecentLockoutsDto["lockouts"][number];
