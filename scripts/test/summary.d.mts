/** Types of scripts/test/summary.mjs, which stays plain JavaScript: npm test runs it before any install. */
export interface StageRecord {
  name: string;
  /** The runner's JSON report in the reports folder (jest-unit.json, playwright.json, …). */
  report?: string;
  error?: Error;
  skipped?: boolean;
}
export function rerunCommand(
  stage: string,
  options: { stress: boolean; files?: string[]; databaseUrl?: string },
): string;
export function printSummary(options: {
  reportsDir: string;
  stages: StageRecord[];
  stress: boolean;
  databaseUrl?: string;
}): void;
