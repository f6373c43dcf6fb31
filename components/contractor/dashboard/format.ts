/** Pure helpers of the contractor dashboard (docs/product.md §2, §4, §9): counts, labels, dates, calendar links. */
import { jobEventDetails, jobEventTitle } from "@/lib/bookings/job-event.shared";
import { fallbackEarnings, startsTooEarly } from "@/lib/bookings/lifecycle.shared";
import { jobGroup, jobState, OTHER_JOB_BADGE, type JobGroup } from "@/lib/bookings/states.shared";
import { roomTypeLabel, titleCase } from "@/lib/format.shared";
import { BUSINESS_TIME_ZONE } from "@/lib/scheduling/dates.shared";
import {
  basicTime,
  calendarWindow,
  DEFAULT_CALENDAR_WINDOW,
  SCHEDULE_CALENDAR_WINDOW,
  slotService,
  type CalendarWindow,
} from "@/lib/scheduling/time-slots.shared";
import { CONTRACTOR_MESSAGES } from "@/lib/validations/contractor-messages.shared";
import type { ContractorJobDto as ContractorJob } from "@/lib/contractors/jobs";
import { decodeSpecification } from "@/lib/quotes/decode-specification.shared";
import type {
  JobRoom,
  QuoteConditions,
  QuotePaintOptions,
  RoomPaintOptions,
} from "@/lib/quotes/specification";

type JobQuote = NonNullable<ContractorJob["booking"]>["quote"];

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

export function jobEarnings(job: ContractorJob): number {
  const stated = toNumber(job.contractorEarnings) ?? toNumber(job.earnings);
  if (stated !== null) return stated;
  const total = toNumber(job.booking?.quote?.totalCost);
  return total === null ? 0 : fallbackEarnings(total);
}

export function quoteTotal(job: ContractorJob): number | null {
  return toNumber(job.booking?.quote?.totalCost);
}

export interface JobSummary {
  pending: number;
  active: number;
  completed: number;
  totalEarnings: number;
}

/** The four summary cards, each counting the job statuses of its group in JOB_STATES (docs/product.md §2). */
export function summarizeJobs(jobs: readonly ContractorJob[]): JobSummary {
  let cents = 0;
  const summary = { pending: 0, active: 0, completed: 0, totalEarnings: 0 };
  for (const job of jobs) {
    const group = jobGroup(job.status);
    if (!group) continue;
    summary[group]++;
    if (group === "completed") cents += Math.round(jobEarnings(job) * 100);
  }
  return { ...summary, totalEarnings: cents / 100 };
}

const inGroup = (group: JobGroup) => (jobs: readonly ContractorJob[]) =>
  jobs.filter((j) => jobGroup(j.status) === group);

/** Job Management's lists: new jobs to acknowledge, and those acknowledged or in progress. */
export const pendingJobs = inGroup("pending");
export const activeJobs = inGroup("active");
const doneJobs = inGroup("completed");

/** My Schedule: acknowledged and in-progress jobs that have a date, earliest first. */
export function scheduledJobs(jobs: readonly ContractorJob[]): ContractorJob[] {
  return activeJobs(jobs)
    .filter((j) => !!j.booking?.scheduledDate)
    .sort((a, b) => a.booking!.scheduledDate!.localeCompare(b.booking!.scheduledDate!));
}

/** Job History: completed jobs, newest completion (else assignment) first. */
export function completedJobs(jobs: readonly ContractorJob[]): ContractorJob[] {
  const when = (j: ContractorJob) => Date.parse(j.completedAt ?? j.assignedAt) || 0;
  return doneJobs(jobs).sort((a, b) => when(b) - when(a));
}

export type ScheduleTag = "Today" | "Overdue" | "Upcoming";

/** Compares YYYY-MM-DD calendar dates (New York). */
export function scheduleTag(date: string, today: string): ScheduleTag {
  if (date === today) return "Today";
  return date < today ? "Overdue" : "Upcoming";
}

/** docs/product.md §4: starting or completing is refused while the scheduled date is after today. */
export function isTooEarly(job: ContractorJob, nextStatus: string, today: string): boolean {
  return startsTooEarly(nextStatus, job.booking?.scheduledDate, today);
}

/** docs/product.md §4 badge colours, from JOB_STATES: a status without a row of its own is grey. */
export const OTHER_STATUS_COLOR = OTHER_JOB_BADGE;

export function jobStatusColor(status: string): string {
  return jobState(status)?.badge ?? OTHER_STATUS_COLOR;
}

/** A consultation slot (the evening) is a colour consultation, every other slot a painting job (docs/product.md §3). */
export function serviceType(job: ContractorJob): string {
  if (job.serviceType) return job.serviceType;
  return slotService(job.booking?.timeSlot);
}

/** "semi-gloss" → "Semi-Gloss" */
export function finishLabel(finish: string): string {
  return finish === "semi-gloss" ? "Semi-Gloss" : titleCase(finish);
}

const timestampDate = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  timeZone: BUSINESS_TIME_ZONE,
});

/** A timestamp (ISO) as its New York calendar day: "Tuesday, December 1". */
export function formatTimestampDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : timestampDate.format(date);
}

function parseJson<T>(value: unknown): T | null {
  const decoded = decodeSpecification(value);
  return decoded.ok && typeof decoded.value === "object" ? (decoded.value as T | null) : null;
}

export function quoteRooms(quote: JobQuote | null | undefined): JobRoom[] {
  const rooms = parseJson<unknown>(quote?.rooms);
  return Array.isArray(rooms) ? (rooms as JobRoom[]) : [];
}

export function quoteConditions(quote: JobQuote | null | undefined): QuoteConditions {
  return (
    parseJson<QuoteConditions>(quote?.conditions) ?? {
      primer: false,
      furnitureMoving: false,
      substantialPrep: false,
    }
  );
}

/** The quote's paint options, or null when missing or unreadable (shown as 'Paint options not available'). */
export function quotePaintOptions(quote: JobQuote | null | undefined): QuotePaintOptions | null {
  const options = parseJson<QuotePaintOptions>(quote?.paintOptions);
  if (!options || (!options.quality && !options.finish && options.customerSupplies === undefined))
    return null;
  return options;
}

export function describePaintOptions(options: QuotePaintOptions | null): string {
  if (!options) return CONTRACTOR_MESSAGES.paintOptionsMissing;
  const parts = [
    options.quality && `${titleCase(options.quality)} quality`,
    options.finish && `${finishLabel(options.finish)} finish`,
  ].filter(Boolean);
  if (options.customerSupplies) parts.push("customer supplies paint");
  return parts.length ? parts.join(", ") : CONTRACTOR_MESSAGES.paintOptionsMissing;
}

export function roomPaintOptions(room: JobRoom): RoomPaintOptions | null {
  return parseJson<RoomPaintOptions>(room.paintOptions);
}

/** "Primer, Furniture moving" or "None". */
export function describeConditions(conditions: QuoteConditions): string {
  const chosen = [
    conditions.primer && "Primer",
    conditions.furnitureMoving && "Furniture moving",
    conditions.substantialPrep && "Substantial prep work",
  ].filter(Boolean);
  return chosen.length ? chosen.join(", ") : "None";
}

export function roomTitle(room: JobRoom, index: number): string {
  const type = room.type ? roomTypeLabel(room.type) : null;
  if (room.name && type && room.name !== type) return `${room.name} (${type})`;
  return room.name || type || `Room ${index + 1}`;
}

const feet = (value: unknown) => {
  const n = toNumber(value);
  return n === null ? "?" : `${Number(n.toFixed(2))}`;
};

/** "12 × 10 ft, 9 ft ceiling" */
export function roomDimensions(room: JobRoom): string {
  return `${feet(room.length)} × ${feet(room.width)} ft, ${feet(room.height ?? 9)} ft ceiling`;
}

/** The surfaces to paint, with counts: ["Walls", "Doors (2)", "Windows (2, 3 × 5 ft)"]. */
export function roomSurfaces(room: JobRoom): string[] {
  const surfaces: string[] = [];
  if (room.paintWalls) surfaces.push("Walls");
  if (room.paintCeiling) surfaces.push("Ceiling");
  if (room.paintTrim) surfaces.push("Trim");
  if (room.paintDoors) surfaces.push(room.doorCount ? `Doors (${room.doorCount})` : "Doors");
  if (room.paintWindows) {
    const size =
      toNumber(room.windowWidth) && toNumber(room.windowHeight)
        ? `, ${feet(room.windowWidth)} × ${feet(room.windowHeight)} ft`
        : "";
    surfaces.push(room.windowCount ? `Windows (${room.windowCount}${size})` : "Windows");
  }
  return surfaces;
}

// ---------------------------------------------------------------------------
// Google Calendar (docs/product.md §7 "Add to Calendar", §9 event windows)

// The windows (a known slot's, and those for a job without one) live in the slot table.
export { calendarWindow, DEFAULT_CALENDAR_WINDOW, SCHEDULE_CALENDAR_WINDOW, type CalendarWindow };

const stamp = (date: string, time: string) => `${date.replaceAll("-", "")}T${basicTime(time)}`;

/**
 * An event-creation link: local New York times (ctz), the slot's window, and a
 * daily repeat for multi-day projects. Built on the client; no server call.
 */
export function googleCalendarUrl(
  job: ContractorJob,
  fallback: CalendarWindow = DEFAULT_CALENDAR_WINDOW,
): string | null {
  const booking = job.booking;
  const date = booking?.scheduledDate;
  if (!booking || !date) return null;
  const quote = booking.quote ?? {};
  const [start, end] = calendarWindow(booking.timeSlot, fallback);
  const days = booking.estimatedDays && booking.estimatedDays > 1 ? booking.estimatedDays : 1;
  const facts = {
    serviceType: serviceType(job),
    customerName: quote.customerName,
    phone: quote.phone,
    timeSlotLabel: booking.timeSlotLabel,
    days,
    notes: booking.notes,
    bookingId: booking.id,
  };
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: jobEventTitle(facts),
    dates: `${stamp(date, start)}/${stamp(date, end)}`,
    details: jobEventDetails(facts),
    location: quote.address ?? "",
    ctz: BUSINESS_TIME_ZONE,
  });
  if (days > 1) params.set("recur", `RRULE:FREQ=DAILY;COUNT=${days}`);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
