"use client";

import {
  completedJobs,
  describeConditions,
  describePaintOptions,
  formatTimestampDate,
  jobEarnings,
  quoteConditions,
  quotePaintOptions,
  quoteTotal,
  serviceType,
} from "./format";
import { formatMoney } from "@/lib/format";
import { JobSection } from "./section";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="text-muted-foreground sm:w-36 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function HistoryItem({ job }: { job: ContractorJob }) {
  const quote = job.booking?.quote;
  const total = quoteTotal(job);
  const completed = formatTimestampDate(job.completedAt ?? job.assignedAt);
  return (
    <li data-testid="history-item" className="list-none rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words">
          {serviceType(job)}: {quote?.customerName || "Customer"}
        </h3>
        <p className="text-lg font-semibold text-green-800">
          <span className="sr-only">Earned </span>
          {formatMoney(jobEarnings(job))}
        </p>
      </div>
      {quote?.address && <p className="mt-1 text-sm break-words text-muted-foreground">{quote.address}</p>}
      <dl className="mt-3 space-y-1.5 text-sm">
        <Line label="Completed">{completed ?? "—"}</Line>
        <Line label="Total cost">{total === null ? "—" : formatMoney(total)}</Line>
        <Line label="Paint options">{describePaintOptions(quotePaintOptions(quote))}</Line>
        <Line label="Conditions">{describeConditions(quoteConditions(quote))}</Line>
        <Line label="Completion notes">{job.notes || "None"}</Line>
      </dl>
    </li>
  );
}

/** Completed jobs, most recent first, with what each earned. */
export function HistoryTab({ jobs }: { jobs: readonly ContractorJob[] }) {
  const done = completedJobs(jobs);
  return (
    <JobSection
      title="Job History"
      description="Your completed jobs, most recent first."
      empty="No completed jobs yet."
      count={done.length}
    >
      {done.map((job) => (
        <HistoryItem key={job.id} job={job} />
      ))}
    </JobSection>
  );
}
