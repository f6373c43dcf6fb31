"use client";

import { useTranslations } from "next-intl";
import { nextAction } from "@/lib/bookings/lifecycle.shared";
import { mayGoOnTheWay, onTheWayCounts } from "@/lib/bookings/on-the-way.shared";
import { activeJobs, DEFAULT_CALENDAR_WINDOW, pendingJobs } from "./format";
import { JobCard, type OnMyWayAction } from "./job-card";
import { JobSection } from "./section";
import { usePortalFormat, type PortalFormat } from "../i18n/use-portal-format";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";

export interface JobActionProps {
  jobs: readonly ContractorJob[];
  pendingJobId: string | null;
  onAction: (job: ContractorJob, nextStatus: string) => void;
  /** Jobs whose move waits on the device for the network (components/contractor/offline/queue.ts). */
  queuedJobIds?: ReadonlySet<string>;
  /** On My Way (docs/product.md §4): tapped on a job not started yet, on or after its day. */
  onMyWay?: (job: ContractorJob) => void;
  onMyWayPendingId?: string | null;
  /** Jobs whose On My Way waits on the device for the network. */
  onMyWayQueuedJobIds?: ReadonlySet<string>;
  /** Today in New York (On My Way waits for the job's day). */
  today?: string;
}

/** The job's On My Way: its button, its waiting text, or when it was sent; none before the job's day. */
export function onMyWayFor(
  job: ContractorJob,
  { onMyWay, onMyWayPendingId, onMyWayQueuedJobIds, today }: Omit<JobActionProps, "jobs">,
): OnMyWayAction | null {
  const date = job.booking?.scheduledDate;
  if (!onMyWay || !today || !date || date > today || !mayGoOnTheWay(job.status)) return null;
  return {
    sentAt: onTheWayCounts(job.onTheWayAt, date) ? job.onTheWayAt : null,
    waiting: onMyWayQueuedJobIds?.has(job.id) ?? false,
    pending: onMyWayPendingId === job.id,
    onClick: () => onMyWay(job),
  };
}

export function actionFor(
  job: ContractorJob,
  { pendingJobId, onAction, queuedJobIds }: Omit<JobActionProps, "jobs">,
  format?: PortalFormat,
) {
  const next = nextAction(job.status);
  if (!next) return null;
  return {
    label: format?.nextActionLabel(job.status) ?? next.label,
    pending: pendingJobId === job.id,
    waiting: queuedJobIds?.has(job.id) ?? false,
    onClick: () => onAction(job, next.status),
  };
}

/** Pending assignments to acknowledge, and active jobs to start or complete. */
export function JobManagementTab({ jobs, ...actions }: JobActionProps) {
  const pending = pendingJobs(jobs);
  const active = activeJobs(jobs);
  const t = useTranslations("portal.jobs");
  const format = usePortalFormat();
  return (
    <div className="space-y-8">
      <JobSection
        title={t("pendingTitle")}
        description={t("pendingDescription")}
        empty={t("pendingEmpty")}
        count={pending.length}
      >
        {pending.map((job) => (
          <JobCard
            key={job.id}
            job={job}
            action={actionFor(job, actions, format)}
            onMyWay={onMyWayFor(job, actions)}
          />
        ))}
      </JobSection>
      <JobSection
        title={t("activeTitle")}
        description={t("activeDescription")}
        empty={t("activeEmpty")}
        count={active.length}
      >
        {active.map((job) => (
          <JobCard
            key={job.id}
            job={job}
            action={actionFor(job, actions, format)}
            onMyWay={onMyWayFor(job, actions)}
            calendarFallback={DEFAULT_CALENDAR_WINDOW}
          />
        ))}
      </JobSection>
    </div>
  );
}
