/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { printSummary, rerunCommand } from "@/scripts/test/summary.mjs";

const root = path.resolve(__dirname, "../../../..");

function reportsWith(files: Record<string, unknown>) {
  const dir = mkdtempSync(path.join(tmpdir(), "summary-"));
  mkdirSync(dir, { recursive: true });
  for (const [name, content] of Object.entries(files))
    writeFileSync(path.join(dir, name), JSON.stringify(content));
  return dir;
}

function printed(options: Parameters<typeof printSummary>[0]) {
  const lines: string[] = [];
  const log = jest.spyOn(console, "log").mockImplementation((...args) => void lines.push(args.join(" ")));
  try {
    printSummary(options);
  } finally {
    log.mockRestore();
  }
  return lines.join("\n");
}

const failedJest = {
  numPassedTests: 10,
  numFailedTests: 1,
  testResults: [
    { name: path.join(root, "tests/unit/components/booking/reschedule-form.test.tsx"), status: "failed" },
    { name: path.join(root, "tests/unit/lib/format.test.ts"), status: "passed" },
  ],
};

describe("rerunCommand", () => {
  it("names the stage, the files and the mode of the run that failed", () => {
    expect(rerunCommand("unit", { stress: false })).toBe("npm test -- unit");
    expect(rerunCommand("unit", { stress: true, files: ["tests/unit/a.test.ts"] })).toBe(
      "npm run test:stress -- unit tests/unit/a.test.ts",
    );
  });

  it("reruns prettier's check through the lint stage, which runs it", () => {
    expect(rerunCommand("format", { stress: false })).toBe("npm test -- lint");
  });

  it("reminds of DATABASE_URL for the stages that use the database", () => {
    expect(rerunCommand("api", { stress: false, databaseUrl: "postgresql://x" })).toBe(
      "DATABASE_URL=… npm test -- api",
    );
    expect(rerunCommand("types", { stress: false, databaseUrl: "postgresql://x" })).toBe("npm test -- types");
  });
});

describe("printSummary", () => {
  let reportsDir = "";
  afterEach(() => rmSync(reportsDir, { recursive: true, force: true }));

  it("adds up the reports and names a failed stage with its failed files and rerun command", () => {
    reportsDir = reportsWith({ "jest-unit.json": failedJest });
    const out = printed({
      reportsDir,
      stress: true,
      stages: [
        { name: "lint" },
        { name: "unit", report: "jest-unit.json", error: new Error("jest failed (1)") },
        { name: "api", skipped: true },
      ],
    });
    expect(out).toContain("10 passed, 1 failed");
    expect(out).toContain("FAILED stage: unit (jest failed (1))");
    expect(out).toContain("failed files: tests/unit/components/booking/reschedule-form.test.tsx");
    expect(out).toContain(
      "run it again alone: npm run test:stress -- unit tests/unit/components/booking/reschedule-form.test.tsx",
    );
    expect(out).toContain("not run after the failure: api");
  });

  it("counts a stage that failed without a failing test (a build error) as one failure", () => {
    reportsDir = reportsWith({});
    const out = printed({
      reportsDir,
      stress: false,
      stages: [{ name: "format", error: new Error("npm run --silent format:check failed (1)") }],
    });
    expect(out).toContain("0 passed, 1 failed");
    expect(out).toContain("run it again alone: npm test -- lint");
    expect(out).toContain("to fix: npm run format");
  });

  it("names the end-to-end spec files that failed", () => {
    reportsDir = reportsWith({
      "playwright.json": {
        config: { rootDir: path.join(root, "tests/e2e") },
        stats: { expected: 5, flaky: 0, unexpected: 1 },
        suites: [
          { specs: [{ ok: true, file: "home.spec.ts" }] },
          { suites: [{ specs: [{ ok: false, file: "admin.spec.ts" }] }] },
        ],
      },
    });
    const out = printed({
      reportsDir,
      stress: false,
      databaseUrl: "postgresql://x",
      stages: [{ name: "e2e", report: "playwright.json", error: new Error("playwright test failed (1)") }],
    });
    expect(out).toContain("5 passed, 1 failed");
    expect(out).toContain("run it again alone: DATABASE_URL=… npm test -- e2e tests/e2e/admin.spec.ts");
  });

  it("prints only the totals when everything passed", () => {
    reportsDir = reportsWith({ "jest-unit.json": { ...failedJest, numFailedTests: 0, testResults: [] } });
    const out = printed({ reportsDir, stress: false, stages: [{ name: "unit", report: "jest-unit.json" }] });
    expect(out.trim()).toBe("10 passed, 0 failed");
  });
});
