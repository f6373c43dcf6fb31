/**
 * The scale data set's statuses. Which statuses the plan picks, and in what mix, is data
 * (staging.ts); so is the job each planned booking status carries (PLANNED_JOB). What follows from
 * a status (its stamps, whether its booking holds its painter's slots) comes from the state table,
 * lib/bookings/states.shared.ts, as in the demo seed (lib/seed/demo.ts).
 */
import { jobStampsOnTheWay } from "@/lib/bookings/lifecycle.shared";
import { statusLiterals } from "@/lib/bookings/status-sql";
import {
  BOOKING_STATUSES,
  holdsSlots,
  JOB_STATES,
  type BookingStatus,
  type JobStatus,
} from "@/lib/bookings/states.shared";

/**
 * Data: the job a planned booking of each status carries, a finished history. A pending booking's
 * painter rejected it; half the scheduled ones are acknowledged already (ACKNOWLEDGED_EARLY).
 */
export const PLANNED_JOB = {
  pending: "rejected",
  scheduled: "assigned",
  confirmed: "acknowledged",
  in_progress: "in_progress",
  completed: "completed",
  cancelled: "cancelled",
} as const satisfies Record<BookingStatus, JobStatus>;

/** Data: a scheduled booking whose painter acknowledged it before the booking was confirmed. */
export const ACKNOWLEDGED_EARLY = { booking: "scheduled", job: "acknowledged" } as const satisfies {
  booking: BookingStatus;
  job: JobStatus;
};

const when = new Date(0);
const stampedOnTheWay = (stamp: "acknowledgedAt" | "startedAt") =>
  BOOKING_STATUSES.filter(
    (status) =>
      stamp in
      jobStampsOnTheWay(PLANNED_JOB[status], { acknowledgedAt: when, startedAt: when, completedAt: when }),
  );

/** `p.status IN (…)`: the planned bookings whose job was acknowledged on the way (confirmedAt, acknowledgedAt). */
export const ACKNOWLEDGED = statusLiterals(stampedOnTheWay("acknowledgedAt"));
/** … whose job was started on the way (startedAt). */
export const STARTED = statusLiterals(stampedOnTheWay("startedAt"));
/** … that hold their painter's slots: the booking keeps slots and the job is still the painter's. */
export const HOLDING_SLOTS = statusLiterals(
  BOOKING_STATUSES.filter((status) => holdsSlots(status) && JOB_STATES[PLANNED_JOB[status]].earns),
);

/** `CASE b.status WHEN … END`: each planned booking's job, with the scheduled ones split by `early`. */
export const plannedJobSql = (status: string, early: string) =>
  `(CASE ${status} ${BOOKING_STATUSES.map((s) =>
    s === ACKNOWLEDGED_EARLY.booking
      ? `WHEN '${s}' THEN CASE WHEN ${early} THEN '${ACKNOWLEDGED_EARLY.job}' ELSE '${PLANNED_JOB[s]}' END`
      : `WHEN '${s}' THEN '${PLANNED_JOB[s]}'`,
  ).join(" ")} END)::"JobStatus"`;
