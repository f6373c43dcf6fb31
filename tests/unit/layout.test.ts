import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The test layout's one convention (README → Test layout): a unit test sits at the path of the
 * module it tests. `x.test.ts` and `x.<aspect>.test.ts` test `x.ts`, `x.tsx`, `x.mjs` or `x/index.ts`;
 * for the deployment files, `x.yml` or `x` itself (`Dockerfile.test.ts`, `deploy/prometheus.config.test.ts`).
 */
const root = path.resolve(__dirname, "../..");
const unit = path.join(root, "tests/unit");

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(unit, full)] : [];
  });
}

function moduleFor(testFile: string): string | null {
  const base = testFile.replace(/\.test\.tsx?$/, "");
  const stems = [base, base.replace(/\.[^./]+$/, "")];
  const candidates = stems.flatMap((s) => [
    `${s}.ts`,
    `${s}.tsx`,
    `${s}.mjs`,
    `${s}/index.ts`,
    `${s}.yml`,
    s,
  ]);
  return (
    candidates.find((c) => existsSync(path.join(root, c)) && statSync(path.join(root, c)).isFile()) ?? null
  );
}

describe("unit test layout", () => {
  const files = testFiles(unit).filter((f) => f !== "layout.test.ts");

  it("finds the tests", () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files)("%s sits at the path of the module it tests", (file) => {
    expect(moduleFor(file)).not.toBeNull();
  });
});
