import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * The e-mails (and job alerts) this process has claimed and not finished, handed back on a clean stop.
 *
 * The worker (lib/email/worker.ts) claims due messages by setting them `sending` with a lease as
 * their nextAttemptAt; another instance retries a message only when that lease has run out (5
 * minutes). A stopping instance puts what it still holds back to `queued`, due now, so another
 * instance sends it at once.
 *
 * The worker records each claimed row's id and lease here as its claim returns them
 * (`noteClaimed`), and forgets a row once it has written its outcome (`noteSettled`: sent, held, or
 * queued again). A row is handed back only if it is still `sending` under that very lease: had it
 * expired and another instance re-claimed the row, the lease differs and the row is left alone.
 * After `stopClaiming()` (the stop's first step) the worker claims nothing more.
 */
interface Claim {
  id: string;
  lease: Date;
}

/**
 * In the process's global scope: instrumentation.ts and the route handlers may get separate
 * instances of this module from Next.js's bundles, and the state must be one.
 */
const STATE = Symbol.for("brushwise.email-claims");
const state = ((globalThis as unknown as Record<symbol, { held: Map<string, Date>; claiming: boolean }>)[
  STATE
] ??= { held: new Map(), claiming: true });
const held = state.held;

/** Records the rows a claim returned, under their leases. */
export function noteClaimed(rows: readonly { id: string; nextAttemptAt: Date }[]) {
  for (const row of rows) held.set(row.id, row.nextAttemptAt);
}

/** The worker wrote these rows' outcome: no longer this process's to hand back. */
export function noteSettled(ids: readonly string[]) {
  for (const id of ids) held.delete(id);
}

/** Whether the worker may claim (no stop has begun). */
export const claimingAllowed = () => state.claiming;

/** No more claims in this process (a stop has begun). */
export function stopClaiming() {
  state.claiming = false;
}

/** What this process holds right now: claimed, no outcome written yet. */
export function heldClaims(): Claim[] {
  return [...held].map(([id, lease]) => ({ id, lease }));
}

/** Until every claim has an outcome, or `ms` have passed; true when none is left. */
export async function waitForHeldClaims(ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (held.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  return held.size === 0;
}

/**
 * Puts this process's unfinished claims back in the queue, due now (attempts unchanged: nothing
 * was tried). Returns how many rows were handed back.
 */
export async function releaseClaimedEmails(client: PrismaClient, now = new Date()): Promise<number> {
  const claims = heldClaims();
  if (claims.length === 0) return 0;
  // The same claims serve job alerts (lib/push/worker.ts): ids are uuids, so each matches one table.
  const where = {
    status: "sending" as const,
    OR: claims.map((claim) => ({ id: claim.id, nextAttemptAt: claim.lease })),
  };
  const data = { status: "queued" as const, nextAttemptAt: now };
  const emails = await client.emailMessage.updateMany({ where, data });
  const pushes = await client.pushMessage.updateMany({ where, data });
  const count = emails.count + pushes.count;
  for (const claim of claims) held.delete(claim.id);
  return count;
}
