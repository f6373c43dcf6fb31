/**
 * On My Way (docs/product.md §4, constants in §9): the painter's one tap before Start Job, a recorded
 * fact (JobAssignment.onTheWayAt), not a job status. Browser-safe: the job card, the customer's live
 * status and the server read the same rules.
 */
import { BUSINESS_TIME_ZONE, todayInNewYork } from "@/lib/scheduling/dates.shared";
import { jobState } from "./states.shared";

/** docs/product.md §9: the expected arrival window after a tap, and how late an offline tap may arrive. */
export const ON_THE_WAY = {
  /** The window opens this many minutes after the tap… */
  arrivalFromMinutes: 15,
  /** …and closes this many minutes after it. */
  arrivalToMinutes: 45,
  /** Both ends rounded up to whole multiples of this many minutes. */
  roundMinutes: 5,
  /** A tap time sent later (a phone without signal) is believed up to this many hours back. */
  lateTapHours: 12,
} as const;

/** On My Way is for a live job the painter is not at work on yet (JOB_STATES: assigned, acknowledged). */
export function mayGoOnTheWay(status: string): boolean {
  const state = jobState(status);
  return !!state?.live && !state.onSite;
}

const MINUTE = 60_000;

const roundUp = (ms: number) => {
  const step = ON_THE_WAY.roundMinutes * MINUTE;
  return Math.ceil(ms / step) * step;
};

/** The expected arrival: tap + 15 min … tap + 45 min, each end rounded up to 5 minutes. */
export function arrivalWindow(tappedAt: Date | string): { from: Date; to: Date } {
  const tap = new Date(tappedAt).getTime();
  return {
    from: new Date(roundUp(tap + ON_THE_WAY.arrivalFromMinutes * MINUTE)),
    to: new Date(roundUp(tap + ON_THE_WAY.arrivalToMinutes * MINUTE)),
  };
}

/** The client's tap time, believed within [now − 12 h, now] (offline taps arrive late; clocks drift). */
export function clampTapTime(tappedAt: Date, now: Date): Date {
  const earliest = now.getTime() - ON_THE_WAY.lateTapHours * 60 * MINUTE;
  return new Date(Math.min(now.getTime(), Math.max(earliest, tappedAt.getTime())));
}

/**
 * Whether a recorded tap is for the booking's current appointment: made on or after its scheduled
 * date (New York). A tap before a reschedule to a later date no longer counts.
 */
export const onTheWayCounts = (onTheWayAt: Date | string | null | undefined, scheduledDate: string) =>
  !!onTheWayAt && todayInNewYork(new Date(onTheWayAt)) >= scheduledDate;

const clock = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
});

/** A time as painters and customers read it (New York): "9:20 AM". */
export const clockTime = (at: Date | string) => clock.format(new Date(at));

/** The painter's texts (the customer's are in ./live-status.shared.ts). */
export const ON_MY_WAY_TEXT = {
  button: "On My Way",
  sent: (at: Date | string) => `On the way · sent ${clockTime(at)}`,
  done: "Your customer was told you're on the way.",
  failed: "On My Way could not be sent",
  notToday: (date: string) => `On My Way can be sent on the job's scheduled date (${date}).`,
  notBeforeStart: "On My Way is for a job not started yet.",
} as const;
