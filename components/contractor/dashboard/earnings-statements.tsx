"use client";

import { useTranslations } from "next-intl";
import { LoadError, LoadingState } from "@/components/dashboard/list-state";
import { formatCents } from "@/lib/format.shared";
import { useContractorResource } from "./contractor-api";
import { INTL_LOCALE } from "@/lib/i18n/locales.shared";
import { usePortalFormat } from "../i18n/use-portal-format";

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

/** "Dec 1" / "1 dic": a week's Monday. */
const mondayLabel = (monday: string, intlLocale: string) =>
  new Date(`${monday}T12:00:00Z`).toLocaleDateString(intlLocale, {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/**
 * The painter's weekly statements (docs/product.md §10): what each week's completed jobs earned,
 * what we paid them that week, and what we still owed at its end. The newest week first; weeks
 * with nothing in them are left out, except the current one.
 */
export function EarningsStatements() {
  const { resource, reload } = useContractorResource(STATEMENTS_URL, { accept: isStatements });
  const t = useTranslations("portal.statements");
  const intlLocale = INTL_LOCALE[usePortalFormat().locale];
  return (
    <section
      aria-labelledby="statements-heading"
      className="space-y-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <h3 id="statements-heading" className="font-semibold">
        {t("title")}
      </h3>
      {resource.status === "error" ? (
        <LoadError onRetry={reload} retryLabel={t("refresh")}>
          <p className="text-sm text-destructive">{resource.httpStatus === 0 ? t("offline") : t("failed")}</p>
        </LoadError>
      ) : resource.status !== "ready" ? (
        <LoadingState label={t("loading")} skeletons={["h-24 w-full"]} />
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t("caption")}</caption>
            <thead className="text-left text-muted-foreground">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  {t("week")}
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  {t("earned")}
                </th>
                <th scope="col" className="py-1 pr-2 text-right font-medium">
                  {t("paid")}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t("owed")}
                </th>
              </tr>
            </thead>
            <tbody>
              {resource.data.weeks
                .filter((week, i) => i === 0 || week.earnedCents || week.paidCents)
                .map((week) => (
                  <tr key={week.weekOf} className="border-t">
                    <th scope="row" className="py-2 pr-2 text-left font-normal">
                      {t("weekOf", { date: mondayLabel(week.weekOf, intlLocale) })}
                      <span className="block text-xs text-muted-foreground">
                        {t("jobs", { count: week.jobs })}
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
