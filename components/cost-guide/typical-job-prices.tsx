import { PageLink } from "@/components/site/page-link";
import type { ShownJob } from "@/lib/cost-guide/localized";
import { COST_GUIDE_PATH } from "@/lib/cost-guide/paths.shared";
import { formatCents } from "@/lib/format.shared";
import { getT } from "@/lib/i18n/server";
import { localizedPath, type Locale } from "@/lib/i18n/locales.shared";

export const linkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

const ASSUMPTIONS = ["ceilings", "surfaces", "windows", "paint", "extras"] as const;

/**
 * Prices of the typical jobs, as a quote for them says today, with what they assume. `where` names
 * the place in each job's heading on a location page ("in Rittenhouse Square"), which states the
 * assumptions in one line (the cost guide it links lists them in full).
 */
export function TypicalJobPrices({
  locale,
  jobs,
  where,
}: {
  locale: Locale;
  jobs: readonly ShownJob[];
  where?: string;
}) {
  const t = getT(locale, "costGuide");
  return (
    <div>
      <ul className="grid gap-4 md:grid-cols-3">
        {jobs.map((job) => (
          <li key={job.id} className="rounded-xl border bg-card p-5 shadow-sm" data-job={job.id}>
            <h3 className="font-semibold">
              {where ? t("typical.jobIn", { job: job.label, place: where }) : job.label}
            </h3>
            <p className="mt-2 text-2xl font-bold tabular-nums">{formatCents(job.totalCents)}</p>
            {job.rooms && <p className="mt-2 text-sm text-muted-foreground">{job.rooms}.</p>}
          </li>
        ))}
      </ul>
      {where ? (
        <p className="mt-4 text-sm text-muted-foreground">
          {t("typical.assumed", { assumptions: t("words.assumptionsInShort") })}
        </p>
      ) : (
        <>
          <h3 className="mt-6 text-sm font-semibold">{t("typical.assumeTitle")}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {ASSUMPTIONS.map((key) => (
              <li key={key}>{t(`words.assumptions.${key}`)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function CostGuideLinks({
  locale,
  county,
}: {
  locale: Locale;
  county?: { name: string; path: string };
}) {
  const t = getT(locale, "costGuide");
  return (
    <p className="mt-6 text-sm">
      {t("typical.howWorkedOut")}{" "}
      <PageLink href={localizedPath(locale, COST_GUIDE_PATH)} className={linkClass}>
        {t("typical.guideLink")}
      </PageLink>
      {county && (
        <>
          {" · "}
          <PageLink href={county.path} className={linkClass}>
            {t("typical.countyLink", { county: county.name })}
          </PageLink>
        </>
      )}
    </p>
  );
}
