import type { CleanupStatsDto as CleanupStats } from "@/lib/admin/cleanup";

/**
 * The cleanup figures the overview shows too: apart from the Cleanup tab, which loads when it is
 * first opened, so the dashboard's first paint does not wait for it.
 */
export const CLEANUP_REFRESH_MS = 30_000;

export const plural = (n: number, one: string, many: string, figure = String(n)) =>
  `${figure} ${n === 1 ? one : many}`;

/** The pending sum, "+" when one of its counts stopped at the cap. */
export function pendingFigure(
  data: Pick<
    CleanupStats,
    "countCap" | "pending" | "oldQuotesCount" | "oldBookingsCount" | "orphanedAssignmentsCount"
  >,
): string {
  const capped = [data.oldQuotesCount, data.oldBookingsCount, data.orphanedAssignmentsCount].some(
    (n) => n >= data.countCap,
  );
  return `${data.pending.toLocaleString("en-US")}${capped ? "+" : ""}`;
}

/** A count as the server gave it: "about 3,000,000" for an estimated total, "100,000+" at the count's cap. */
export function statFigure(
  data: Pick<CleanupStats, "countCap" | "estimatedTotals">,
  n: number,
  total?: CleanupStats["estimatedTotals"][number],
): string {
  if (total && data.estimatedTotals.includes(total)) return `about ${n.toLocaleString("en-US")}`;
  return n >= data.countCap ? `${n.toLocaleString("en-US")}+` : n.toLocaleString("en-US");
}
