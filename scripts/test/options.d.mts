/** Types of scripts/test/options.mjs, which stays plain JavaScript: npm test runs it before any install. */
export const ALL: string[];
export const TEST_STAGES: Set<string>;
export function parseArguments(argv: string[]): {
  stress: boolean;
  suites: string[];
  jestFiles(suite: "unit" | "api"): string[];
  playwrightArgs: string[];
};
