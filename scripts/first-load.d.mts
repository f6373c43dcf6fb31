export interface RouteJavaScript {
  total: number;
  files: { file: string; bytes: number }[];
}
export interface BudgetGroup {
  name: string;
  target: number;
  budget: number;
  routes: string[];
}
export interface BudgetResult {
  route: string;
  total: number;
  group?: BudgetGroup;
  ok: boolean;
  problem?: string;
}
export function firstLoadJavaScript(dist: string): Map<string, RouteJavaScript>;
export function judge(routes: Map<string, RouteJavaScript>, groups: BudgetGroup[]): BudgetResult[];
