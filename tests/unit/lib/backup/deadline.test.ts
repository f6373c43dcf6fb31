/**
 * Step deadlines (lib/backup/deadline.ts), on Jest's fake clock: a step past its limit or the run's
 * rejects with what to do and aborts its signal; a streaming step that reports progress lives past
 * the stall limit, and one that goes quiet is abandoned.
 */
import { RunDeadline } from "@/lib/backup/deadline";

const LIMITS = { connectMs: 1000, queryMs: 1000, stallMs: 2000, runMs: 60_000 };
const never = () => new Promise<never>(() => {});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it("returns what the step returns", async () => {
  await expect(new RunDeadline(LIMITS).step("A step", { next: "n" }, async () => 42)).resolves.toBe(42);
});

it("rejects at the step's limit, aborting its signal", async () => {
  let signal: AbortSignal | undefined;
  const step = new RunDeadline(LIMITS).step("Listing", { limitMs: 5000, next: "Try again." }, (s) => {
    signal = s;
    return never();
  });
  const outcome = expect(step).rejects.toMatchObject({
    message: "Listing did not finish within its limit of 5 s.",
    next: "Try again.",
  });
  await jest.advanceTimersByTimeAsync(4999);
  expect(signal!.aborted).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await outcome;
  expect(signal!.aborted).toBe(true);
});

it("keeps a step that moves alive past the stall limit, and abandons it once it goes quiet", async () => {
  let progress = () => {};
  const step = new RunDeadline(LIMITS).step("pg_dump", { stallMs: 2000, next: "n" }, (_s, p) => {
    progress = p;
    return never();
  });
  let settled = false;
  step.catch(() => {}).finally(() => (settled = true));
  for (let i = 0; i < 10; i++) {
    await jest.advanceTimersByTimeAsync(1000);
    progress();
  }
  expect(settled).toBe(false);
  const outcome = expect(step).rejects.toThrow(
    "pg_dump made no progress for 2 s (a database or a service that stopped answering?).",
  );
  await jest.advanceTimersByTimeAsync(2500);
  await outcome;
});

it("never runs a step past the run's own limit", async () => {
  const deadline = new RunDeadline({ ...LIMITS, runMs: 3000 });
  const step = deadline.step("Storing", { limitMs: 10_000, next: "n" }, never);
  const outcome = expect(step).rejects.toThrow("Storing did not finish within the run's limit of 3 s.");
  await jest.advanceTimersByTimeAsync(3000);
  await outcome;
});

it("stops at once when the run is aborted (SIGTERM)", async () => {
  const controller = new AbortController();
  const step = new RunDeadline(LIMITS, controller.signal).step("Copying", { next: "n" }, never);
  controller.abort();
  await expect(step).rejects.toThrow("Copying was interrupted.");
});
