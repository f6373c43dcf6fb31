import { PageLink } from "@/components/site/page-link";
import { COST_GUIDE_PATH } from "@/lib/cost-guide/paths.shared";
import {
  describeRooms,
  TYPICAL_JOB_ASSUMPTIONS,
  TYPICAL_JOB_ASSUMPTIONS_IN_SHORT,
  type TypicalJobPrice,
} from "@/lib/cost-guide/typical-jobs.shared";
import { formatCents } from "@/lib/format.shared";

export const linkClass =
  "rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * Prices of the typical jobs, as a quote for them says today, with what they assume. `where` names
 * the place in each job's heading on a location page ("in Rittenhouse Square"), which states the
 * assumptions in one line (the cost guide it links lists them in full).
 */
export function TypicalJobPrices({ jobs, where }: { jobs: readonly TypicalJobPrice[]; where?: string }) {
  return (
    <div>
      <ul className="grid gap-4 md:grid-cols-3">
        {jobs.map((job) => (
          <li key={job.id} className="rounded-xl border bg-card p-5 shadow-sm" data-job={job.id}>
            <h3 className="font-semibold">
              {job.label}
              {where ? ` in ${where}` : ""}
            </h3>
            <p className="mt-2 text-2xl font-bold tabular-nums">{formatCents(job.totalCents)}</p>
            {job.rooms.length > 1 && (
              <p className="mt-2 text-sm text-muted-foreground">{describeRooms(job.rooms)}.</p>
            )}
          </li>
        ))}
      </ul>
      {where ? (
        <p className="mt-4 text-sm text-muted-foreground">Assumed: {TYPICAL_JOB_ASSUMPTIONS_IN_SHORT}</p>
      ) : (
        <>
          <h3 className="mt-6 text-sm font-semibold">What these prices assume</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {TYPICAL_JOB_ASSUMPTIONS.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export function CostGuideLinks({ county }: { county?: { name: string; path: string } }) {
  return (
    <p className="mt-6 text-sm">
      How these are worked out:{" "}
      <PageLink href={COST_GUIDE_PATH} className={linkClass}>
        Interior painting cost guide
      </PageLink>
      {county && (
        <>
          {" · "}
          <PageLink href={county.path} className={linkClass}>
            {county.name} County painting costs
          </PageLink>
        </>
      )}
    </p>
  );
}
