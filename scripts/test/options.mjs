/**
 * npm test's command line: which stages to run (`npm test -- unit api`), `--stress`, and where the
 * other arguments go (test files to their runner, anything else to Playwright). Apart from the
 * runner so that the one place that reads the arguments says what each kind of argument means.
 */

/** Every stage, in the order a run takes them; `lint` is eslint and prettier. */
export const ALL = ["lint", "types", "unit", "api", "size", "e2e", "cluster"];

/** The stages whose tests could race a clock: stress mode runs them with every core but one busy. */
export const TEST_STAGES = new Set(["unit", "api", "e2e", "cluster"]);

/** `argv` is the arguments after `node scripts/test.mjs`. */
export function parseArguments(argv) {
  const requested = argv.filter((a) => ALL.includes(a));
  // Test files go to their runner (`npm test -- api tests/api/quotes.test.ts`); anything else
  // is handed to Playwright, e.g. `npm test -- e2e tests/e2e/home.spec.ts --grep wizard`.
  const extraArgs = argv.filter((a) => !ALL.includes(a) && a !== "--stress");
  return {
    stress: argv.includes("--stress"),
    /** The stages to run: those asked for, else all of them. */
    suites: requested.length ? requested : ALL,
    /** The test files given for one Jest project (`unit` or `api`). */
    jestFiles: (suite) => extraArgs.filter((a) => a.replace(/^\.\//, "").startsWith(`tests/${suite}/`)),
    playwrightArgs: extraArgs.filter((a) => !/^(\.\/)?tests\/(unit|api)\//.test(a)),
  };
}
