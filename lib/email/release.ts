import "server-only";
import { db } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * The e-mails this process has claimed and not finished, handed back on a clean stop.
 *
 * The worker (lib/email/worker.ts) claims due messages by setting them `sending` with a lease as
 * their nextAttemptAt; another instance retries a message only when that lease has run out (5
 * minutes). A stopping instance puts what it still holds back to `queued`, due now, so another
 * instance sends it at once.
 *
 * Which rows are this process's own: every delivery run of this process gets `outboxDb` instead
 * of the plain client (lib/jobs/background.ts, the routes' `deliverSoon(outboxDb)`). It records
 * each claimed row's id and lease as the claim returns them, and forgets a row once the worker
 * has written its outcome (sent, or queued again after a failure). A row is handed back only if
 * it is still `sending` under that very lease: had it expired and another instance re-claimed
 * the row, the lease differs and the row is left alone.
 *
 * After `stopClaiming()` (the stop's first step) the claim statement is not run any more through
 * `outboxDb`: a delivery kick that fires during the stop claims nothing.
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

function isClaimStatement(strings: unknown): boolean {
  const text = Array.isArray(strings) ? strings.join("?") : String(strings);
  return /^\s*UPDATE\s+"EmailMessage"\s+SET\s+status\s*=\s*'sending'/i.test(text);
}

function recordClaims(rows: unknown) {
  if (!Array.isArray(rows)) return;
  for (const row of rows as Partial<{ id: unknown; status: unknown; nextAttemptAt: unknown }>[]) {
    if (typeof row?.id === "string" && row.status === "sending" && row.nextAttemptAt instanceof Date)
      held.set(row.id, row.nextAttemptAt);
  }
}

/** The database client for delivery runs: the plain client, watched for claims (see above). */
export function trackClaims(client: PrismaClient): PrismaClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === "$queryRaw") {
        return async (strings: TemplateStringsArray, ...values: unknown[]) => {
          const claim = isClaimStatement(strings);
          if (claim && !state.claiming) return [];
          const rows: unknown = await target.$queryRaw(strings, ...values);
          if (claim) recordClaims(rows);
          return rows;
        };
      }
      if (property === "emailMessage") {
        const model = target.emailMessage;
        return new Proxy(model, {
          get(modelTarget, name) {
            if (name !== "updateMany") return Reflect.get(modelTarget, name, modelTarget) as unknown;
            return async (args: Parameters<typeof model.updateMany>[0]) => {
              const result = await modelTarget.updateMany(args);
              const id = args?.where?.id;
              if (typeof id === "string") held.delete(id);
              return result;
            };
          },
        });
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** No more claims through `trackClaims` clients in this process (a stop has begun). */
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
  const { count } = await client.emailMessage.updateMany({
    where: {
      status: "sending",
      OR: claims.map((claim) => ({ id: claim.id, nextAttemptAt: claim.lease })),
    },
    data: { status: "queued", nextAttemptAt: now },
  });
  for (const claim of claims) held.delete(claim.id);
  return count;
}

/** The database client every delivery run of this process uses (background loop and kicks). */
export const outboxDb: PrismaClient = trackClaims(db);
