import "server-only";
import type { DbClient } from "@/lib/db/types";

/** Every admin change leaves a trace: who, what, before and after. */
export async function audit(
  db: DbClient,
  entry: {
    action: string;
    entity: string;
    entityId?: string | null;
    before?: unknown;
    after?: unknown;
    actor?: string;
  },
) {
  const json = (value: unknown) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
  await db.auditLog.create({
    data: {
      actor: entry.actor ?? "admin",
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      before: json(entry.before),
      after: json(entry.after),
    },
  });
}
