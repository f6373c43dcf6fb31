/**
 * The record of a run's stages: each stage timed, its failure kept for the summary
 * (scripts/test/summary.mjs names the stage and the command that runs it again) and rethrown, which
 * stops the run; stages asked for but never reached are marked as not run.
 */
import { TEST_STAGES } from "./options.mjs";
import { startCpuHog } from "./stress.mjs";

/** `stress`: keep every core but one busy while a test stage runs (scripts/test/stress.mjs). */
export function stageRunner({ stress }) {
  /** Every stage of this run, in order: { name, report?, error?, skipped? }, for the summary. */
  const stages = [];

  /**
   * Runs one stage, timing it. A failure is recorded for the summary (which names the stage and
   * the command that runs it again) and then rethrown, which stops the run.
   */
  async function stage(name, fn, report) {
    const record = { name, report };
    stages.push(record);
    const started = Date.now();
    // Stress mode keeps the other cores busy while tests run (lint, the type check and the build race
    // no clock, and a busy core would only make them slower).
    const stopHog = stress && TEST_STAGES.has(name) ? startCpuHog() : () => {};
    try {
      await fn();
    } catch (error) {
      record.error = error;
      throw error;
    } finally {
      stopHog();
      console.log(`[test] ${name}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  }

  /** Stages that were asked for but did not run, because an earlier one failed. */
  function markNotRun(names) {
    for (const name of names) if (!stages.some((s) => s.name === name)) stages.push({ name, skipped: true });
  }

  return { stages, stage, markNotRun };
}
