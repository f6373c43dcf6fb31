/**
 * @jest-environment node
 */
import { budgetLines, budgetTable, budgetVerdict, type MeasuredRun } from "@/scripts/bench/budgets";

const run = (name: string, mode: MeasuredRun["mode"], total: number, serverCpuMs: number): MeasuredRun => ({
  name,
  label: `label of ${name}`,
  mode,
  total,
  serverCpuMs,
});

describe("the bench's CPU budgets", () => {
  it("judges a path at load on its fixed-rate run, and one at a time on its single-client run", () => {
    const lines = budgetLines([
      run("bookings", "saturation", 100, 500), // 5 ms: not the run that is judged
      run("bookings", "fixed", 100, 1_000), // 10 ms > 9 ms
      run("bookings", "sequential", 100, 1_500), // 15 ms ≤ 20 ms
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.load).toMatchObject({ perRequest: 10, budget: 9 });
    expect(lines[0]!.sequential).toMatchObject({ perRequest: 15, budget: 20 });
    expect(budgetVerdict(lines)).toBe("- CPU budgets: **1 of 2 over**: bookings at load (10.0 ms > 9.0 ms).");
  });

  it("names every path over budget, and says when all were met", () => {
    const over = budgetLines([
      run("pricing", "saturation", 1_000, 400),
      run("pricing", "sequential", 1_000, 2_000),
    ]);
    expect(budgetVerdict(over)).toBe(
      "- CPU budgets: **2 of 2 over**: pricing at load (0.40 ms > 0.30 ms); pricing one at a time (2.0 ms > 1.5 ms).",
    );
    const met = budgetLines([
      run("pricing", "saturation", 1_000, 200),
      run("pricing", "sequential", 1_000, 900),
    ]);
    expect(budgetVerdict(met)).toBe("- CPU budgets: **all 2 met**.");
  });

  it("counts a run that answered nothing as over, never as met", () => {
    expect(budgetVerdict(budgetLines([run("quotes", "sequential", 0, 0)]))).toMatch(/1 of 1 over/);
  });

  it("shows a path without a budget, and leaves out what was not measured", () => {
    const lines = budgetLines([run("health", "sequential", 10, 20), run("home", "saturation", 10, 1)]);
    expect(lines.map((l) => l.name)).toEqual(["health"]);
    expect(budgetTable(lines)).toContain("| label of health | not run | 2.0 ms — no budget |");
    expect(budgetVerdict(lines)).toBe("- CPU budgets: none of the budgeted paths was measured.");
  });
});
