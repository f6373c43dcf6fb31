/**
 * The painter's before and after photos of the work (docs/product.md §9 "Job photos"): the limits,
 * the phases and the texts the server answers with and the job card shows. No zod and no UI here,
 * so that the job card's lazy part loads nothing else for them.
 */
import { jobState } from "@/lib/bookings/states.shared";
export const JOB_PHOTO_PHASES = ["before", "after"] as const;
export type JobPhotoPhase = (typeof JOB_PHOTO_PHASES)[number];

export const JOB_PHOTO_LIMITS = {
  /** Photos of one job, both phases and every room together. */
  perJob: 30,
  /** Photos of one room in one phase. */
  perRoomAndPhase: 6,
  /** After photos may still be added this long after Complete Job (a photo queued offline behind it). */
  afterGraceHours: 24,
  /** The signed photo links: the customer's (completion e-mail), the painter's and the back office's. */
  customerLinkDays: 30,
  staffLinkDays: 7,
  /** The longest side of a photo the phone keeps while offline (it is downscaled before it is queued). */
  deviceMaxSide: 2048,
} as const;

export const JOB_PHOTO_MESSAGES = {
  notAnImage: "Only image files (JPEG, PNG or WebP) can be added as job photos.",
  phase: 'phase must be "before" or "after"',
  clientRef: "clientRef is a UUID",
  roomId: "roomId must be a room of this job",
  perJob: `This job already has ${JOB_PHOTO_LIMITS.perJob} photos, the most one job may have.`,
  perRoomAndPhase: (phase: JobPhotoPhase) =>
    `This room already has ${JOB_PHOTO_LIMITS.perRoomAndPhase} ${phase} photos, the most one room may have.`,
  beforeTooLate: "Before photos can be added until the job is completed.",
  afterTooEarly: "After photos can be added once the job is started.",
  afterTooLate: `After photos can be added until ${JOB_PHOTO_LIMITS.afterGraceHours} hours after the job is completed.`,
  closed: "This job was cancelled, given to another painter or erased: it takes no more photos.",
  usedRef: "This clientRef belongs to another photo.",
} as const;

/**
 * Whether a photo of `phase` may be added to a job in `status` (the state table's column): before
 * photos until Complete Job, after photos from Start Job until afterGraceHours after completion
 * (one taken offline before Complete Job may reach the server after it).
 */
export function photoPhaseOpen(
  job: { status: string; completedAt: Date | string | null },
  phase: JobPhotoPhase,
  now: Date = new Date(),
): boolean {
  const state = jobState(job.status);
  if (!state?.photos?.includes(phase)) return false;
  if (!state.photoGrace || !job.completedAt) return true;
  return now.getTime() <= new Date(job.completedAt).getTime() + JOB_PHOTO_LIMITS.afterGraceHours * 3_600_000;
}

/** Whether a job in `status` takes photos at all (its card offers them). */
export const takesPhotos = (status: string): boolean => (jobState(status)?.photos?.length ?? 0) > 0;

export const jobPhotosUrl = (jobId: string) => `/api/contractor/jobs/${jobId}/photos`;

/** A photo the server holds, as the job card, the back office and the e-mail show it. */
export interface JobPhotoDto {
  id: string;
  roomId: string;
  phase: JobPhotoPhase;
  clientRef: string | null;
  /** The signed link (/api/job-photos/{token}) */
  url: string;
  createdAt: string;
}
