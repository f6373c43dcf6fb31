/**
 * The booking and job lifecycle's derived views and its money rules. Pure: the browser imports it
 * for labels and the one button a painter gets. Every status fact comes from the one table,
 * ./states.shared.ts; the server's writer is lib/bookings/transitions.ts.
 */
import type { BookingStatus, JobStatus } from "@/lib/generated/prisma/enums";
import { applyRate, type Cents } from "@/lib/pricing/money.shared";
import { DEFAULT_CONTRACTOR_RATE } from "@/lib/pricing/config.shared";
import { titleCase } from "@/lib/format.shared";
import { formatBookingDate } from "./format.shared";
import {
  BOOKING_STATES,
  BOOKING_STATUSES,
  bookingState,
  JOB_STATES,
  JOB_STATUSES,
  jobState,
  jobStatusesWhere,
  mayMoveJob,
  NEW_JOB_STATUS,
} from "./states.shared";

export type { BookingStatus, JobStatus };

/** One column of a state table, as a map from status to value (statuses without a value left out). */
function column<S extends string, R, V>(
  statuses: readonly S[],
  row: (s: S) => R,
  pick: (r: R) => V | undefined,
) {
  const entries = statuses.flatMap((s) => {
    const value = pick(row(s));
    return value === undefined ? [] : [[s, value] as const];
  });
  return Object.fromEntries(entries) as Partial<Record<S, V>>;
}

export const BOOKING_STATUS_LABELS = column(
  BOOKING_STATUSES,
  (s) => BOOKING_STATES[s],
  (r) => r.label,
) as Record<BookingStatus, string>;

export const JOB_STATUS_LABELS = column(
  JOB_STATUSES,
  (s) => JOB_STATES[s],
  (r) => r.label,
) as Record<JobStatus, string>;

/** The booking statuses with their labels, in the order a booking lives through them (the filter's dropdown). */
export const BOOKING_STATUS_OPTIONS = BOOKING_STATUSES.map((value) => ({
  value,
  label: BOOKING_STATUS_LABELS[value],
}));

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
  return bookingState(status)?.badge ?? "secondary";
}

/** Jobs that hold the painter's calendar: a booking that moves keeps their painter. */
export const LIVE_JOB_STATUSES: readonly JobStatus[] = jobStatusesWhere("live");
export const isLiveJob = (status: string | null | undefined): boolean => !!status && !!jobState(status)?.live;

/** The only moves a painter makes (docs/product.md §4), each with its button's text. */
export const NEXT_ACTION = column(
  JOB_STATUSES,
  (s) => JOB_STATES[s],
  (r) => ("next" in r ? r.next : undefined),
) as Partial<Record<JobStatus, { status: JobStatus; label: string }>>;

/** The painter's next move from a job's status, if they have one. */
export const nextAction = (status: string) => NEXT_ACTION[status as JobStatus];

export const canPainterMove = (from: JobStatus, to: JobStatus): boolean => mayMoveJob("painter", from, to);

/** How the booking follows its job when the painter moves it. */
export const BOOKING_STATUS_FOR_JOB = column(
  JOB_STATUSES,
  (s) => JOB_STATES[s],
  (r) => ("booking" in r ? r.booking : undefined),
) as Partial<Record<JobStatus, BookingStatus>>;

/** How the live job follows its booking when the booking's status is set. */
export const JOB_STATUS_FOR_BOOKING = column(
  BOOKING_STATUSES,
  (s) => BOOKING_STATES[s],
  (r) => ("job" in r ? r.job : undefined),
) as Partial<Record<BookingStatus, JobStatus>>;

/** The painter is at work on a job in this status or has done it (JOB_STATES[…].onSite). */
export const isOnSite = (status: string | null | undefined): boolean =>
  !!status && !!jobState(status)?.onSite;

/**
 * docs/product.md §4: starting or completing (a move onto the site) is refused while the scheduled date
 * is after today (New York).
 */
export function startsTooEarly(
  nextStatus: string,
  scheduledDate: string | null | undefined,
  today: string,
): boolean {
  return isOnSite(nextStatus) && !!scheduledDate && scheduledDate > today;
}

export function earlyStartText(date: string): string {
  return `This job is scheduled for ${formatBookingDate(date)} and can only be started or completed on or after that date.`;
}

/** Timestamps a booking gets when it enters a status. */
export function bookingStampsFor(from: BookingStatus, to: BookingStatus, now: Date) {
  const stamp = from === to ? undefined : bookingState(to)?.stamp;
  return stamp ? { [stamp]: now } : {};
}

/** Timestamps a job gets when it enters a status. */
export function jobStampsFor(to: JobStatus, now: Date) {
  const stamp = jobState(to)?.stamp;
  return stamp ? { [stamp]: now } : {};
}

type JobStamp = NonNullable<NonNullable<ReturnType<typeof jobState>>["stamp"]>;

/**
 * The stamps of every status a job enters on its way from new to `status` along the painter's moves
 * (JOB_STATES[…].next), each at its time in `at`: what a finished history carries (the demo data).
 * A status off that way (rejected, cancelled) has none.
 */
export function jobStampsOnTheWay(
  status: JobStatus,
  at: Record<JobStamp, Date>,
): Partial<Record<JobStamp, Date>> {
  const stamps: Partial<Record<JobStamp, Date>> = {};
  for (let from: JobStatus = NEW_JOB_STATUS; from !== status;) {
    const next: JobStatus | undefined = nextAction(from)?.status;
    if (!next) return {};
    const stamp = jobState(next)?.stamp;
    if (stamp) stamps[stamp] = at[stamp];
    from = next;
  }
  return stamps;
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
  return jobStatus && (jobState(jobStatus)?.earns ?? true) ? earnings : 0;
}
