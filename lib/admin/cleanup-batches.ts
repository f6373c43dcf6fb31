import "server-only";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { refreshPublicPages } from "@/lib/pages/public-pages";
import { deleteStoredFiles } from "@/lib/storage";
import { audit } from "./audit";
import { CLEANUP_KINDS, removeStep, type CleanupCutoffs, type CleanupKind } from "./cleanup-sql";
import { ERASURES_PER_BATCH } from "./retention";

export interface CleanupLimits {
  /** Rows one batch removes at most, all kinds together (rooms, photos and jobs going with them aside). */
  batchSize: number;
  /** Batches one run does at most: a larger backlog is left to the next run, and the stats show it. */
  maxBatches: number;
  /** A run starts no batch after this long (milliseconds), whatever is left. */
  budgetMs: number;
}

/**
 * A batch of 500 old quotes (with their rooms and photos) commits in well under a second at a million
 * bookings; 200 of them or 10 s per run let the daily job work off a backlog of millions over the day's
 * background ticks, each short, instead of one run that holds locks and a connection for minutes.
 */
export const DEFAULT_CLEANUP_LIMITS: CleanupLimits = { batchSize: 500, maxBatches: 200, budgetMs: 10_000 };

export type CleanupTotals = Record<CleanupKind | "photos", number>;

export interface CleanupRunPlan {
  cutoffs: CleanupCutoffs;
  actor: string;
  limits: CleanupLimits;
  /**
   * While another run holds the batch lock: "wait" for its batch to end (an admin's run: the batch
   * is short), or "stop" at once and leave the backlog to that run (every instance's daily tick).
   */
  whenBusy: "wait" | "stop";
  /** Asked under the lock before each batch; false ends the run there (the day was finished elsewhere). */
  mayContinue?: (tx: Prisma.TransactionClient) => Promise<boolean>;
  /** Done in the transaction of the batch that finds the backlog worked off. */
  onComplete?: (tx: Prisma.TransactionClient) => Promise<unknown>;
}

export interface CleanupRunOutcome {
  totals: CleanupTotals;
  batches: number;
  /** Whether the run worked the backlog off (false: it stopped at its budget or left it to another run). */
  complete: boolean;
}

/** One key for the admin's runs and every instance's daily runs: two batches never run at once. */
const BATCH_LOCK_KEY = "job:cleanup-batch";
/** A batch waits at most this long for the batch lock and its own work (an admin's run only waits). */
const BATCH_TIMEOUT_MS = 60_000;

const noTotals = (): CleanupTotals =>
  Object.fromEntries([...CLEANUP_KINDS, "photos"].map((kind) => [kind, 0])) as CleanupTotals;

const plus = (a: CleanupTotals, b: CleanupTotals): CleanupTotals =>
  Object.fromEntries(
    Object.entries(a).map(([key, n]) => [key, n + b[key as keyof CleanupTotals]]),
  ) as CleanupTotals;

/** The audit entry's and the admin's view of a run's totals. */
export function cleanupSummary(totals: CleanupTotals) {
  return {
    deletedQuotes: totals.oldQuotes,
    deletedBookings: totals.oldBookings,
    deletedAssignments: totals.orphanedJobs,
    deletedPhotos: totals.photos,
    deletedSessions: totals.expiredSessions,
    deletedRateLimitRows: totals.expiredRateLimitRows,
    erasedBookings: totals.expiredPersonalData,
    deletedEmails: totals.oldEmails,
    deletedInquiries: totals.oldInquiries,
    deletedW9s: totals.unverifiedW9s,
  };
}

/**
 * Up to `size` rows, taken kind after kind in CLEANUP_KINDS' order, so one kind's huge backlog
 * is worked off before the next begins and every batch stays small.
 */
async function removeBatch(tx: Prisma.TransactionClient, cutoffs: CleanupCutoffs, size: number) {
  const totals = noTotals();
  const files: string[] = [];
  let room = size;
  let pagesChanged = false;
  let workedOff = true;
  for (const kind of CLEANUP_KINDS) {
    if (room === 0) break;
    const removed = await removeStep[kind](tx, cutoffs, room);
    totals[kind] = removed.rows;
    if (kind !== "unverifiedW9s") totals.photos += removed.files.length;
    files.push(...removed.files);
    pagesChanged ||= removed.pagesChanged === true;
    // A step that took all it may take in one batch (erasures: ERASURES_PER_BATCH) may have more left.
    if (kind === "expiredPersonalData" && removed.rows >= ERASURES_PER_BATCH) workedOff = false;
    room -= removed.rows;
  }
  // Every kind gave fewer rows than it was offered: nothing stale was left when the batch looked.
  return { totals, files, pagesChanged, workedOff: workedOff && room > 0 };
}

async function takeBatchLock(tx: Prisma.TransactionClient, whenBusy: CleanupRunPlan["whenBusy"]) {
  if (whenBusy === "wait") {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${BATCH_LOCK_KEY}))`;
    return true;
  }
  const [lock] = await tx.$queryRaw<
    { ours: boolean }[]
  >`SELECT pg_try_advisory_xact_lock(hashtext(${BATCH_LOCK_KEY})) AS ours`;
  return lock?.ours === true;
}

type BatchStep =
  | { stopped: true }
  | { stopped: false; totals: CleanupTotals; files: string[]; pagesChanged: boolean; workedOff: boolean };

/**
 * Runs the cleanup as a series of short transactions, each removing one batch under a
 * transaction-scoped advisory lock, so two runs (two instances, or an admin and an instance)
 * never work at the same time and each batch picks up exactly where the last committed one
 * ended. A run that dies loses only its current batch: the committed ones stay done and the
 * rest is found by the next run. The run's one audit entry (its totals) is written by its last
 * transaction, so a run that fits one batch stays all or nothing. Files are deleted after each
 * batch commits: a failed delete only leaves an unreachable file.
 */
export async function runInBatches(db: PrismaClient, plan: CleanupRunPlan): Promise<CleanupRunOutcome> {
  const started = Date.now();
  let totals = noTotals();
  let batches = 0;
  let pagesChanged = false;
  // An erasure may have taken a published review's author or photos: the public pages follow at the end.
  const finish = async (complete: boolean) => {
    if (pagesChanged) await refreshPublicPages(db, "erasure");
    return { totals, batches, complete };
  };
  for (;;) {
    const last = batches + 1 >= plan.limits.maxBatches || Date.now() - started >= plan.limits.budgetMs;
    const done = batches;
    const step = await db.$transaction(
      async (tx): Promise<BatchStep> => {
        const writeAudit = (runTotals: CleanupTotals, runBatches: number, complete: boolean) =>
          audit(tx, {
            actor: plan.actor,
            action: "cleanup.run",
            entity: "Database",
            after: { ...cleanupSummary(runTotals), batches: runBatches, complete },
          });
        if (
          !(await takeBatchLock(tx, plan.whenBusy)) ||
          (plan.mayContinue && !(await plan.mayContinue(tx)))
        ) {
          if (done > 0) await writeAudit(totals, done, false);
          return { stopped: true };
        }
        const batch = await removeBatch(tx, plan.cutoffs, plan.limits.batchSize);
        if (batch.workedOff) await plan.onComplete?.(tx);
        if (batch.workedOff || last) await writeAudit(plus(totals, batch.totals), done + 1, batch.workedOff);
        return { stopped: false, ...batch };
      },
      // maxWait as the booking's transactions: instances that start together queue for a connection
      // (one, on the embedded database), and Prisma's 2 s default gave up on a loaded machine.
      { timeout: BATCH_TIMEOUT_MS, maxWait: 20_000 },
    );
    if (step.stopped) return finish(false);
    totals = plus(totals, step.totals);
    batches += 1;
    pagesChanged ||= step.pagesChanged;
    await deleteStoredFiles(step.files);
    if (step.workedOff || last) return finish(step.workedOff);
  }
}
