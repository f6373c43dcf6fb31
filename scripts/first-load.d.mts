export interface RouteJavaScript {
  total: number;
  files: { file: string; bytes: number }[];
}
export interface BudgetGroup {
  name: string;
  target: number;
  budget: number;
  routes: string[];
  /** Lower budgets for single routes of the group. */
  routeBudgets?: Record<string, number>;
}
export interface BudgetResult {
  route: string;
  total: number;
  group?: BudgetGroup;
  /** The budget that applied, kB. */
  budget?: number;
  ok: boolean;
  problem?: string;
}
export function firstLoadJavaScript(dist: string): Map<string, RouteJavaScript>;
export function judge(routes: Map<string, RouteJavaScript>, groups: BudgetGroup[]): BudgetResult[];
