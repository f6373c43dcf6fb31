/**
 * The booking and job states, one row each (docs/product.md §4): what a status is called, how it
 * looks, what it means for the calendar, and who may move a booking or a job out of it and where.
 * Pure and browser-safe: the back office's dropdown and the painter's button read it, and the server
 * (lib/bookings/transitions.ts) enforces it. Typed `Record<…Status, …>`: a new enum value does not
 * compile until it has its row, and every list and SQL filter derived from here then follows its flags.
 */
import type { BookingStatus, JobStatus } from "@/lib/generated/prisma/enums";

export type { BookingStatus, JobStatus };

/** Who asks for a move. The system's one move releases an unconfirmed hold (lib/bookings/holds.ts). */
export type Actor = "customer" | "painter" | "admin" | "system";

type Moves<S extends string> = Readonly<Record<Actor, readonly S[]>>;

/** The steps of the customer's live status a status maps to (On My Way adds its own between them). */
export type CustomerStep = "scheduled" | "in_progress" | "completed";

interface BookingState {
  label: string;
  badge: "default" | "destructive" | "secondary";
  /** Holds painters' time: counted against the booking caps, keeps its slot reservations. */
  live: boolean;
  /** Still to come: reminded the day before, counted as upcoming on the overview. */
  upcoming: boolean;
  /** The customer may reschedule or cancel it online. */
  customerMayChange: boolean;
  /**
   * Entering it frees the painter's days: its slot reservations are deleted (and a move out of it
   * reserves them again). Every other status keeps the slots its booking holds.
   */
  freesSlots: boolean;
  /** The e-mails entering it sends (lib/bookings/transitions.ts): none for any other move. */
  announce?: "cancellation" | "completion";
  /** The status the live job takes when the booking enters this one (none: the job stays as it is). */
  job?: JobStatus;
  /** The timestamp the booking gets on entering this status. */
  stamp?: "confirmedAt" | "completedAt" | "cancelledAt";
  /** The step Manage Booking's live status shows for it (lib/bookings/live-status.shared.ts); none: no live status. */
  customerStep?: CustomerStep;
  /** Where each actor may move a booking from this status (staying put is never a move). */
  moves: Moves<BookingStatus>;
}

const none = [] as const;

/*
 * The back office's moves go forward, plus cancelling (a completed job too: a refund or a job done
 * badly), reopening a completed one and reinstating a cancelled booking as scheduled (a painter is
 * reserved again). Nothing but a new hold enters pending (a project of HOLD_FROM_PAINTER_DAYS or more,
 * lib/bookings/holds.ts): its customer confirms it from the e-mail (to scheduled, when its job is
 * created), or the system releases it once its time ran out; the back office may only cancel a hold
 * (lib/admin/bookings.ts). A live booking never goes back: its job would not follow, and the
 * painter's next button would disagree with the booking.
 * The painter's booking moves are those their job's moves drag along (JOB_STATES[…].booking).
 */
export const BOOKING_STATES = {
  pending: {
    label: "Pending",
    badge: "secondary",
    live: true,
    upcoming: false,
    customerMayChange: false,
    freesSlots: false,
    moves: {
      customer: ["scheduled"],
      painter: ["confirmed", "in_progress", "completed"],
      admin: ["scheduled", "confirmed", "cancelled"],
      system: ["cancelled"],
    },
  },
  scheduled: {
    label: "Scheduled",
    badge: "default",
    live: true,
    upcoming: true,
    customerMayChange: true,
    freesSlots: false,
    customerStep: "scheduled",
    moves: {
      customer: ["cancelled"],
      painter: ["confirmed", "in_progress", "completed"],
      admin: ["confirmed", "in_progress", "completed", "cancelled"],
      system: none,
    },
  },
  confirmed: {
    label: "Confirmed",
    badge: "secondary",
    live: true,
    upcoming: true,
    customerMayChange: false,
    freesSlots: false,
    job: "acknowledged",
    stamp: "confirmedAt",
    customerStep: "scheduled",
    moves: {
      customer: none,
      painter: ["in_progress", "completed"],
      admin: ["in_progress", "completed", "cancelled"],
      system: none,
    },
  },
  in_progress: {
    label: "In Progress",
    badge: "secondary",
    live: true,
    upcoming: false,
    customerMayChange: false,
    freesSlots: false,
    job: "in_progress",
    customerStep: "in_progress",
    moves: { customer: none, painter: ["completed"], admin: ["completed", "cancelled"], system: none },
  },
  completed: {
    label: "Completed",
    badge: "secondary",
    live: false,
    upcoming: false,
    customerMayChange: false,
    freesSlots: false,
    announce: "completion",
    job: "completed",
    stamp: "completedAt",
    customerStep: "completed",
    // Reopening a job marked done by mistake: its request for a review is never sent twice.
    moves: { customer: none, painter: none, admin: ["in_progress", "cancelled"], system: none },
  },
  cancelled: {
    label: "Cancelled",
    badge: "destructive",
    live: false,
    upcoming: false,
    customerMayChange: false,
    freesSlots: true,
    announce: "cancellation",
    job: "cancelled",
    stamp: "cancelledAt",
    moves: { customer: none, painter: none, admin: ["scheduled"], system: none },
  },
} as const satisfies Record<BookingStatus, BookingState>;

/** The painter dashboard's summary cards and lists that count a job (docs/product.md §2). */
export type JobGroup = "pending" | "active" | "completed";

interface JobState {
  label: string;
  /** Holds the painter's calendar and is theirs to work: Job Management and My Schedule show it. */
  live: boolean;
  /** The painter keeps its earnings (not cancelled or rejected). */
  earns: boolean;
  /** The painter is at work on it or has done it: entering it waits for the scheduled day (§4). */
  onSite: boolean;
  /** The dashboard's summary card and Job Management list that counts it (docs/product.md §2); none: not counted. */
  group: JobGroup | null;
  /** Its badge's colours on the painter's dashboard (docs/product.md §4). */
  badge: string;
  /** The painter's one move from here and its button's text (docs/product.md §4). */
  next?: { status: JobStatus; label: string };
  /** The status the booking takes when the painter moves the job into this one. */
  booking?: BookingStatus;
  /** The timestamp the job gets on entering this status. */
  stamp?: "acknowledgedAt" | "startedAt" | "completedAt";
  /** The step the customer's live status shows for its job (the later of the booking's and the job's). */
  customerStep?: CustomerStep;
  /**
   * The photos of the work the painter may add in it (docs/product.md §9 "Job photos"); `photoGrace`:
   * only until JOB_PHOTO_LIMITS.afterGraceHours after its stamp (lib/validations/job-photo-rules.shared.ts).
   */
  photos?: readonly ("before" | "after")[];
  photoGrace?: boolean;
  /**
   * Where each actor may move a job from this status. A job also follows its booking's moves
   * (BOOKING_STATES[…].job); the customer's move is losing the painter when a reschedule goes to another.
   */
  moves: Moves<JobStatus>;
}

/** A job status's badge without a colour of its own (a cancelled job, an unknown status): grey. */
export const OTHER_JOB_BADGE = "border-gray-300 bg-gray-100 text-gray-800";

export const JOB_STATES = {
  assigned: {
    label: "Assigned",
    live: true,
    earns: true,
    onSite: false,
    group: "pending",
    badge: "border-yellow-300 bg-yellow-100 text-yellow-900",
    next: { status: "acknowledged", label: "Acknowledge Job" },
    customerStep: "scheduled",
    photos: ["before"],
    moves: { customer: ["cancelled"], painter: ["acknowledged"], admin: none, system: none },
  },
  acknowledged: {
    label: "Acknowledged",
    live: true,
    earns: true,
    onSite: false,
    group: "active",
    badge: "border-blue-300 bg-blue-100 text-blue-900",
    next: { status: "in_progress", label: "Start Job" },
    photos: ["before"],
    booking: "confirmed",
    stamp: "acknowledgedAt",
    customerStep: "scheduled",
    moves: { customer: ["cancelled"], painter: ["in_progress"], admin: none, system: none },
  },
  in_progress: {
    label: "In Progress",
    live: true,
    earns: true,
    onSite: true,
    group: "active",
    badge: "border-orange-300 bg-orange-100 text-orange-900",
    next: { status: "completed", label: "Complete Job" },
    photos: ["before", "after"],
    booking: "in_progress",
    stamp: "startedAt",
    customerStep: "in_progress",
    moves: { customer: ["cancelled"], painter: ["completed"], admin: none, system: none },
  },
  completed: {
    label: "Completed",
    live: false,
    earns: true,
    onSite: true,
    group: "completed",
    badge: "border-green-300 bg-green-100 text-green-900",
    booking: "completed",
    stamp: "completedAt",
    customerStep: "completed",
    photos: ["after"],
    photoGrace: true,
    moves: { customer: none, painter: none, admin: none, system: none },
  },
  rejected: {
    label: "Rejected",
    live: false,
    earns: false,
    onSite: false,
    group: null,
    badge: "border-red-300 bg-red-100 text-red-900",
    moves: { customer: none, painter: none, admin: none, system: none },
  },
  cancelled: {
    label: "Cancelled",
    live: false,
    earns: false,
    onSite: false,
    group: null,
    badge: OTHER_JOB_BADGE,
    moves: { customer: none, painter: none, admin: none, system: none },
  },
} as const satisfies Record<JobStatus, JobState>;

type Keys<T> = [keyof T, ...(keyof T)[]];

/** Every booking status, in the order a booking lives through them (the admin's dropdown, zod enums). */
export const BOOKING_STATUSES = Object.keys(BOOKING_STATES) as Keys<typeof BOOKING_STATES>;
export const JOB_STATUSES = Object.keys(JOB_STATES) as Keys<typeof JOB_STATES>;

type BookingFlag = "live" | "upcoming" | "customerMayChange" | "freesSlots";
type JobFlag = "live" | "earns" | "onSite";

/** The booking statuses with a flag set (or unset), in table order: what the SQL filters are built from. */
export const bookingStatusesWhere = (flag: BookingFlag, value = true): BookingStatus[] =>
  BOOKING_STATUSES.filter((status) => BOOKING_STATES[status][flag] === value);

export const jobStatusesWhere = (flag: JobFlag, value = true): JobStatus[] =>
  JOB_STATUSES.filter((status) => JOB_STATES[status][flag] === value);

const bookingState = (status: string): BookingState | undefined =>
  (BOOKING_STATES as Record<string, BookingState>)[status];
const jobState = (status: string): JobState | undefined => (JOB_STATES as Record<string, JobState>)[status];

/** Whether `actor` may move a booking from `from` to `to` (staying put is not a move). */
export const mayMoveBooking = (actor: Actor, from: BookingStatus, to: BookingStatus): boolean =>
  (bookingState(from)?.moves[actor] ?? []).includes(to);

export const mayMoveJob = (actor: Actor, from: JobStatus, to: JobStatus): boolean =>
  (jobState(from)?.moves[actor] ?? []).includes(to);

/** What the back office may pick for a booking in `status`: the status itself, then its moves. */
export const adminStatusChoices = (status: BookingStatus): BookingStatus[] => [
  status,
  ...(bookingState(status)?.moves.admin ?? []),
];

export const isLiveBooking = (status: string): boolean => bookingState(status)?.live ?? false;
export const customerMayChange = (status: string): boolean =>
  bookingState(status)?.customerMayChange ?? false;
/** Whether a booking in `status` keeps its painter's slot reservations (every status that does not free them). */
export const holdsSlots = (status: string): boolean => bookingState(status)?.freesSlots === false;

/** The job statuses a summary card counts (docs/product.md §2), in table order. */
export const jobStatusesIn = (group: JobGroup): JobStatus[] =>
  JOB_STATUSES.filter((status) => JOB_STATES[status].group === group);
export const jobGroup = (status: string): JobGroup | null => jobState(status)?.group ?? null;

export { bookingState, jobState };

/** The statuses a booking and its job are created in (lib/bookings/create.ts, assignPainter). */
export const NEW_BOOKING_STATUS = "scheduled" satisfies BookingStatus;
export const NEW_JOB_STATUS = "assigned" satisfies JobStatus;
/** A hold's status until its customer confirms it from the e-mail (lib/bookings/holds.ts). */
export const HOLD_BOOKING_STATUS = "pending" satisfies BookingStatus;
