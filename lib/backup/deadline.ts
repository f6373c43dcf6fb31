/**
 * Deadlines for every step of a backup or restore. A database that stops answering must make the
 * run fail (and clean up) in bounded time, not hang until someone kills it: the daily loop then
 * retries, instead of stalling until the backup-age alert.
 *
 * Each step gets its own limit, never past the run's end; a streaming step (pg_dump, copying,
 * encrypting, uploading) may also be abandoned when it moves no byte for the stall limit, which
 * bounds a hung peer without limiting a big archive that keeps moving. A step's function receives
 * an AbortSignal that fires at its deadline: it must stop its work (kill the child process,
 * destroy the stream); the step rejects at the deadline whether or not it does.
 */
import { Transform } from "node:stream";
import type { Deadlines } from "./config";
import { BackupError } from "./errors";

export const DEFAULT_DEADLINES: Deadlines = {
  connectMs: 15_000,
  queryMs: 600_000,
  stallMs: 120_000,
  runMs: 10_800_000,
};

export interface StepOptions {
  /** The step's own limit (the run's end applies anyway). */
  limitMs?: number;
  /** Abandon the step when `progress()` was not called for this long. */
  stallMs?: number;
  /** What to do next, when the step runs out of time. */
  next: string;
}

export class RunDeadline {
  private readonly endsAt: number;

  constructor(
    readonly limits: Deadlines = DEFAULT_DEADLINES,
    private readonly outer?: AbortSignal,
  ) {
    this.endsAt = Date.now() + limits.runMs;
  }

  /** Runs `fn` as the step `what`; rejects with a BackupError when its time is up or the run is aborted. */
  async step<T>(
    what: string,
    options: StepOptions,
    fn: (signal: AbortSignal, progress: () => void) => Promise<T>,
  ): Promise<T> {
    const remaining = this.endsAt - Date.now();
    const limit = Math.min(options.limitMs ?? remaining, remaining);
    const controller = new AbortController();
    const timers: NodeJS.Timeout[] = [];
    let onOuterAbort = () => {};
    const expired = new Promise<never>((_, reject) => {
      const fail = (error: BackupError) => {
        controller.abort(error);
        reject(error);
      };
      if (limit <= 0) return fail(this.timeUp(what, this.limits.runMs, "the run's limit", options.next));
      const byRun = limit === remaining && limit !== options.limitMs;
      timers.push(
        setTimeout(
          () =>
            fail(
              byRun
                ? this.timeUp(what, this.limits.runMs, "the run's limit", options.next)
                : this.timeUp(what, limit, "its limit", options.next),
            ),
          limit,
        ),
      );
      if (options.stallMs) {
        const stallMs = options.stallMs;
        timers.push(
          setInterval(
            () => {
              if (Date.now() - lastProgress >= stallMs)
                fail(
                  new BackupError(
                    `${what} made no progress for ${seconds(stallMs)} s (a database or a service that stopped answering?).`,
                    options.next,
                  ),
                );
            },
            Math.max(100, Math.min(1000, stallMs / 4)),
          ),
        );
      }
      onOuterAbort = () => fail(new BackupError(`${what} was interrupted.`, options.next));
      if (this.outer?.aborted) onOuterAbort();
      this.outer?.addEventListener("abort", onOuterAbort, { once: true });
    });
    let lastProgress = Date.now();
    const progress = () => {
      lastProgress = Date.now();
    };
    // The step's own rejection after the deadline (its stream destroyed, its child killed) is expected.
    const work = fn(controller.signal, progress);
    work.catch(() => {});
    try {
      return await Promise.race([work, expired]);
    } finally {
      for (const timer of timers) clearTimeout(timer);
      this.outer?.removeEventListener("abort", onOuterAbort);
      expired.catch(() => {});
    }
  }

  private timeUp(what: string, ms: number, which: string, next: string) {
    return new BackupError(`${what} did not finish within ${which} of ${seconds(ms)} s.`, next);
  }
}

const seconds = (ms: number) => (ms / 1000).toLocaleString("en-US", { maximumFractionDigits: 1 });

/** A pass-through stream that calls `progress` for every chunk: put it in a pipeline a stall limit watches. */
export function progressMeter(progress: () => void): Transform {
  return new Transform({
    transform(chunk, _encoding, done) {
      progress();
      done(null, chunk);
    },
  });
}
