/**
 * The customer's live status of their job on Manage Booking (docs/product.md §4): scheduled → painter
 * on the way → in progress → completed. Browser-safe. Every customer-facing text of it is in
 * LIVE_STATUS_TEXT, one catalogue keyed by language and step, so that a translation adds one entry
 * (the "on the way" e-mail's texts are the catalogue's: messages/<language>/emails.json, onTheWay).
 */
import { BUSINESS_TIME_ZONE, fromDbDate } from "@/lib/scheduling/dates.shared";
import { arrivalWindow, clockTime, onTheWayCounts } from "./on-the-way.shared";
import { bookingState, jobState } from "./states.shared";

export const LIVE_STEPS = ["scheduled", "on_the_way", "in_progress", "completed"] as const;
export type LiveStep = (typeof LIVE_STEPS)[number];

/** What the lookup (and the status refresh) answer: the step and the times its text needs. */
export interface LiveStatus {
  step: LiveStep;
  /** The painter's tap (ISO), on the way only: the arrival window is computed from it. */
  onTheWayAt: string | null;
  /** When the job was completed (ISO), completed only. */
  completedAt: string | null;
}

/**
 * A completed job's after photos on Manage Booking, one entry a room in the rooms' order: the
 * completion e-mail's signed links (lib/uploads/job-photos.ts), none for an erased booking.
 */
export interface RoomPhotos {
  room: string;
  urls: string[];
}

const completedDay = (language: string) =>
  new Intl.DateTimeFormat(language, {
    timeZone: BUSINESS_TIME_ZONE,
    month: "short",
    day: "numeric",
    year: "numeric",
  });

export const LIVE_STATUS_TEXT = {
  en: {
    heading: "Job status",
    current: "Current step",
    steps: {
      scheduled: { label: "Scheduled" },
      on_the_way: { label: "Painter on the way" },
      in_progress: { label: "In progress" },
      completed: { label: "Completed" },
    } satisfies Record<LiveStep, { label: string }>,
    arrival: (from: string, to: string) => `Expected arrival: between ${from} and ${to}.`,
    completedOn: (date: string) => `Completed on ${date}`,
    updating: "Updates by itself while this page is open.",
    refreshExpired: "This page stopped updating. Look your booking up again to see its latest status.",
    photos: {
      heading: "Photos of the finished work",
      /** "Bedroom 1 after painting"; a room's second photo "Bedroom 1 after painting, photo 2". */
      alt: (room: string, index: number) =>
        `${room} after painting${index > 0 ? `, photo ${index + 1}` : ""}`,
      opensInNewTab: "(opens in a new tab)",
    },
  },
} as const;

export type LiveStatusLanguage = keyof typeof LIVE_STATUS_TEXT;

/** "Expected arrival: between 9:20 AM and 9:50 AM." for a tap. */
export function arrivalText(onTheWayAt: Date | string, language: LiveStatusLanguage = "en"): string {
  const { from, to } = arrivalWindow(onTheWayAt);
  return LIVE_STATUS_TEXT[language].arrival(clockTime(from), clockTime(to));
}

/** "Completed on Dec 3, 2026" (the day in New York). */
export function completedText(completedAt: Date | string, language: LiveStatusLanguage = "en"): string {
  return LIVE_STATUS_TEXT[language].completedOn(completedDay(language).format(new Date(completedAt)));
}

interface LiveFacts {
  status: string;
  scheduledDate: Date;
  completedAt: Date | null;
}
interface LiveJob {
  status: string;
  onTheWayAt: Date | null;
  completedAt: Date | null;
}

const stepIndex = (step: LiveStep) => LIVE_STEPS.indexOf(step);
const ON_THE_WAY_STEP: LiveStep = "on_the_way";
/** The last step: nothing more to follow. */
export const isFinalStep = (step: LiveStep) => stepIndex(step) === LIVE_STEPS.length - 1;

/**
 * The step a booking shows: the later of its own and its current job's (BOOKING_STATES' and
 * JOB_STATES' customerStep), "on the way" once the painter tapped it before starting; null for a
 * booking that has no live course (cancelled, or a hold still waiting for its customer).
 */
export function liveStatusOf(booking: LiveFacts, job: LiveJob | undefined): LiveStatus | null {
  const bookingStep = bookingState(booking.status)?.customerStep;
  if (!bookingStep) return null;
  const jobStep = job && jobState(job.status)?.customerStep;
  const step: LiveStep = jobStep && stepIndex(jobStep) > stepIndex(bookingStep) ? jobStep : bookingStep;
  if (isFinalStep(step)) {
    const at = booking.completedAt ?? job?.completedAt ?? null;
    return { step, onTheWayAt: null, completedAt: at?.toISOString() ?? null };
  }
  if (
    job?.onTheWayAt &&
    stepIndex(step) < stepIndex(ON_THE_WAY_STEP) &&
    onTheWayCounts(job.onTheWayAt, fromDbDate(booking.scheduledDate))
  ) {
    return { step: ON_THE_WAY_STEP, onTheWayAt: job.onTheWayAt.toISOString(), completedAt: null };
  }
  return { step, onTheWayAt: null, completedAt: null };
}
