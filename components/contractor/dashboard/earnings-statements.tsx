"use client";

import { LoadError, LoadingState } from "@/components/dashboard/list-state";
import { formatCents } from "@/lib/format.shared";
import { useContractorResource } from "./contractor-api";

export const STATEMENTS_URL = "/api/contractor/statements";

/** One week of lib/payouts/statements.ts's WeekStatement. */
interface WeekStatement {
  weekOf: string;
  earnedCents: number;
  paidCents: number;
  jobs: number;
  owedCents: number;
}

const isStatements = (data: unknown): data is { weeks: WeekStatement[] } =>
  typeof data === "object" && data !== null && Array.isArray((data as { weeks?: unknown }).weeks);

const weekLabel = (monday: string) =>
  `Week of ${new Date(`${monday}T12:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" })}`;

/**
 * The painter's weekly statements (docs/product.md §10): what each week's completed jobs earned,
 * what we paid them that week, and what we still owed at its end. The newest week first; weeks
 * with nothing in them are left out, except the current one.
 */
export function EarningsStatements() {
  const { resource, reload } = useContractorResource(STATEMENTS_URL, { accept: isStatements });
  return (
    <section
      aria-labelledby="statements-heading"
      className="space-y-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <h3 id="statements-heading" className="font-semibold">
        Weekly statements
      </h3>
      {resource.status === "error" ? (
        <LoadError onRetry={reload}>
          <p className="text-sm text-destructive">
            {resource.httpStatus === 0
              ? "Your statements load when you are back online."
              : "Your statements could not be loaded."}
          </p>
        </LoadError>
      ) : resource.status !== "ready" ? (
        <LoadingState label="Loading your statements…" skeletons={["h-24 w-full"]} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">Earned, paid and owed per week, newest first</caption>
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  Week
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Earned
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  Paid
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Owed
                </th>
              </tr>
            </thead>
            <tbody>
              {resource.data.weeks
                .filter((week, i) => i === 0 || week.earnedCents || week.paidCents)
                .map((week) => (
                  <tr key={week.weekOf} className="border-t">
                    <th scope="row" className="py-2 pr-2 text-left font-normal">
                      {weekLabel(week.weekOf)}
                      <span className="block text-xs text-muted-foreground">
                        {week.jobs} {week.jobs === 1 ? "job" : "jobs"}
                      </span>
                    </th>
                    <td className="py-2 pr-2 text-right tabular-nums">{formatCents(week.earnedCents)}</td>
                    <td className="py-2 pr-2 text-right tabular-nums">{formatCents(week.paidCents)}</td>
                    <td className="py-2 text-right font-medium tabular-nums">
                      {formatCents(week.owedCents)}
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
