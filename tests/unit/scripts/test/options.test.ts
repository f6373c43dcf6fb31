/** @jest-environment node */
import { ALL, parseArguments } from "@/scripts/test/options.mjs";

describe("npm test's command line", () => {
  it("runs every stage, in order, when none is named", () => {
    const options = parseArguments([]);
    expect(options.suites).toEqual(["lint", "types", "unit", "api", "size", "e2e", "cluster"]);
    expect(options.suites).toBe(ALL);
    expect(options.stress).toBe(false);
    expect(options.playwrightArgs).toEqual([]);
  });

  it("runs only the stages named, in the order named, with --stress anywhere", () => {
    expect(parseArguments(["unit", "api"]).suites).toEqual(["unit", "api"]);
    const stress = parseArguments(["lint", "--stress", "types", "unit"]);
    expect(stress).toMatchObject({ stress: true, suites: ["lint", "types", "unit"], playwrightArgs: [] });
  });

  it("gives each Jest project its own test files, with or without ./", () => {
    const options = parseArguments(["unit", "api", "tests/api/quotes.test.ts", "./tests/unit/x.test.ts"]);
    expect(options.jestFiles("api")).toEqual(["tests/api/quotes.test.ts"]);
    expect(options.jestFiles("unit")).toEqual(["./tests/unit/x.test.ts"]);
    expect(options.playwrightArgs).toEqual([]);
  });

  it("hands everything else to Playwright", () => {
    const options = parseArguments(["e2e", "tests/e2e/home.spec.ts", "--grep", "wizard", "--trace", "on"]);
    expect(options.suites).toEqual(["e2e"]);
    expect(options.playwrightArgs).toEqual(["tests/e2e/home.spec.ts", "--grep", "wizard", "--trace", "on"]);
    expect(options.jestFiles("unit")).toEqual([]);
    expect(options.jestFiles("api")).toEqual([]);
  });
});
