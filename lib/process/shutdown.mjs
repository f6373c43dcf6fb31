// @ts-check
/**
 * A clean stop of one server process, shared by the two module worlds of that process:
 * server.mjs (plain Node, loaded first) and the Next.js app (bundled by Next, loaded later).
 * The app's bundled copy of this module is another module instance; what they share is the
 * process, so the state lives in globalThis under a Symbol.for key, as with
 * lib/http/client-address.mjs.
 *
 *  - The app registers what must happen before the process may exit (instrumentation.ts):
 *    stop the background job loop, hand back the e-mails this process has claimed, close the
 *    database pool. Each hook has a phase; hooks run phase by phase, in order.
 *  - server.mjs, on SIGTERM/SIGINT, marks the process draining (the readiness probe answers 503
 *    from then on), lets the requests in flight finish, then runs the hooks, each bounded by
 *    what is left of the deadline (SHUTDOWN_TIMEOUT_MS), and exits.
 */

const REGISTRY = Symbol.for("brushwise.shutdown");

/** Hooks of an earlier phase finish (or time out) before the next phase starts. */
export const SHUTDOWN_PHASE = Object.freeze({
  /** Stop starting work: the background job loop (waits for its current run). */
  jobs: 10,
  /** Hand back what this process holds in the database (claimed e-mails). */
  release: 20,
  /** Close the database pool. */
  database: 30,
});

/** Default of SHUTDOWN_TIMEOUT_MS: below docker-compose.yml's stop_grace_period (30 s). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 25_000;

/**
 * @typedef {{ deadline: number }} ShutdownContext  deadline: ms since the epoch
 * @typedef {{ name: string, phase: number, run: (context: ShutdownContext) => unknown }} ShutdownHook
 * @typedef {{ draining: boolean, hooks: ShutdownHook[] }} Registry
 * @typedef {{ name: string, ok: boolean, timedOut: boolean, ms: number, error?: string }} HookResult
 */

/** @returns {Registry} */
function registry() {
  const scope = /** @type {Record<symbol, Registry | undefined>} */ (globalThis);
  return (scope[REGISTRY] ??= { draining: false, hooks: [] });
}

/**
 * The app: something to do before this process exits. Registering the same name again
 * replaces the earlier hook (a development reload runs instrumentation again).
 * @param {string} name
 * @param {number} phase one of SHUTDOWN_PHASE
 * @param {(context: ShutdownContext) => unknown} run
 */
export function registerShutdownHook(name, phase, run) {
  const hooks = registry().hooks;
  const index = hooks.findIndex((hook) => hook.name === name);
  const hook = { name, phase, run };
  if (index >= 0) hooks[index] = hook;
  else hooks.push(hook);
}

/** The names of the registered hooks, in the order they run. */
export function shutdownHookNames() {
  return orderedHooks(registry().hooks).map((hook) => hook.name);
}

/** server.mjs: this process is stopping; readiness answers 503 from now on. */
export function markDraining() {
  registry().draining = true;
}

/** Whether this process is stopping (the readiness probe, lib/jobs/background.ts). */
export function isDraining() {
  return registry().draining;
}

/** @param {readonly ShutdownHook[]} hooks */
function orderedHooks(hooks) {
  // Stable: hooks of one phase keep their registration order.
  return [...hooks].sort((a, b) => a.phase - b.phase);
}

/**
 * SHUTDOWN_TIMEOUT_MS, the hard limit from the signal to the exit: a positive whole number of
 * milliseconds, else the default.
 * @param {Record<string, string | undefined>} env
 */
export function shutdownTimeoutMs(env) {
  const value = Number(env.SHUTDOWN_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_SHUTDOWN_TIMEOUT_MS;
}

/**
 * How the time from the signal to the exit is shared: requests in flight get everything but the
 * reserve kept for the hooks (a quarter, at most 5 s), and the process exits at `timeoutMs`
 * whatever is still running. Times are offsets from the signal, in ms.
 * @param {number} timeoutMs
 */
export function shutdownPlan(timeoutMs) {
  const hooksReserve = Math.min(5_000, Math.floor(timeoutMs / 4));
  return { drainUntil: timeoutMs - hooksReserve, exitAt: timeoutMs };
}

/**
 * `promise`, or a timeout after `ms` (never rejects).
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @returns {Promise<{ ok: true, value: T } | { ok: false, timedOut: boolean, error?: unknown }>}
 */
export function settleWithin(promise, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, timedOut: true }), Math.max(0, ms));
  });
  const settled = promise.then(
    (value) => ({ ok: true, value }),
    (error) => ({ ok: false, timedOut: false, error }),
  );
  return /** @type {Promise<any>} */ (Promise.race([settled, timeout])).finally(() => clearTimeout(timer));
}

/**
 * Runs the registered hooks phase by phase until `deadline` (ms since the epoch). A hook that
 * fails or runs out of time is reported and the next one runs anyway (a dead database must not
 * keep the pool open); hooks of one phase run side by side.
 * @param {{ deadline: number, now?: () => number, hooks?: readonly ShutdownHook[] }} options
 * @returns {Promise<HookResult[]>}
 */
export async function runShutdownHooks({ deadline, now = Date.now, hooks = registry().hooks }) {
  /** @type {HookResult[]} */
  const results = [];
  const phases = [...new Set(orderedHooks(hooks).map((hook) => hook.phase))];
  for (const phase of phases) {
    const ofPhase = hooks.filter((hook) => hook.phase === phase);
    const outcomes = await Promise.all(
      ofPhase.map(async (hook) => {
        const started = now();
        const outcome = await settleWithin(
          Promise.resolve().then(() => hook.run({ deadline })),
          deadline - started,
        );
        /** @type {HookResult} */
        const result = {
          name: hook.name,
          ok: outcome.ok,
          timedOut: !outcome.ok && outcome.timedOut,
          ms: now() - started,
        };
        if (!outcome.ok && !outcome.timedOut)
          result.error = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
        return result;
      }),
    );
    results.push(...outcomes);
  }
  return results;
}
