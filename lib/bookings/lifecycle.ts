/**
 * The booking and job state machine and its money rules, in one place. Pure: the
 * browser imports it for labels and the one button a painter gets, the server
 * (lib/bookings/transitions.ts) for what it allows and writes.
 */
import type { BookingStatus, JobStatus } from "@/lib/generated/prisma/enums";
import { applyRate, type Cents } from "@/lib/pricing/money";
import { DEFAULT_CONTRACTOR_RATE } from "@/lib/pricing/config";
import { titleCase } from "@/lib/format";
import { formatBookingDate } from "./format";

export type { BookingStatus, JobStatus };

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: "Pending",
  scheduled: "Scheduled",
  confirmed: "Confirmed",
  in_progress: "In Progress",
  completed: "Completed",
  cancelled: "Cancelled",
};

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  assigned: "Assigned",
  acknowledged: "Acknowledged",
  in_progress: "In Progress",
  completed: "Completed",
  rejected: "Rejected",
  cancelled: "Cancelled",
};

/** The admin's status dropdown, in the order a booking lives through them. */
export const BOOKING_STATUS_OPTIONS = (Object.keys(BOOKING_STATUS_LABELS) as BookingStatus[]).map(
  (value) => ({
    value,
    label: BOOKING_STATUS_LABELS[value],
  }),
);

// A status from outside the enum (an old row) still reads as words.
export function bookingStatusLabel(status: string): string {
  return BOOKING_STATUS_LABELS[status as BookingStatus] ?? titleCase(status);
}

export function jobStatusLabel(status: string): string {
  return JOB_STATUS_LABELS[status as JobStatus] ?? titleCase(status);
}

/** docs/product.md §4: an assignment without a status counts as pending, shown as assigned. */
export function assignmentStatusLabel(status: string | null | undefined): string {
  if (!status || status === "pending") return JOB_STATUS_LABELS.assigned;
  return jobStatusLabel(status);
}

/** docs/product.md §4: default style for scheduled, destructive for cancelled, secondary otherwise. */
export function bookingStatusVariant(status: string): "default" | "destructive" | "secondary" {
  if (status === "scheduled") return "default";
  if (status === "cancelled") return "destructive";
  return "secondary";
}

/** Jobs that hold the painter's calendar: a booking that moves keeps their painter. */
export const LIVE_JOB_STATUSES: readonly JobStatus[] = ["assigned", "acknowledged", "in_progress"];
export const isLiveJob = (status: string | null | undefined): boolean =>
  LIVE_JOB_STATUSES.includes(status as JobStatus);

/** The only moves a painter makes (docs/product.md §4), each with its button's text. */
export const NEXT_ACTION: Partial<Record<JobStatus, { status: JobStatus; label: string }>> = {
  assigned: { status: "acknowledged", label: "Acknowledge Job" },
  acknowledged: { status: "in_progress", label: "Start Job" },
  in_progress: { status: "completed", label: "Complete Job" },
};

/** The painter's next move from a job's status, if they have one. */
export const nextAction = (status: string) => NEXT_ACTION[status as JobStatus];

export const canPainterMove = (from: JobStatus, to: JobStatus): boolean => NEXT_ACTION[from]?.status === to;

/** How the booking follows its job when the painter moves it. */
export const BOOKING_STATUS_FOR_JOB: Partial<Record<JobStatus, BookingStatus>> = {
  acknowledged: "confirmed",
  in_progress: "in_progress",
  completed: "completed",
};

/** How the live job follows its booking when the back office sets the booking's status. */
export const JOB_STATUS_FOR_BOOKING: Partial<Record<BookingStatus, JobStatus>> = {
  confirmed: "acknowledged",
  in_progress: "in_progress",
  completed: "completed",
  cancelled: "cancelled",
};

/** docs/product.md §4: starting or completing is refused while the scheduled date is after today (New York). */
export function startsTooEarly(
  nextStatus: string,
  scheduledDate: string | null | undefined,
  today: string,
): boolean {
  return (
    (nextStatus === "in_progress" || nextStatus === "completed") && !!scheduledDate && scheduledDate > today
  );
}

export function earlyStartText(date: string): string {
  return `This job is scheduled for ${formatBookingDate(date)} and can only be started or completed on or after that date.`;
}

/** Timestamps a booking gets when it enters a status. */
export function bookingStampsFor(from: BookingStatus, to: BookingStatus, now: Date) {
  if (from === to) return {};
  if (to === "confirmed") return { confirmedAt: now };
  if (to === "completed") return { completedAt: now };
  if (to === "cancelled") return { cancelledAt: now };
  return {};
}

/** Timestamps a job gets when it enters a status. */
export function jobStampsFor(to: JobStatus, now: Date) {
  if (to === "acknowledged") return { acknowledgedAt: now };
  if (to === "in_progress") return { startedAt: now };
  if (to === "completed") return { completedAt: now };
  return {};
}

// Money ---------------------------------------------------------------------------------------------

export { DEFAULT_CONTRACTOR_RATE };

/** docs/product.md §9: the configured commission rate, or 60 % when none is configured. */
export const contractorRate = (configured: number): number =>
  configured > 0 ? configured : DEFAULT_CONTRACTOR_RATE;

/** What the painter earns from a job, fixed when the job is assigned. */
export const contractorEarningsCents = (totalCents: Cents, configuredRate: number): Cents =>
  applyRate(totalCents, contractorRate(configuredRate));

/**
 * docs/product.md §9: a job shown without an earnings figure counts 61 % of the quote's total. The rules
 * keep this apart from the 60 % default ("both stand"); the server always stores earnings, so
 * only an old or hand-made row ever shows it.
 */
export const EARNINGS_FALLBACK_RATE = 0.61;

export function fallbackEarnings(totalCost: number): number {
  return Math.round(totalCost * EARNINGS_FALLBACK_RATE * 100) / 100;
}

/** A job's earnings are the painter's only while the job is not cancelled or rejected. */
export function earnedBy(jobStatus: string | null | undefined, earnings: number): number {
  return jobStatus && jobStatus !== "cancelled" && jobStatus !== "rejected" ? earnings : 0;
}
