"use client";

import { useTranslations } from "next-intl";
import { CalendarLink } from "./job-details";
import { Badge } from "@/components/ui/badge";
import { isOnSite, nextAction } from "@/lib/bookings/lifecycle.shared";
import { cn } from "@/lib/utils.shared";
import {
  googleCalendarUrl,
  SCHEDULE_CALENDAR_WINDOW,
  scheduledJobs,
  scheduleTag,
  type ScheduleTag,
} from "./format";
import { JobCard } from "./job-card";
import { actionFor, onMyWayFor, type JobActionProps } from "./job-management-tab";
import { JobSection } from "./section";
import { usePortalFormat, type PortalFormat } from "../i18n/use-portal-format";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";

const TAG_CLASSES: Record<ScheduleTag, string> = {
  Today: "border-primary bg-primary text-primary-foreground",
  Overdue: "border-red-300 bg-red-50 text-red-900",
  Upcoming: "border-slate-300 bg-white text-slate-800",
};

/**
 * The job's next move when it goes on site (docs/product.md §4): Start Job (onto the site from off
 * it) only for a job scheduled today; Complete Job for one in progress.
 */
function scheduleAction(
  job: ContractorJob,
  tag: ScheduleTag,
  actions: Omit<JobActionProps, "jobs">,
  format: PortalFormat,
) {
  const next = nextAction(job.status);
  if (!next || !isOnSite(next.status)) return null;
  if (!isOnSite(job.status) && tag !== "Today") return null;
  return actionFor(job, actions, format);
}

export function ScheduleTab({ jobs, today, ...actions }: JobActionProps & { today: string }) {
  const scheduled = scheduledJobs(jobs);
  const t = useTranslations("portal.jobs");
  const format = usePortalFormat();
  return (
    <JobSection
      title={t("scheduleTitle")}
      description={t("scheduleDescription")}
      empty={t("scheduleEmpty")}
      count={scheduled.length}
    >
      {scheduled.map((job) => {
        const tag = scheduleTag(job.booking!.scheduledDate!, today);
        const calendarUrl = googleCalendarUrl(job, SCHEDULE_CALENDAR_WINDOW);
        const notes = [job.booking?.notes, job.notes].filter(Boolean).join(" · ");
        return (
          <JobCard
            key={job.id}
            job={job}
            tags={
              <Badge variant="outline" data-tag={tag} className={cn(TAG_CLASSES[tag])}>
                {t(`tag.${tag}`)}
              </Badge>
            }
            summary={notes ? <span className="block text-foreground">{t("notes", { notes })}</span> : null}
            action={scheduleAction(job, tag, actions, format)}
            onMyWay={onMyWayFor(job, { ...actions, today })}
            footer={
              calendarUrl && (
                <CalendarLink
                  href={calendarUrl}
                  className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
                />
              )
            }
          />
        );
      })}
    </JobSection>
  );
}
