/**
 * CPU budgets per hot path (issue 46): the server's own CPU time per request, which unlike latency or
 * req/s does not depend on what else the machine runs. Held here, by `npm run bench`, never by timed
 * tests. Two budgets a path: under load (the fixed-rate run where there is one, else the unlimited
 * one) and one request at a time (a single client, one kept-alive connection: the fixed cost that
 * load spreads thinner). A path without a budget in one column is measured and shown, not judged.
 */
export interface CpuBudget {
  /** ms of server CPU per request at load. */
  load?: number;
  /** ms of server CPU per request, one request at a time. */
  sequential?: number;
}

export const CPU_BUDGETS: Record<string, CpuBudget> = {
  bookings: { load: 9, sequential: 20 },
  quotes: { load: 4, sequential: 12 },
  pricing: { load: 0.3, sequential: 1.5 },
  "service-area": { load: 0.3, sequential: 1.5 },
  "available-dates-worst": { load: 10 },
  health: {},
};

/** The paths with a single-client row, in the order the bench runs them. */
export const SEQUENTIAL_PATHS = Object.keys(CPU_BUDGETS);

/** What the budget check needs of a measured run. */
export interface MeasuredRun {
  name: string;
  label: string;
  mode: "saturation" | "fixed" | "sequential";
  total: number;
  serverCpuMs: number;
}

export interface BudgetLine {
  name: string;
  label: string;
  load?: { run: MeasuredRun; perRequest: number; budget?: number };
  sequential?: { run: MeasuredRun; perRequest: number; budget?: number };
}

const perRequest = (run: MeasuredRun) => (run.total ? run.serverCpuMs / run.total : NaN);

/** One line per budgeted path that was measured. */
export function budgetLines(runs: MeasuredRun[]): BudgetLine[] {
  const lines: BudgetLine[] = [];
  for (const [name, budget] of Object.entries(CPU_BUDGETS)) {
    const of = (mode: MeasuredRun["mode"]) => runs.find((r) => r.name === name && r.mode === mode);
    const loaded = of("fixed") ?? of("saturation");
    const single = of("sequential");
    if (!loaded && !single) continue;
    lines.push({
      name,
      label: (loaded ?? single)!.label,
      load: loaded && { run: loaded, perRequest: perRequest(loaded), budget: budget.load },
      sequential: single && { run: single, perRequest: perRequest(single), budget: budget.sequential },
    });
  }
  return lines;
}

const over = (cell?: { perRequest: number; budget?: number }) =>
  cell?.budget !== undefined && !(cell.perRequest <= cell.budget);

const ms = (v: number) => (Number.isFinite(v) ? `${v < 1 ? v.toFixed(2) : v.toFixed(1)} ms` : "–");

function cell(c: BudgetLine["load"]): string {
  if (!c) return "not run";
  const mode = c.run.mode === "fixed" ? "fixed rate" : c.run.mode === "saturation" ? "unlimited" : "";
  const budget = c.budget === undefined ? "no budget" : `≤ ${ms(c.budget)}: ${over(c) ? "**over**" : "ok"}`;
  return `${ms(c.perRequest)}${mode ? ` (${mode})` : ""} — ${budget}`;
}

/** The Markdown table: one row per path, CPU per request against its budgets. */
export function budgetTable(lines: BudgetLine[]): string {
  return [
    "| Path | At load: server CPU per request | One request at a time: server CPU per request |",
    "|---|---|---|",
    ...lines.map((l) => `| ${l.label} | ${cell(l.load)} | ${cell(l.sequential)} |`),
  ].join("\n");
}

/** The verdict: which budgets were missed, or that every measured one was met. */
export function budgetVerdict(lines: BudgetLine[]): string {
  const missed: string[] = [];
  let judged = 0;
  for (const l of lines) {
    for (const [what, c] of [
      ["at load", l.load],
      ["one at a time", l.sequential],
    ] as const) {
      if (c?.budget === undefined) continue;
      judged++;
      if (over(c)) missed.push(`${l.name} ${what} (${ms(c.perRequest)} > ${ms(c.budget)})`);
    }
  }
  if (judged === 0) return "- CPU budgets: none of the budgeted paths was measured.";
  return missed.length
    ? `- CPU budgets: **${missed.length} of ${judged} over**: ${missed.join("; ")}.`
    : `- CPU budgets: **all ${judged} met**.`;
}
