"use client";

import {
  CalendarIcon,
  CameraIcon,
  CheckIcon,
  ChevronDownIcon,
  ClockIcon,
  MapPinIcon,
  type LucideIcon,
} from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils.shared";
import { formatMoney } from "@/lib/format.shared";
import { jobEarnings, serviceType, type CalendarWindow } from "./format";
import { JobDetails } from "./job-details";
import { JobStatusBadge } from "./job-status-badge";
import { useWaitingText } from "../offline/offline-notices";
import { usePortalFormat } from "../i18n/use-portal-format";
import { loadJobPhotos } from "../offline/app-parts";
import { lazyPart } from "@/components/dashboard/lazy-part";
import { photoPhaseOpen } from "@/lib/validations/job-photo-rules.shared";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";

export interface JobAction {
  label: string;
  onClick: () => void;
  pending?: boolean;
  /** The move is queued on the device until the network returns: said instead of the button. */
  waiting?: boolean;
}

/** On My Way (docs/product.md §4): the painter tells the customer they are coming, before Start Job. */
export interface OnMyWayAction {
  /** When it was sent (the tap's time): said instead of the button. */
  sentAt: string | null;
  /** It waits on the device until the network returns: said instead of the button. */
  waiting: boolean;
  pending: boolean;
  onClick: () => void;
}

interface JobCardProps {
  job: ContractorJob;
  /** Extra badges next to the status (e.g. Today / Overdue / Upcoming). */
  tags?: ReactNode;
  action?: JobAction | null;
  onMyWay?: OnMyWayAction | null;
  /** Shown under the summary whatever the details state (e.g. a calendar link). */
  footer?: ReactNode;
  /** Passed to the details: a calendar link with this fallback window, or none. */
  calendarFallback?: CalendarWindow;
  /** Extra lines in the always-visible summary. */
  summary?: ReactNode;
}

/** Before and after photos of the work: a part of its own, loaded when first opened. */
const JobPhotos = lazyPart(() => loadJobPhotos().then((m) => m.JobPhotos));

/** A line of the card's actions that says where a move stands instead of its button. */
function CardLine({
  icon: Icon,
  className,
  children,
}: {
  icon: LucideIcon;
  className: string;
  children: ReactNode;
}) {
  return (
    <p className={cn("flex min-h-11 items-center gap-2 text-sm font-medium", className)}>
      <Icon aria-hidden className="size-4 shrink-0" />
      {children}
    </p>
  );
}

/** One job: a short summary, an expandable block with the full details, and its next action. */
export function JobCard({ job, tags, action, onMyWay, footer, calendarFallback, summary }: JobCardProps) {
  const [open, setOpen] = useState(false);
  const [photosOpen, setPhotosOpen] = useState(false);
  const photosId = useId();
  const detailsId = useId();
  const titleId = useId();
  const booking = job.booking;
  const t = useTranslations("portal.jobs");
  const tShared = useTranslations("portal.shared");
  const format = usePortalFormat();
  const waitingText = useWaitingText();
  const customer = booking?.quote?.customerName || tShared("customer");
  const slot = format.slot(booking?.timeSlot, booking?.timeSlotLabel);
  const address = booking?.quote?.address;

  return (
    <li
      aria-labelledby={titleId}
      data-testid="job-card"
      data-job-id={job.id}
      className="list-none rounded-xl border bg-card p-4 text-card-foreground shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold break-words">
            {format.service(serviceType(job))}: {customer}
          </h3>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {tags}
          <JobStatusBadge status={job.status} label={format.status(job.status)} />
        </div>
      </div>

      <div className="mt-2 space-y-1 text-sm text-muted-foreground">
        {booking?.scheduledDate && (
          <p className="flex items-start gap-2">
            <CalendarIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              {format.bookingDate(booking.scheduledDate)}
              {slot ? `, ${slot}` : ""}
            </span>
          </p>
        )}
        {address && (
          <p className="flex items-start gap-2">
            <MapPinIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0 break-words">{address}</span>
          </p>
        )}
        <p>
          {t("earnings")} <span className="font-medium text-foreground">{formatMoney(jobEarnings(job))}</span>
        </p>
        {summary}
      </div>

      {footer && <div className="mt-2">{footer}</div>}

      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          type="button"
          variant="outline"
          className="min-h-11 w-full sm:w-auto"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t("hideDetails") : t("viewDetails")}
          <ChevronDownIcon
            aria-hidden
            className={cn("transition-transform motion-reduce:transition-none", open && "rotate-180")}
          />
          <span className="sr-only">{t("forCustomer", { customer })}</span>
        </Button>
        {onMyWay?.sentAt && (
          <CardLine icon={CheckIcon} className="text-green-800">
            {t("onMyWaySent", { time: format.clock(onMyWay.sentAt) })}
          </CardLine>
        )}
        {onMyWay && !onMyWay.sentAt && onMyWay.waiting && (
          <CardLine icon={ClockIcon} className="text-amber-900">
            {waitingText(t("onMyWay"))}
          </CardLine>
        )}
        {onMyWay && !onMyWay.sentAt && !onMyWay.waiting && (
          <Button
            type="button"
            variant="secondary"
            className="min-h-11 w-full sm:w-auto"
            disabled={onMyWay.pending}
            aria-describedby={titleId}
            onClick={onMyWay.onClick}
          >
            {onMyWay.pending ? t("sending") : t("onMyWay")}
          </Button>
        )}
        {(photoPhaseOpen(job, "before") || photoPhaseOpen(job, "after") || (job.photos?.length ?? 0) > 0) && (
          <Button
            type="button"
            variant="outline"
            className="min-h-11 w-full sm:w-auto"
            aria-expanded={photosOpen}
            aria-controls={photosId}
            onClick={() => setPhotosOpen((o) => !o)}
          >
            <CameraIcon aria-hidden />
            {photosOpen ? t("hidePhotos") : t("photos")}
            <span className="sr-only">{t("forCustomer", { customer })}</span>
          </Button>
        )}
        {action?.waiting && (
          <CardLine icon={ClockIcon} className="text-amber-900">
            {waitingText(action.label)}
          </CardLine>
        )}
        {action && !action.waiting && (
          <Button
            type="button"
            className="min-h-11 w-full sm:w-auto"
            disabled={action.pending}
            aria-describedby={titleId}
            onClick={action.onClick}
          >
            {action.pending ? t("updating") : action.label}
          </Button>
        )}
      </div>

      <div id={photosId} hidden={!photosOpen} className="mt-4 border-t pt-4">
        {photosOpen && (
          <JobPhotos
            job={job}
            texts={{ needsConnection: tShared("partNeedsConnection"), tryAgain: tShared("tryAgain") }}
            fallback={<p role="status">{t("loadingPhotos")}</p>}
          />
        )}
      </div>

      <div id={detailsId} hidden={!open} className="mt-4 border-t pt-4">
        {open && <JobDetails job={job} calendarFallback={calendarFallback} />}
      </div>
    </li>
  );
}
