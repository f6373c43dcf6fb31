/** @jest-environment node */
import {
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  isDraining,
  markDraining,
  registerShutdownHook,
  runShutdownHooks,
  settleWithin,
  SHUTDOWN_PHASE,
  shutdownHookNames,
  shutdownPlan,
  shutdownTimeoutMs,
} from "@/lib/process/shutdown.mjs";

const never = () => new Promise<never>(() => {});

describe("SHUTDOWN_TIMEOUT_MS", () => {
  it("is a positive whole number of milliseconds, else the default (below compose's 30 s grace)", () => {
    expect(shutdownTimeoutMs({ SHUTDOWN_TIMEOUT_MS: "8000" })).toBe(8000);
    for (const bad of [undefined, "", "0", "-5", "1.5", "soon"])
      expect(shutdownTimeoutMs({ SHUTDOWN_TIMEOUT_MS: bad })).toBe(DEFAULT_SHUTDOWN_TIMEOUT_MS);
    expect(DEFAULT_SHUTDOWN_TIMEOUT_MS).toBeLessThan(30_000);
  });
});

describe("shutdownPlan: the drain gets all but the hooks' reserve, the exit is the deadline", () => {
  it("keeps a quarter for the hooks, at most 5 s", () => {
    expect(shutdownPlan(25_000)).toEqual({ drainUntil: 20_000, exitAt: 25_000 });
    expect(shutdownPlan(8_000)).toEqual({ drainUntil: 6_000, exitAt: 8_000 });
    expect(shutdownPlan(1_000)).toEqual({ drainUntil: 750, exitAt: 1_000 });
  });
});

describe("settleWithin", () => {
  it("gives the value, the error, or a timeout, and never rejects", async () => {
    await expect(settleWithin(Promise.resolve(3), 100)).resolves.toEqual({ ok: true, value: 3 });
    const error = new Error("down");
    await expect(settleWithin(Promise.reject(error), 100)).resolves.toEqual({
      ok: false,
      timedOut: false,
      error,
    });
    await expect(settleWithin(never(), 20)).resolves.toEqual({ ok: false, timedOut: true });
    // A deadline already past: a timeout, not a hang.
    await expect(settleWithin(never(), -50)).resolves.toEqual({ ok: false, timedOut: true });
  });
});

describe("runShutdownHooks", () => {
  it("runs phase by phase, in order, each hook told the deadline", async () => {
    const order: string[] = [];
    const deadline = Date.now() + 1_000;
    const seen: number[] = [];
    const hook = (name: string, phase: number, ms = 0) => ({
      name,
      phase,
      run: async (context: { deadline: number }) => {
        seen.push(context.deadline);
        order.push(`${name} start`);
        await new Promise((r) => setTimeout(r, ms));
        order.push(`${name} end`);
      },
    });
    const results = await runShutdownHooks({
      deadline,
      hooks: [
        hook("database", SHUTDOWN_PHASE.database),
        hook("claims", SHUTDOWN_PHASE.release),
        hook("jobs", SHUTDOWN_PHASE.jobs, 30),
      ],
    });
    expect(order).toEqual([
      "jobs start",
      "jobs end",
      "claims start",
      "claims end",
      "database start",
      "database end",
    ]);
    expect(seen).toEqual([deadline, deadline, deadline]);
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ["jobs", true],
      ["claims", true],
      ["database", true],
    ]);
  });

  it("goes on past a hook that fails or hangs, and ends by the deadline (a dead database)", async () => {
    const ran: string[] = [];
    const started = Date.now();
    const results = await runShutdownHooks({
      deadline: started + 150,
      hooks: [
        { name: "jobs", phase: SHUTDOWN_PHASE.jobs, run: never },
        {
          name: "claims",
          phase: SHUTDOWN_PHASE.release,
          run: () => {
            ran.push("claims");
            throw new Error("connection refused");
          },
        },
        { name: "database", phase: SHUTDOWN_PHASE.database, run: () => void ran.push("database") },
      ],
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(results.map((r) => [r.name, r.ok, r.timedOut, r.error])).toEqual([
      ["jobs", false, true, undefined],
      ["claims", false, false, "connection refused"],
      ["database", true, false, undefined],
    ]);
    expect(ran).toEqual(["claims", "database"]);
  });
});

describe("the process-wide registry (shared by server.mjs and the app's bundle)", () => {
  it("keeps one hook per name, in phase order, and the draining flag, in globalThis", () => {
    registerShutdownHook("database", SHUTDOWN_PHASE.database, () => {});
    registerShutdownHook("jobs", SHUTDOWN_PHASE.jobs, () => {});
    registerShutdownHook("jobs", SHUTDOWN_PHASE.jobs, () => {});
    expect(shutdownHookNames()).toEqual(["jobs", "database"]);
    const state = (globalThis as unknown as Record<symbol, { draining: boolean }>)[
      Symbol.for("brushwise.shutdown")
    ];
    expect(isDraining()).toBe(false);
    markDraining();
    expect(isDraining()).toBe(true);
    expect(state?.draining).toBe(true);
  });
});
