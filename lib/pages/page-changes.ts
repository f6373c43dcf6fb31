import "server-only";
/**
 * Tells the other instances that the public pages changed (lib/pages/public-pages.ts), through
 * Postgres's LISTEN/NOTIFY: the database every instance already has, no other server to run.
 *
 * A notification carries this process's id (its own are ignored: it refreshed itself already), the
 * database schema (tests share one database between schemas) and what changed, for the logs.
 * NOTIFY is delivered to the listeners connected when it commits; an instance that was not
 * listening then (restarting, or its connection lost) refreshes its pages when it reconnects
 * (lib/pages/page-change-listener.ts), so no change is missed for longer than a reconnection.
 */
import { randomUUID } from "node:crypto";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { log, serializeError } from "@/lib/log";

export const PAGE_CHANGES_CHANNEL = "brushwise_public_pages";

export type PageChange = "reviews" | "pricing" | "erasure" | "service-areas";

export interface PageChangeNotice {
  origin: string;
  schema: string;
  change: PageChange;
}

/** One id per process, whichever of Next.js's bundles asks (hence the global). */
const INSTANCE = Symbol.for("brushwise.instanceId");
export function instanceId(): string {
  const scope = globalThis as { [INSTANCE]?: string };
  return (scope[INSTANCE] ??= randomUUID());
}

export async function announcePageChange(db: PrismaClient, change: PageChange): Promise<void> {
  try {
    // One statement: the schema is the connection's own (PageChangeNotice's fields).
    await db.$executeRaw`SELECT pg_notify(${PAGE_CHANGES_CHANNEL},
      json_build_object('origin', ${instanceId()}::text, 'schema', current_schema(), 'change', ${change}::text)::text)`;
  } catch (error) {
    // The change is committed; the other instances catch up within the pages' revalidate time.
    log.warn("pages.change-not-announced", { change, error: serializeError(error) });
  }
}

/** A notification's payload, if it is one of ours for this schema from an instance other than `self`. */
export function noticeFromPeer(
  payload: string | undefined,
  schema: string,
  self: string = instanceId(),
): PageChangeNotice | null {
  try {
    const notice = JSON.parse(payload ?? "") as Partial<PageChangeNotice>;
    if (typeof notice.origin !== "string" || typeof notice.change !== "string") return null;
    if (notice.origin === self || notice.schema !== schema) return null;
    return notice as PageChangeNotice;
  } catch {
    return null;
  }
}
