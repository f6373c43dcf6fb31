"use client";

import { nextAction } from "@/lib/bookings/lifecycle.shared";
import { activeJobs, DEFAULT_CALENDAR_WINDOW, pendingJobs } from "./format";
import { JobCard } from "./job-card";
import { JobSection } from "./section";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";

export interface JobActionProps {
  jobs: readonly ContractorJob[];
  pendingJobId: string | null;
  onAction: (job: ContractorJob, nextStatus: string) => void;
  /** Jobs whose move waits on the device for the network (components/contractor/offline/queue.ts). */
  queuedJobIds?: ReadonlySet<string>;
}

export function actionFor(
  job: ContractorJob,
  { pendingJobId, onAction, queuedJobIds }: Omit<JobActionProps, "jobs">,
) {
  const next = nextAction(job.status);
  if (!next) return null;
  return {
    label: next.label,
    pending: pendingJobId === job.id,
    waiting: queuedJobIds?.has(job.id) ?? false,
    onClick: () => onAction(job, next.status),
  };
}

/** Pending assignments to acknowledge, and active jobs to start or complete. */
export function JobManagementTab({ jobs, ...actions }: JobActionProps) {
  const pending = pendingJobs(jobs);
  const active = activeJobs(jobs);
  return (
    <div className="space-y-8">
      <JobSection
        title="Pending Job Assignments"
        description="New jobs matched to your area and availability. Acknowledge them to confirm."
        empty="No pending jobs at the moment."
        count={pending.length}
      >
        {pending.map((job) => (
          <JobCard key={job.id} job={job} action={actionFor(job, actions)} />
        ))}
      </JobSection>
      <JobSection
        title="Active Jobs"
        description="Acknowledged and in-progress jobs. Start or complete a job on or after its scheduled date."
        empty="No active jobs."
        count={active.length}
      >
        {active.map((job) => (
          <JobCard
            key={job.id}
            job={job}
            action={actionFor(job, actions)}
            calendarFallback={DEFAULT_CALENDAR_WINDOW}
          />
        ))}
      </JobSection>
    </div>
  );
}
